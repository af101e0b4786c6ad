import { Alert, Anchor, Badge, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { attributeName, type TJobOwn, type TScreenFinding } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** The phrases the screening caught, each with where it is and why it may not stay (decision 032), in the reader's language. */
export function Findings({ findings }: { findings: readonly TScreenFinding[] }) {
  const { t, locale } = useI18n();
  return (
    <List spacing="xs" size="sm" data-testid="review-findings">
      {findings.map((finding, index) => (
        <List.Item key={`${finding.field}-${index}`} data-category={finding.category}>
          <Stack gap={2}>
            <Text size="sm" component="div">
              <Text span fw={700} component="bdi" dir="auto" data-testid="finding-phrase">
                «{finding.phrase}»
              </Text>{' '}
              <Badge size="sm" variant="light" color="orange" tt="none">
                {t(`moderation.category.${finding.category}`)}
              </Badge>{' '}
              <Text span size="xs" c="dimmed">
                {t('moderation.held.in', {
                  field: attributeName(finding.field, locale),
                })}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t(`moderation.why.${finding.category}`)}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * A held job as its company sees it (decision 032): waiting for our review (what was caught and why; an edit does
 * not release it, decision 083), or rejected or unpublished by our team (the reason: an edit sends it back). `editLink`: on the
 * dashboard, the way to the form.
 */
export function JobReviewNotice({ job, editLink = false }: { job: Pick<TJobOwn, 'id' | 'review'>; editLink?: boolean }) {
  const { t, prefix } = useI18n();
  const { review } = job;
  if (!review) return null;
  const waitingForCompany = review.waiting_for === 'company';
  return (
    <Alert color="orange" variant="light" title={t('moderation.held.title')} data-testid="review-notice" data-waiting-for={review.waiting_for}>
      <Stack gap="xs">
        {waitingForCompany ? (
          <>
            <Text size="sm">{t('moderation.held.company')}</Text>
            <Text size="sm" fw={700} component="bdi" dir="auto" data-testid="review-reason">
              {review.reason}
            </Text>
            <Text size="sm">{t('moderation.held.companyNext')}</Text>
          </>
        ) : (
          <Text size="sm">{review.findings.length > 0 ? t('moderation.held.admin') : t('moderation.held.adminEmpty')}</Text>
        )}
        {review.findings.length > 0 && (
          <>
            <Text size="sm" fw={700}>
              {t('moderation.held.found')}
            </Text>
            <Findings findings={review.findings} />
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('moderation.rules')} {t(review.is_paid ? 'moderation.held.paid' : 'moderation.held.unpaid')}
        </Text>
        {editLink && (
          <Anchor component={Link} to={withPrefix(prefix, `/post-job/${job.id}`)} size="sm" data-testid="review-edit">
            {t('moderation.held.edit')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/** A live job that reports hid from lists until our team reviews them. */
export function HiddenByReportsNotice({ job }: { job: Pick<TJobOwn, 'is_hidden_by_reports' | 'status'> }) {
  const { t } = useI18n();
  if (!job.is_hidden_by_reports || job.status !== 'active') return null;
  return (
    <Text size="sm" c="orange.9" data-testid="hidden-notice">
      {t('moderation.hidden')}
    </Text>
  );
}

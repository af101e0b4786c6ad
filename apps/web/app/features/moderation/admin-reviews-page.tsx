import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, useNavigation } from 'react-router';
import { ADMIN_JOB_REVIEW_FILTERS, type TAdminJobReview } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatInteger } from '../../lib/format.ts';
import { Fact, JobHeading, JobText, LinkTabs, ModerationShell, Pages, formatDateTime, reviewTabLabel } from './admin-parts.tsx';
import type { TAdminReviewsData, TModerationResult } from './admin.server.ts';
import { Findings } from './job-review.tsx';
import { BulkBar, BulkCheckbox, BulkConfirm } from './admin-reviews-bulk.tsx';

function Decide({ job, result }: { job: TAdminJobReview; result?: TModerationResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result && !result.ok && result.id === job.job_id ? result : undefined;
  const busy = (intent: string) =>
    navigation.state !== 'idle' && navigation.formData?.get('id') === String(job.job_id) && navigation.formData?.get('intent') === intent;
  return (
    <Stack gap="sm">
      {mine && !mine.errors?.reason && (
        <Alert color="red" variant="light" role="alert" data-testid="review-error">
          {mine.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Form method="post">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="id" value={job.job_id} />
          <Button type="submit" color="success" fullWidth loading={busy('approve')} data-testid="review-approve">
            {t('review.approve')}
          </Button>
        </Form>
        {job.review?.waiting_for === 'admin' && (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="id" value={job.job_id} />
            <Stack gap="xs">
              <Textarea
                name="reason"
                label={t('review.reason')}
                description={t('review.reasonHint')}
                required
                minLength={3}
                maxLength={1000}
                autosize
                minRows={2}
                defaultValue={mine?.values?.reason ?? ''}
                error={mine?.errors?.reason?.[0]}
                data-testid="review-reason-input"
              />
              <Button type="submit" color="red" variant="light" loading={busy('reject')} data-testid="review-reject">
                {t('review.reject')}
              </Button>
            </Stack>
          </Form>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** One held job: who, what the screening caught and why, the text with the phrases marked, and the decision. */
export function ReviewCard({ job, result, decide = true, selection }: { job: TAdminJobReview; result?: TModerationResult; decide?: boolean; selection?: { checked: boolean } }) {
  const { t, locale } = useI18n();
  const review = job.review;
  return (
    <Paper withBorder className="pad-md-lg" data-testid="admin-review" data-job-id={job.job_id}>
      <Stack gap="md">
        {selection && <BulkCheckbox jobId={job.job_id} title={job.title} checked={selection.checked} />}
        <Group justify="space-between" align="flex-start" gap="sm">
          <JobHeading title={job.title} company={job.company.name} testId="review-title" />
          <Group gap="xs">
            {review && (
              <Badge color={review.is_paid ? 'success' : 'gray'} variant="light" tt="none">
                {t(review.is_paid ? 'review.paid' : 'review.unpaid')}
              </Badge>
            )}
            {job.open_reports > 0 && (
              <Badge color="red" variant="light" tt="none">
                {t('review.reports', {
                  count: formatInteger(job.open_reports, locale) ?? '',
                })}
              </Badge>
            )}
          </Group>
        </Group>
        {review?.held_at && (
          <Text size="xs" c="dimmed">
            {t('review.heldSince', {
              date: formatDateTime(review.held_at, locale),
            })}
          </Text>
        )}
        {review?.reason && (
          <Fact label={t('review.rejectedReason')}>
            <bdi dir="auto">{review.reason}</bdi>
          </Fact>
        )}
        {review && (
          <div>
            <Title order={2} size="h5" mb={4}>
              {t('review.found')}
            </Title>
            {review.findings.length > 0 ? <Findings findings={review.findings} /> : <Text size="sm">{t('review.noneFound')}</Text>}
          </div>
        )}
        <details>
          <summary className="moderation-summary">
            <Text span size="sm" fw={600}>
              {t('review.fields')}
            </Text>
          </summary>
          <JobText job={job} />
        </details>
        {decide && review && <Decide job={job} result={result} />}
      </Stack>
    </Paper>
  );
}

/** /admin/job-reviews: jobs the screening or reports held, waiting for review or rejected and waiting for the company. */
export function AdminReviewsPage({ page, result }: { page: TAdminReviewsData; result?: TModerationResult }) {
  const { t } = useI18n();
  useActionToast(result);
  return (
    <ModerationShell title={t('page.admin-job-reviews')} intro={t('review.intro')}>
      <LinkTabs
        values={ADMIN_JOB_REVIEW_FILTERS}
        current={page.status}
        href={(status) => `/admin/job-reviews?status=${status}`}
        label={(status) => t(reviewTabLabel(status))}
        testId="review-tabs"
      />
      <BulkConfirm page={page} result={result} />
      {page.items.length === 0 ? (
        <Paper withBorder p="lg" data-testid="admin-reviews-empty">
          <Text>{page.status === 'waiting' ? t('review.empty') : t('review.emptyRejected')}</Text>
        </Paper>
      ) : (
        <Stack gap="md">
          <BulkBar page={page} />
          {page.items.map((job) => (
            <ReviewCard key={job.job_id} job={job} result={result} selection={{ checked: page.confirm?.ids.includes(job.job_id) ?? false }} />
          ))}
        </Stack>
      )}
      <Pages page={page.page} pageSize={page.pageSize} total={page.total} href={(p) => `/admin/job-reviews?status=${page.status}&page=${p}`} />
    </ModerationShell>
  );
}

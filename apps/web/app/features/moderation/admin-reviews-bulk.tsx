import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TAdminReviewsData, TModerationResult, TReviewBulkAction } from './admin.server.ts';

/** The id of the queue's bulk form: each card's checkbox names it (`form=`), so the cards keep their own forms. */
export const BULK_FORM_ID = 'review-bulk';

/** The decisions a tab offers in bulk: a rejected job waits for its company, so it can only be approved. */
export const bulkActionsOf = (status: TAdminReviewsData['status']): TReviewBulkAction[] => (status === 'waiting' ? ['approve', 'reject'] : ['approve']);

/** A job's checkbox for the bulk decision (it belongs to the bulk form wherever it sits on the page). */
export function BulkCheckbox({ jobId, title, checked }: { jobId: number; title: string; checked: boolean }) {
  const { t } = useI18n();
  return (
    <label className="moderation-check">
      <input type="checkbox" name="id" value={jobId} form={BULK_FORM_ID} defaultChecked={checked} data-review-check="" data-testid="review-check" />
      <Text span size="sm">
        {t('review.bulk.select', { title })}
      </Text>
    </label>
  );
}

/** Check the jobs, choose a decision, confirm on the next step (a GET form: the confirmation is a page state). */
export function BulkBar({ page }: { page: TAdminReviewsData }) {
  const { t } = useI18n();
  const toggleAll = (checked: boolean) => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[data-review-check]')) box.checked = checked;
  };
  return (
    <Paper withBorder p="sm">
      <Form method="get" id={BULK_FORM_ID} data-testid="review-bulk-form">
        <input type="hidden" name="status" value={page.status} />
        {page.page > 1 && <input type="hidden" name="page" value={page.page} />}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <label className="moderation-check">
            <input type="checkbox" onChange={(event) => toggleAll(event.currentTarget.checked)} data-testid="review-check-all" />
            <Text span size="sm">
              {t('review.bulk.all')}
            </Text>
          </label>
          <NativeSelect
            name="bulk"
            label={t('review.bulk.label')}
            data={bulkActionsOf(page.status).map((action) => ({ value: action, label: t(action === 'approve' ? 'review.bulk.approve' : 'review.bulk.reject') }))}
            data-testid="review-bulk-action"
          />
          <Button type="submit" variant="light" data-testid="review-bulk-submit">
            {t('review.bulk.apply')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

/** The confirmation of a bulk decision, naming each job; a rejection asks for the one reason mailed to every company. */
export function BulkConfirm({ page, result }: { page: TAdminReviewsData; result?: TModerationResult | undefined }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  const confirm = page.confirm;
  if (!confirm) return null;
  const cancelTo = withPrefix(prefix, `/admin/job-reviews?status=${page.status}${page.page > 1 ? `&page=${page.page}` : ''}`);
  if (confirm.ids.length === 0)
    return (
      <Alert color="yellow" role="alert" data-testid="review-bulk-none">
        {t('review.bulk.none')}
      </Alert>
    );
  const failed = result && !result.ok && result.intent === 'bulk' ? result : undefined;
  const titles = new Map(page.items.map((job) => [job.job_id, `${job.title} — ${job.company.name}`]));
  const isReject = confirm.action === 'reject';
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby="review-bulk-title" data-testid="review-bulk-confirm">
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="action" value={confirm.action} />
        {confirm.ids.map((id) => (
          <input key={id} type="hidden" name="id" value={id} />
        ))}
        <Stack gap="md">
          <Title order={2} size="h3" id="review-bulk-title">
            {t(isReject ? 'review.bulk.confirmReject' : 'review.bulk.confirmApprove', { count: confirm.ids.length })}
          </Title>
          <Text size="sm">{t(isReject ? 'review.bulk.rejectConsequence' : 'review.bulk.approveConsequence')}</Text>
          <Stack gap={4} component="ul" className="moderation-bulk-list">
            {confirm.ids.map((id) => (
              <Text key={id} component="li" size="sm" data-testid="review-bulk-item">
                <bdi dir="auto">{titles.get(id) ?? `#${id}`}</bdi>
              </Text>
            ))}
          </Stack>
          {failed && !failed.errors?.reason && (
            <Alert color="red" variant="light" role="alert" data-testid="review-bulk-error">
              {failed.message}
            </Alert>
          )}
          {isReject && (
            <Textarea
              name="reason"
              label={t('review.reason')}
              description={t('review.bulk.reasonHint')}
              required
              minLength={3}
              maxLength={1000}
              autosize
              minRows={2}
              defaultValue={failed?.values?.reason ?? ''}
              error={failed?.errors?.reason?.[0]}
              data-testid="review-bulk-reason"
            />
          )}
          <Group justify="flex-end">
            <Button component={Link} to={cancelTo} variant="default" data-testid="review-bulk-cancel">
              {t('review.bulk.cancel')}
            </Button>
            <Button type="submit" color={isReject ? 'red' : 'success'} loading={navigation.state === 'submitting'} data-testid="review-bulk-confirm-submit">
              {t(isReject ? 'review.bulk.rejectAll' : 'review.bulk.approveAll', { count: confirm.ids.length })}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

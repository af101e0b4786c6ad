import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Button, Container, Group, Modal, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { JOB_TABS, ZJobRenew, type TJobOwn, type TJobTab } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useMemberCan } from '../../lib/company-access.ts';
import type { TCompanyJobsData } from './company-jobs.server.ts';
import { DeadlineInput } from './job-fields.tsx';
import { DayText, StatusBadge } from './job-summary.tsx';
import type { TCompanyJobsResult } from './post-job-types.ts';
import { HiddenByReportsNotice, JobReviewNotice } from '../moderation/index.ts';
import './jobs.css';

type TConfirmIntent = 'close' | 'delete';

function useBusy(intent: string, id: number) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === String(id);
}

/** The question and its two answers; in a modal with JavaScript, inline in the card without it. */
function ConfirmForm({ job, intent, onCancel, cancelTo }: { job: TJobOwn; intent: TConfirmIntent; onCancel?: () => void; cancelTo: string }) {
  const { t, locale } = useI18n();
  const busy = useBusy(`${intent}-confirmed`, job.id);
  return (
    <Form method="post" data-testid={`${intent}-confirm`}>
      <input type="hidden" name="intent" value={`${intent}-confirmed`} />
      <input type="hidden" name="id" value={job.id} />
      <Stack gap="sm">
        <Text>{t(`jobs.confirm.${intent}`, { title: job.title })}</Text>
        {intent === 'close' && job.paid_days_left !== null && job.paid_days_left > 0 && (
          <Text fw={600} data-testid="close-paid-days" data-days={job.paid_days_left}>
            {t(job.paid_days_left === 1 ? 'jobs.confirm.closePaidDay' : 'jobs.confirm.closePaidDays', { days: formatInteger(job.paid_days_left, locale) ?? '' })}
          </Text>
        )}
        <Group gap="sm" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('jobs.confirm.cancel')}
            </Button>
          ) : (
            <Button component={Link} to={cancelTo} variant="default" replace>
              {t('jobs.confirm.cancel')}
            </Button>
          )}
          <Button type="submit" color="red" loading={busy} data-testid={`${intent}-yes`}>
            {t(`jobs.confirm.${intent}Yes`)}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** A button that asks first (close a live job, delete a draft). */
function ConfirmButton({ job, intent, cancelTo }: { job: TJobOwn; intent: TConfirmIntent; cancelTo: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={job.id} />
        <Button type="submit" variant="subtle" color="red" size="xs" data-testid={`job-${intent}`}>
          {t(`jobs.action.${intent}`)}
        </Button>
      </Form>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(`jobs.confirm.${intent}Title`)} centered>
        <ConfirmForm job={job} intent={intent} onCancel={() => setOpen(false)} cancelTo={cancelTo} />
      </Modal>
    </>
  );
}

/** Pause a live job or resume a paused one (decision 123): a plain form, no confirmation (each undoes the other). */
function PauseButton({ job }: { job: TJobOwn }) {
  const { t } = useI18n();
  const intent = job.status === 'paused' ? 'resume' : 'pause';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={job.id} />
      <Button type="submit" variant="light" size="xs" data-testid={`job-${intent}`}>
        {t(`jobs.action.${intent}`)}
      </Button>
    </Form>
  );
}

function RenewForm({ job, result, maxDays }: { job: TJobOwn; result?: TCompanyJobsResult; maxDays?: number }) {
  const { t, locale } = useI18n();
  const mine = result && !result.ok && result.intent === 'renew' && result.id === job.id ? result : undefined;
  const { onSubmit, errorOf } = useClientValidation(ZJobRenew, (form) => ({ deadline: form.get('deadline') }), locale, mine?.errors);
  const busy = useBusy('renew', job.id);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} data-testid="renew-form">
      <input type="hidden" name="intent" value="renew" />
      <input type="hidden" name="id" value={job.id} />
      <Group align="flex-end" gap="sm">
        <DeadlineInput defaultValue={typeof mine?.values?.deadline === 'string' ? mine.values.deadline : ''} error={errorOf('deadline')} label={t('jobs.renew.deadline')} maxDays={maxDays} />
        <Button type="submit" size="sm" loading={busy} data-testid="job-renew">
          {t('jobs.renew.submit')}
        </Button>
      </Group>
    </Form>
  );
}

function Meta({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** Who created the job and who changed it last (decision 127), each named once; nothing when no member is known. */
function MembersLine({ job }: { job: TJobOwn }) {
  const { t } = useI18n();
  const parts = [
    job.created_by ? t('jobs.card.createdBy', { name: job.created_by.name }) : null,
    job.updated_by && job.updated_by.id !== job.created_by?.id ? t('jobs.card.updatedBy', { name: job.updated_by.name }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="job-members">
      {parts.join(' · ')}
    </Text>
  );
}

function JobCard({ job, result, cancelTo, postingDays }: { job: TJobOwn; result?: TCompanyJobsResult; cancelTo: string; postingDays?: number }) {
  const { t, prefix, locale } = useI18n();
  const edit = withPrefix(prefix, `/post-job/${job.id}`);
  const confirming = result?.ok && result.confirm && result.id === job.id ? (result.intent as TConfirmIntent) : null;
  const failed = result && !result.ok && result.id === job.id && result.intent !== 'renew' ? result.message : null;
  const place = job.work_place === 'remote' ? t('jobs.summary.remote') : (job.city?.name ?? t('jobs.summary.empty'));
  const published = formatDay(job.published_at, locale);
  const updated = formatDay(job.updated_at, locale);
  const can = useMemberCan();
  return (
    <Paper withBorder className="pad-md-lg" component="article" data-testid="job-card" data-job-id={job.id} data-status={job.status}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Box miw={0}>
            <Anchor component={Link} to={edit} fw={700} size="lg" dir="auto" data-testid="job-title">
              {job.title}
            </Anchor>
            <Group gap="md" mt={4} style={{ rowGap: 2 }}>
              <Meta label={t('jobs.card.place')}>{place}</Meta>
              <Meta label={t('jobs.card.deadline')}>{job.deadline ? <DayText value={job.deadline} /> : t('jobs.summary.empty')}</Meta>
              <Meta label={t('jobs.card.applicants')} testId="job-applicants">
                {formatInteger(job.applications_count, locale)}
              </Meta>
              {published ? <Meta label={t('jobs.card.published')}>{published.gregorian}</Meta> : updated && <Meta label={t('jobs.card.updated')}>{updated.gregorian}</Meta>}
            </Group>
          </Box>
          <Box style={{ flexShrink: 0 }}>
            <StatusBadge status={job.status} />
          </Box>
        </Group>
        <MembersLine job={job} />
        {job.status === 'draft' && job.missing_fields.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('jobs.card.missing', { count: formatInteger(job.missing_fields.length, locale) ?? '' })}
          </Text>
        )}
        {job.status === 'awaiting_review' && (
          <Text size="sm" c="dimmed">
            {t('jobs.card.inReview')}
          </Text>
        )}
        {job.status === 'paused' && (
          <Text size="sm" c="dimmed" data-testid="job-paused-note">
            {t('jobs.card.paused', { count: formatInteger(job.paid_days_left ?? 0, locale) ?? '' })}
          </Text>
        )}
        {job.status === 'active' && job.featured_until && (
          <Text size="sm" c="yellow.9" data-testid="job-featured-until">
            {t('feature.card.until', { date: formatDay(job.featured_until, locale)?.gregorian ?? '' })}
          </Text>
        )}
        <JobReviewNotice job={job} />
        <HiddenByReportsNotice job={job} />
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        )}
        {(job.status === 'expired' || job.status === 'closed') && <RenewForm job={job} result={result} maxDays={postingDays} />}
        {confirming ? (
          <Alert color="red" variant="light" role="alertdialog" aria-label={t(`jobs.confirm.${confirming}Title`)}>
            <ConfirmForm job={job} intent={confirming} cancelTo={cancelTo} />
          </Alert>
        ) : (
          <Group gap="xs" className="job-card__actions">
            {job.status === 'active' && (
              <Button component={Link} to={withPrefix(prefix, `/jobs/${job.id}`)} size="xs" variant="light" data-testid="job-view">
                {t('jobs.action.view')}
              </Button>
            )}
            {(job.status === 'active' || job.status === 'paused' || job.status === 'expired' || job.status === 'closed') && (
              <Button component={Link} to={withPrefix(prefix, `/company-jobs/${job.id}/applicants`)} size="xs" variant="light" data-testid="job-applicants-link">
                {t('applicants.link', { count: formatInteger(job.applications_count, locale) ?? '' })}
              </Button>
            )}
            {(job.status === 'active' || job.status === 'expired' || job.status === 'closed') && (
              <Button component={Link} to={withPrefix(prefix, `/company-jobs/${job.id}/analytics`)} size="xs" variant="light" data-testid="job-analytics-link">
                {t('analytics.link')}
              </Button>
            )}
            {job.status === 'active' && can('billing') && (
              <Button component={Link} to={withPrefix(prefix, `/company-jobs/${job.id}/feature`)} size="xs" variant="light" color="yellow" data-testid="job-feature">
                {t('feature.action')}
              </Button>
            )}
            {job.status === 'awaiting_payment' &&
              (can('billing') ? (
                <Button component={Link} to={withPrefix(prefix, `/checkout/${job.id}`)} size="xs" data-testid="job-pay">
                  {t(job.open_payment_id ? 'jobs.action.continuePayment' : 'jobs.action.pay')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed" data-testid="job-owner-pays">
                  {t('access.ownerPays.card')}
                </Text>
              ))}
            {job.status === 'draft' && (
              <Button component={Link} to={`${edit}?step=${job.missing_fields.length === 0 ? 4 : 1}`} size="xs" data-testid="job-continue">
                {t('jobs.action.continue')}
              </Button>
            )}
            {(job.status === 'draft' || job.status === 'awaiting_payment' || job.status === 'active' || job.status === 'held') && (
              <Button component={Link} to={edit} size="xs" variant="default" data-testid="job-edit">
                {t('jobs.action.edit')}
              </Button>
            )}
            {(job.status === 'awaiting_review' || job.status === 'expired' || job.status === 'closed') && (
              <Button component={Link} to={edit} size="xs" variant="default" data-testid="job-details">
                {t('jobs.action.details')}
              </Button>
            )}
            {(job.status === 'active' || job.status === 'paused') && <PauseButton job={job} />}
            {(job.status === 'active' || job.status === 'paused') && <ConfirmButton job={job} intent="close" cancelTo={cancelTo} />}
            {job.status === 'draft' && <ConfirmButton job={job} intent="delete" cancelTo={cancelTo} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function EmptyTab({ tab }: { tab: TJobTab }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="xl" data-testid="jobs-empty">
      <Stack gap="sm" align="center">
        <Text fw={500} ta="center">
          {t(`jobs.empty.${tab}`)}
        </Text>
        <Button component={Link} to={withPrefix(prefix, '/post-job')} variant="light">
          {t('jobs.dashboard.postJob')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function CompanyJobsPage({ data, result }: { data: TCompanyJobsData; result?: TCompanyJobsResult }) {
  const { t, prefix, locale } = useI18n();
  useActionToast(result && !(result.ok && result.confirm) ? result : undefined);
  const base = withPrefix(prefix, '/company-jobs');
  const here = `${base}?tab=${data.tab}${data.page > 1 ? `&page=${data.page}` : ''}`;
  const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)));
  const can = useMemberCan();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1}>{t('page.company-jobs')}</Title>
            <Text c="dimmed">{t('jobs.dashboard.intro')}</Text>
          </div>
          <Group gap="sm">
            <Button component={Link} to={withPrefix(prefix, '/company-analytics')} variant="default" data-testid="to-analytics">
              {t('analytics.dashboardLink')}
            </Button>
            <Button component={Link} to={withPrefix(prefix, '/company-screening-questions')} variant="default" data-testid="to-question-library">
              {t('library.link')}
            </Button>
            {can('billing') && (
              <Button component={Link} to={withPrefix(prefix, '/payments')} variant="default" data-testid="to-payments">
                {t('jobs.dashboard.payments')}
              </Button>
            )}
            <Button component={Link} to={withPrefix(prefix, '/post-job')} data-testid="post-job">
              {t('jobs.dashboard.postJob')}
            </Button>
          </Group>
        </Group>

        {/* Links between three lists, not tabs: each list is its own address, and a tab needs a panel to control. */}
        <nav aria-label={t('page.company-jobs')}>
          <Group gap="xs" wrap="wrap">
            {JOB_TABS.map((tab) => (
              <Button
                key={tab}
                component={Link}
                to={`${base}?tab=${tab}`}
                variant={tab === data.tab ? 'light' : 'subtle'}
                color={tab === data.tab ? undefined : 'dark'}
                aria-current={tab === data.tab ? 'page' : undefined}
                rightSection={
                  <Badge size="sm" variant={tab === data.tab ? 'filled' : 'light'} circle={data.counts[tab] < 10} data-testid={`count-${tab}`} data-count={data.counts[tab]}>
                    {formatInteger(data.counts[tab], locale)}
                  </Badge>
                }
                data-testid={`tab-${tab}`}
              >
                {t(`jobs.tab.${tab}`)}
              </Button>
            ))}
          </Group>
        </nav>

        <Stack gap="sm" data-testid="jobs-list" data-tab={data.tab}>
          {data.items.length === 0 ? (
            <EmptyTab tab={data.tab} />
          ) : (
            data.items.map((job) => <JobCard key={job.id} job={job} result={result} cancelTo={here} postingDays={data.postingDays ?? undefined} />)
          )}
        </Stack>

        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={data.page}
              getItemProps={(page) => ({ component: Link, to: `${base}?tab=${data.tab}&page=${page}` })}
              getControlProps={(control) => {
                const to = control === 'next' ? Math.min(pages, data.page + 1) : control === 'previous' ? Math.max(1, data.page - 1) : control === 'first' ? 1 : pages;
                // Mantine's previous/next controls show an arrow only: the name is for screen readers (axe link-name).
                const label = control === 'next' ? t('jobs.pager.next') : control === 'previous' ? t('jobs.pager.previous') : undefined;
                return { component: Link, to: `${base}?tab=${data.tab}&page=${to}`, 'aria-label': label };
              }}
              data-testid="jobs-pagination"
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}

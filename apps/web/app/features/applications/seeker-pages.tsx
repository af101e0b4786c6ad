import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TJobCard, TSeekerApplication } from '@tawzeef/contract';
import { PageShell } from '../../components/page-shell.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import type { TItemResult, TPaged } from './applications.server.ts';
import { MyMatch } from '../../components/match-score.tsx';
import { Pager, pageCount } from '../../components/pager.tsx';
import { StageBadge, StageProgress, StageTimeline } from './stage-progress.tsx';
import { SentAnswers, SentCvFile } from './sent-with-application.tsx';
import './applications.css';

function useBusy(intent: string, id: number, { untilLoaded = false } = {}) {
  const navigation = useNavigation();
  const state = untilLoaded ? navigation.state !== 'idle' : navigation.state === 'submitting';
  return state && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === String(id);
}

/** The withdraw question closes once its answer has loaded: the item then shows the new state or the failure. */
function useClosedWhenAnswered(application: TSeekerApplication, setOpen: (open: boolean) => void) {
  const busy = useBusy('withdraw-confirmed', application.id, { untilLoaded: true });
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy, setOpen]);
}

function Empty({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder p="xl" data-testid={testId}>
      <Stack gap="sm" align="center">
        <Text fw={600} ta="center">
          {title}
        </Text>
        <Text c="dimmed" ta="center">
          {hint}
        </Text>
        <Button component={Link} to={withPrefix(prefix, '/find-jobs')}>
          {t('applications.mine.findJobs')}
        </Button>
      </Stack>
    </Paper>
  );
}

function WithdrawForm({ application, onCancel }: { application: TSeekerApplication; onCancel?: () => void }) {
  const { t } = useI18n();
  const busy = useBusy('withdraw-confirmed', application.id);
  return (
    <Form method="post" data-testid="withdraw-confirm">
      <input type="hidden" name="intent" value="withdraw-confirmed" />
      <input type="hidden" name="id" value={application.id} />
      <Stack gap="sm">
        <Text>{t('applications.mine.withdrawQuestion', { title: application.job.title })}</Text>
        <Group gap="sm" justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('applications.mine.cancel')}
            </Button>
          ) : (
            <Button component={Link} to="." variant="default" replace>
              {t('applications.mine.cancel')}
            </Button>
          )}
          <Button type="submit" color="red" loading={busy} data-testid="withdraw-yes">
            {t('applications.mine.withdrawYes')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function ApplicationItem({ application, result }: { application: TSeekerApplication; result?: TItemResult }) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  useClosedWhenAnswered(application, setOpen);
  const confirming = result?.ok && result.confirm && result.id === application.id;
  const failed = result && !result.ok && result.id === (result.intent === 'reapply' ? application.job.id : application.id) ? result.message : null;
  const withdrawn = application.withdrawn_at !== null;
  return (
    <Stack gap="xs" component="section" data-testid="application" data-application-id={application.id} data-stage={withdrawn ? 'withdrawn' : application.stage}>
      <JobCard job={application.job} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('applications.mine.appliedOn', { date: formatDay(application.created_at, locale)?.gregorian ?? '' })}
            </Text>
            <StageBadge stage={application.stage} withdrawn={withdrawn} />
          </Group>
          {withdrawn ? (
            <Text size="sm">{t('applications.mine.withdrawnNote', { date: formatDay(application.withdrawn_at, locale)?.gregorian ?? '' })}</Text>
          ) : (
            <StageProgress stage={application.stage} events={application.events} />
          )}
          {!withdrawn && <MyMatch match={{ score: application.match_score, reasons: application.match_reasons, from: 'application' }} />}
          <SentCvFile application={application} />
          <details>
            <summary>
              <Text component="span" size="sm" fw={500}>
                {t('applications.mine.timeline')}
              </Text>
            </summary>
            <StageTimeline events={application.events} />
            <SentAnswers answers={application.screening_answers} />
            {application.cover_note && (
              <Stack gap={2} mt="xs">
                <Text size="sm" fw={500}>
                  {t('applications.mine.coverNote')}
                </Text>
                <Text size="sm" dir="auto" className="app-note">
                  {application.cover_note}
                </Text>
              </Stack>
            )}
          </details>
          {failed && (
            <Text size="sm" c="red.8" role="alert">
              {failed}
            </Text>
          )}
          {confirming ? (
            <Alert color="red" variant="light" role="alertdialog" aria-label={t('applications.mine.withdrawTitle')}>
              <WithdrawForm application={application} />
            </Alert>
          ) : (
            <Group gap="xs">
              {application.can_withdraw && (
                <Form
                  method="post"
                  onSubmit={(event) => {
                    event.preventDefault();
                    setOpen(true);
                  }}
                >
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="id" value={application.id} />
                  <Button type="submit" variant="subtle" color="red" size="xs" data-testid="withdraw">
                    {t('applications.mine.withdraw')}
                  </Button>
                </Form>
              )}
              {application.can_reapply && (
                <Form method="post">
                  <input type="hidden" name="intent" value="reapply" />
                  <input type="hidden" name="id" value={application.job.id} />
                  <Button type="submit" size="xs" variant="light" data-testid="reapply">
                    {t('applications.mine.reapply')}
                  </Button>
                </Form>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('applications.mine.withdrawTitle')} centered>
        <WithdrawForm application={application} onCancel={() => setOpen(false)} />
      </Modal>
    </Stack>
  );
}

export function MyApplicationsPage({ data, result }: { data: TPaged<TSeekerApplication>; result?: TItemResult }) {
  const { t } = useI18n();
  useActionToast(result && !(result.ok && result.confirm) ? result : undefined);
  return (
    <PageShell titleKey="page.my-applications" size="md">
      <Text c="dimmed">{t('applications.mine.intro')}</Text>
      {data.items.length === 0 ? (
        <Empty title={t('applications.mine.empty')} hint={t('applications.mine.emptyHint')} testId="applications-empty" />
      ) : (
        <Stack gap="xl" data-testid="applications">
          {data.items.map((application) => (
            <ApplicationItem key={application.id} application={application} result={result} />
          ))}
        </Stack>
      )}
      <Pager page={data.page} pages={pageCount(data.total, data.page_size)} href={(page) => `?page=${page}`} label={t('applications.pager.mine')} />
    </PageShell>
  );
}

function SavedJob({ job, result }: { job: TJobCard; result?: TItemResult }) {
  const { t } = useI18n();
  const busy = useBusy('unsave', job.id);
  const failed = result && !result.ok && result.id === job.id ? result.message : null;
  return (
    <Stack gap={4} data-testid="saved-job" data-job-id={job.id}>
      <JobCard job={job} />
      <Group justify="flex-end" gap="sm">
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="unsave" />
          <input type="hidden" name="id" value={job.id} />
          <Button type="submit" variant="subtle" size="xs" color="gray" loading={busy} data-testid="unsave">
            {t('applications.saved.remove')}
          </Button>
        </Form>
      </Group>
    </Stack>
  );
}

export function SavedJobsPage({ data, result }: { data: TPaged<TJobCard>; result?: TItemResult }) {
  const { t } = useI18n();
  useActionToast(result);
  return (
    <PageShell titleKey="page.saved-jobs" size="md">
      <Text c="dimmed">{t('applications.saved.intro')}</Text>
      {data.items.length === 0 ? (
        <Empty title={t('applications.saved.empty')} hint={t('applications.saved.emptyHint')} testId="saved-empty" />
      ) : (
        <Stack gap="md" data-testid="saved-jobs">
          {data.items.map((job) => (
            <SavedJob key={job.id} job={job} result={result} />
          ))}
        </Stack>
      )}
      <Pager page={data.page} pages={pageCount(data.total, data.page_size)} href={(page) => `?page=${page}`} label={t('applications.pager.saved')} />
    </PageShell>
  );
}

import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { JOB_REPORT_STATUSES, PUBLISHED_JOB_STATUSES, type TAdminJobReport } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { Fact, JobHeading, LinkTabs, ModerationShell, Pages, formatDateTime } from './admin-parts.tsx';
import { ReviewCard } from './admin-reviews-page.tsx';
import type { TAdminReportData, TAdminReportsData, TModerationResult } from './admin.server.ts';

/** Who reported, when, why, and how many reported the same job. */
function ReportFacts({ report }: { report: TAdminJobReport }) {
  const { t, locale } = useI18n();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t('reports.reason')}>{t(`report.reason.${report.reason}`)}</Fact>
        <Fact label={t('reports.by')}>
          {report.reporter ? (
            <bdi dir="auto">
              {report.reporter.name} · <bdi dir="ltr">{report.reporter.email}</bdi>
            </bdi>
          ) : (
            t('reports.visitor')
          )}
        </Fact>
        <Fact label={t('reports.date')}>{formatDateTime(report.created_at, locale)}</Fact>
      </SimpleGrid>
      {report.note && (
        <Fact label={t('reports.note')}>
          <bdi dir="auto" data-testid="report-note-text">
            {report.note}
          </bdi>
        </Fact>
      )}
      <Group gap="xs">
        <Badge variant="light" color={report.open_reports >= 3 ? 'red' : 'gray'} tt="none">
          {t('reports.count', {
            count: formatInteger(report.open_reports, locale) ?? '',
          })}
        </Badge>
        {report.is_job_hidden && (
          <Badge variant="light" color="red" tt="none" data-testid="report-hidden">
            {t('reports.hidden')}
          </Badge>
        )}
        <Badge variant="outline" tt="none">
          {t(`reports.tab.${report.status}`)}
        </Badge>
      </Group>
      {report.resolution && (
        <Text size="sm">
          {t('reports.resolution')} <bdi dir="auto">{report.resolution}</bdi>
        </Text>
      )}
    </Stack>
  );
}

function ReportCard({ report }: { report: TAdminJobReport }) {
  const { t, prefix } = useI18n();
  return (
    <Paper withBorder className="pad-md-lg" data-testid="admin-report" data-report-id={report.id}>
      <Stack gap="md">
        <JobHeading title={report.job_title} company={report.company.name} />
        <ReportFacts report={report} />
        <Group gap="sm">
          <Button component={Link} to={withPrefix(prefix, `/admin/job-reports/${report.id}`)} size="sm" data-testid="report-open">
            {t('reports.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/job-reports: reports by state, the open ones oldest first. */
export function AdminReportsPage({ page }: { page: TAdminReportsData }) {
  const { t } = useI18n();
  return (
    <ModerationShell title={t('page.admin-job-reports')} intro={t('reports.intro')}>
      <LinkTabs
        values={JOB_REPORT_STATUSES}
        current={page.status}
        href={(status) => `/admin/job-reports?status=${status}`}
        label={(status) => t(`reports.tab.${status}`)}
        testId="report-tabs"
      />
      {page.items.length === 0 ? (
        <Paper withBorder p="lg" data-testid="admin-reports-empty">
          <Text>{t('reports.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="md">
          {page.items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Stack>
      )}
      <Pages page={page.page} pageSize={page.pageSize} total={page.total} href={(p) => `/admin/job-reports?status=${page.status}&page=${p}`} />
    </ModerationShell>
  );
}

function Act({ report, result }: { report: TAdminJobReport; result?: TModerationResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result && !result.ok ? result : undefined;
  const busy = (intent: string) => navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, field: string) => (mine?.intent === intent ? mine.errors?.[field]?.[0] : undefined);
  return (
    <Stack gap="sm">
      {mine && !mine.errors && (
        <Alert color="red" variant="light" role="alert" data-testid="report-error">
          {mine.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="dismiss" />
          <Stack gap="xs">
            <Textarea
              name="note"
              label={t('reports.dismissNote')}
              description={t('reports.dismissHint')}
              maxLength={1000}
              autosize
              minRows={2}
              error={errorOf('dismiss', 'note')}
              data-testid="dismiss-note"
            />
            <Button type="submit" variant="default" loading={busy('dismiss')} data-testid="report-dismiss">
              {t('reports.dismiss')}
            </Button>
          </Stack>
        </Form>
        {report.job_status === 'active' && (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="unpublish" />
            <Stack gap="xs">
              <Textarea
                name="reason"
                label={t('reports.unpublishReason')}
                description={t('reports.unpublishHint')}
                required
                minLength={3}
                maxLength={1000}
                autosize
                minRows={2}
                defaultValue={mine?.intent === 'unpublish' ? (mine.values?.reason ?? '') : ''}
                error={errorOf('unpublish', 'reason')}
                data-testid="unpublish-reason"
              />
              <Button type="submit" color="red" loading={busy('unpublish')} data-testid="report-unpublish">
                {t('reports.unpublish')}
              </Button>
            </Stack>
          </Form>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The reported job's public page, while it has one: a job taken down (or never published) would answer 404. */
export function JobPageLink({ report }: { report: Pick<TAdminJobReport, 'job_id' | 'job_status'> }) {
  const { t, prefix } = useI18n();
  if (!(PUBLISHED_JOB_STATUSES as readonly string[]).includes(report.job_status)) return null;
  return (
    <Anchor href={withPrefix(prefix, `/jobs/${report.job_id}`)} target="_blank" rel="noopener" size="sm">
      {t('reports.viewJob')}
    </Anchor>
  );
}

/** /admin/job-reports/{id}: one report, the job's text, and the decision on every open report of the job. */
export function AdminReportPage({ data, result }: { data: TAdminReportData; result?: TModerationResult }) {
  const { t } = useI18n();
  useActionToast(result);
  const { report, job } = data;
  return (
    <ModerationShell title={t('page.admin-job-report')} back={{ to: '/admin/job-reports', label: t('reports.back') }}>
      <Paper withBorder className="pad-md-lg" data-testid="admin-report-detail" data-status={report.status}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <JobHeading title={report.job_title} company={report.company.name} />
            <JobPageLink report={report} />
          </Group>
          <ReportFacts report={report} />
          {report.status === 'open' && <Act report={report} result={result} />}
        </Stack>
      </Paper>
      {job && <ReviewCard job={job} decide={false} />}
    </ModerationShell>
  );
}

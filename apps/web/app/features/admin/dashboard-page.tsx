import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import type { TAdminDashboard } from '@tawzeef/contract';
import { chartAxes, chartLegend } from '../../lib/chart-axes.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n, type TMessageId } from '../../i18n/index.ts';
import { formatInteger, formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { AdminShell } from './admin-shell.tsx';
import type { TDashboardData } from './console.server.ts';

type TRow = Record<string, string | number>;

function Stat({ label, value, detail, to }: { label: string; value: number; detail?: string; to?: string }) {
  const { t, locale, prefix } = useI18n();
  return (
    <Paper withBorder p="md" data-testid="admin-stat">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz={28} lh={1.2}>
          {formatInteger(value, locale)}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {to && (
          <Anchor component={Link} to={withPrefix(prefix, to)} size="sm">
            {t('admin.dashboard.open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A bar chart with its numbers as a table (decision 031). Recharts draws in the browser only, so the server sends the
 * table, which stays the whole view without JavaScript; after hydration the chart shows (hidden from screen readers)
 * and the table moves into a disclosure, for anyone who wants the exact numbers.
 */
function ChartWithTable({ title, rows, dataKey, series, keyLabel, format, stacked }: {
  title: string;
  rows: TRow[];
  dataKey: string;
  series: Array<BarChartSeries & { label: string }>;
  keyLabel: string;
  format: (value: number) => string;
  stacked?: boolean;
}) {
  const { t, dir } = useI18n();
  const hydrated = useHydrated();
  const table = (
    <Table.ScrollContainer minWidth={420}>
      <Table striped data-testid="admin-chart-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{keyLabel}</Table.Th>
            {series.map((item) => (
              <Table.Th key={item.name} scope="col">
                {item.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row[dataKey])}>
              <Table.Th scope="row">
                <bdi dir="ltr">{String(row[dataKey])}</bdi>
              </Table.Th>
              {series.map((item) => (
                <Table.Td key={item.name}>{format(Number(row[item.name]))}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {hydrated ? (
          <>
            <div aria-hidden="true" inert dir="ltr" data-testid="admin-chart">
              <BarChart
                h={240}
                data={rows}
                dataKey={dataKey}
                series={series}
                type={stacked ? 'stacked' : 'default'}
                withLegend
                legendProps={chartLegend(series, dir)}
                tickLine="y"
                valueFormatter={format}
                {...chartAxes(dir, 'auto')}
              />
            </div>
            <details>
              <summary>{t('admin.dashboard.asTable')}</summary>
              <div className="admin-chart-fallback">{table}</div>
            </details>
          </>
        ) : (
          <div className="admin-chart-fallback">{table}</div>
        )}
      </Stack>
    </Paper>
  );
}

/** The week's Monday as the reader reads it (YYYY-MM-DD stays unambiguous in both languages). */
const weekLabel = (week: string) => week.slice(5);

function Charts({ dashboard }: { dashboard: TAdminDashboard }) {
  const { t, locale } = useI18n();
  const integer = (value: number) => formatInteger(value, locale) ?? String(value);
  const sar = (halalas: number) => formatSar(halalas / 100, locale) ?? String(halalas / 100);
  const label = (id: TMessageId) => t(id);
  const weeks = dashboard.weeks.map((week) => ({ ...week, week: weekLabel(week.week) }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ChartWithTable
        title={t('admin.dashboard.weekly')}
        rows={weeks}
        dataKey="week"
        keyLabel={t('admin.dashboard.week')}
        format={integer}
        series={[
          { name: 'seekers', label: label('admin.dashboard.newSeekers'), color: 'primary.7' },
          { name: 'companies', label: label('admin.dashboard.newCompanies'), color: 'orange.8' },
        ]}
      />
      <ChartWithTable
        title={t('admin.dashboard.jobsWeekly')}
        rows={weeks}
        dataKey="week"
        keyLabel={t('admin.dashboard.week')}
        format={integer}
        series={[
          { name: 'jobs_posted', label: label('admin.dashboard.jobsPosted'), color: 'primary.7' },
          { name: 'applications', label: label('admin.dashboard.newApplications'), color: 'blue.8' },
        ]}
      />
      <ChartWithTable
        title={t('admin.dashboard.revenue')}
        rows={dashboard.revenue}
        dataKey="month"
        keyLabel={t('admin.dashboard.month')}
        format={sar}
        stacked
        series={[
          { name: 'fee_halalas', label: label('admin.dashboard.fee'), color: 'primary.7' },
          { name: 'vat_halalas', label: label('admin.dashboard.vat'), color: 'orange.8' },
        ]}
      />
    </SimpleGrid>
  );
}

/** /admin: where an administrator lands after logging in: today's numbers, what waits, and the charts. */
export function DashboardPage({ data }: { data: TDashboardData }) {
  const { t, locale } = useI18n();
  const { totals } = data.dashboard;
  const count = (value: number) => formatInteger(value, locale) ?? String(value);
  return (
    <AdminShell title={t('page.admin')} active={null}>
      <Text c="dimmed">{t('admin.dashboard.intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Stat label={t('admin.dashboard.seekers')} value={totals.seekers} to="/admin/users?type=USER" />
        <Stat label={t('admin.dashboard.companies')} value={totals.companies} detail={t('admin.dashboard.verifiedCompanies', { count: count(totals.verified_companies) })} to="/admin/companies" />
        <Stat label={t('admin.dashboard.liveJobs')} value={totals.live_jobs} detail={t('admin.dashboard.posted30', { count: count(totals.jobs_posted_30_days) })} to="/admin/jobs?status=active" />
        <Stat label={t('admin.dashboard.applications')} value={totals.applications} detail={t('admin.dashboard.applications30', { count: count(totals.applications_30_days) })} />
        <Stat label={t('admin.dashboard.companiesWaiting')} value={totals.companies_waiting} to="/admin/companies?verification_status=pending&sort=verification_submitted_at" />
        <Stat label={t('admin.dashboard.namesWaiting')} value={totals.names_waiting} to="/admin/companies?name_change=pending&sort=name_change_requested_at" />
        <Stat label={t('admin.dashboard.transfersWaiting')} value={totals.transfers_waiting} to="/admin/payments?status=awaiting_review&sort=created_at" />
        {totals.reports_waiting !== null && <Stat label={t('admin.dashboard.reportsWaiting')} value={totals.reports_waiting} to="/admin/job-reports" />}
      </SimpleGrid>
      <Charts dashboard={data.dashboard} />
    </AdminShell>
  );
}

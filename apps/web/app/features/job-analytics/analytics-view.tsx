import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { VIEW_SOURCES, type TAnalyticsDay, type TAnalyticsTotals, type TCompanyAnalytics } from '@tawzeef/contract';
import { SimpleGrid } from '../../components/grid.tsx';
import { useI18n } from '../../i18n/index.ts';
import { chartAxes, chartLegend } from '../../lib/chart-axes.ts';
import { formatDay, formatInteger, formatPercent } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TAnalyticsPage } from './analytics.server.ts';
import './job-analytics.css';

const COUNTS = ['views', 'impressions', 'saves', 'applications'] as const;
const COLORS = { views: 'primary.7', impressions: 'gray.6', saves: 'yellow.8', applications: 'teal.7' } as const;

function useNumbers() {
  const { locale } = useI18n();
  return {
    integer: (value: number) => formatInteger(value, locale) ?? String(value),
    conversion: (value: number | null) => (value === null ? null : formatPercent(value * 100, locale)),
    day: (value: string) => formatDay(value, locale)?.gregorian ?? value,
  };
}

/**
 * The period form: a plain GET form, checked by the API (decision 089), its messages at the fields. A day not asked
 * for shows the period shown (the last 30 days at first), so that a person changes one end without typing the other.
 */
function PeriodForm({ page, period }: { page: TAnalyticsPage<unknown>; period: { from: string; to: string } }) {
  const { t } = useI18n();
  const field = (name: 'from' | 'to') => (
    <TextInput
      type="date"
      name={name}
      label={t(`analytics.${name}`)}
      defaultValue={page.asked[name] || period[name]}
      error={page.errors?.[name]?.[0]}
      data-testid={`analytics-${name}`}
      className="analytics-date"
    />
  );
  return (
    <Form method="get" noValidate aria-label={t('analytics.period')} data-testid="analytics-period">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {field('from')}
        {field('to')}
        <Button type="submit" variant="light">
          {t('analytics.apply')}
        </Button>
      </Group>
    </Form>
  );
}

function Totals({ totals }: { totals: TAnalyticsTotals }) {
  const { t } = useI18n();
  const numbers = useNumbers();
  const stat = (key: string, label: string, value: string) => (
    <Paper withBorder p="md" key={key} data-testid={`analytics-total-${key}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={26} lh={1.3} className="analytics-number">
        {value}
      </Text>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {COUNTS.map((name) => stat(name, t(`analytics.${name}`), numbers.integer(totals[name])))}
      {stat('conversion', t('analytics.conversion'), numbers.conversion(totals.conversion) ?? t('analytics.conversionNone'))}
    </SimpleGrid>
  );
}

/** The days as a line chart with its numbers as a table (as the console's charts, decision 031): the table without JavaScript. */
function Days({ days }: { days: TAnalyticsDay[] }) {
  const { t, dir } = useI18n();
  const hydrated = useHydrated();
  const numbers = useNumbers();
  const series = COUNTS.map((name) => ({ name, label: t(`analytics.${name}`), color: COLORS[name] }));
  const table = (
    <Table.ScrollContainer minWidth={420} mah={360}>
      <Table striped stickyHeader data-testid="analytics-days-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analytics.day')}</Table.Th>
            {series.map((item) => (
              <Table.Th key={item.name} scope="col">
                {item.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...days].reverse().map((day) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row">{numbers.day(day.day)}</Table.Th>
              {COUNTS.map((name) => (
                <Table.Td key={name} className="analytics-number">
                  {numbers.integer(day[name])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Paper withBorder p="md" component="section" aria-label={t('analytics.byDay')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('analytics.byDay')}
        </Title>
        {hydrated ? (
          <>
            <div aria-hidden="true" inert dir="ltr" data-testid="analytics-chart">
              <LineChart
                h={260}
                data={days.map((day) => ({ ...day, day: day.day.slice(5) }))}
                dataKey="day"
                series={series}
                withLegend
                legendProps={chartLegend(series, dir)}
                curveType="monotone"
                withDots={days.length <= 31}
                valueFormatter={numbers.integer}
                {...chartAxes(dir, 'auto')}
              />
            </div>
            <details>
              <summary>{t('analytics.asTable')}</summary>
              {table}
            </details>
          </>
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}

function Sources({ totals }: { totals: TAnalyticsTotals }) {
  const { t } = useI18n();
  const numbers = useNumbers();
  return (
    <Paper withBorder p="md" component="section" aria-label={t('analytics.sources')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('analytics.sources')}
        </Title>
        <Table data-testid="analytics-sources">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.source')}</Table.Th>
              <Table.Th scope="col">{t('analytics.visitors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {VIEW_SOURCES.map((source) => {
              const share = totals.views > 0 ? totals.sources[source] / totals.views : 0;
              return (
                <Table.Tr key={source} data-source={source}>
                  <Table.Th scope="row" fw={400}>
                    {t(`analytics.source.${source}`)}
                  </Table.Th>
                  <Table.Td className="analytics-number">
                    <span className="analytics-bar" style={{ inlineSize: `${Math.round(share * 100)}%` }} aria-hidden="true" />
                    {numbers.integer(totals.sources[source])}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/** The company's jobs with their totals, each leading to its own analytics. */
export function JobsTable({ jobs, jobLink, title }: { jobs: TCompanyAnalytics['jobs']; jobLink: (id: number) => string; title?: string }) {
  const { t, prefix } = useI18n();
  const numbers = useNumbers();
  return (
    <Paper withBorder p="md" component="section" aria-label={title ?? t('analytics.jobs')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title ?? t('analytics.jobs')}
        </Title>
        {jobs.length === 0 ? (
          <Text c="dimmed">{t('analytics.noJobs')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="analytics-jobs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('analytics.job')}</Table.Th>
                  {COUNTS.map((name) => (
                    <Table.Th key={name} scope="col">
                      {t(`analytics.${name}`)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">{t('analytics.conversion')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.map((job) => (
                  <Table.Tr key={job.id} data-job={job.id}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={withPrefix(prefix, jobLink(job.id))}>
                        <bdi>{job.title}</bdi>
                      </Anchor>
                    </Table.Th>
                    {COUNTS.map((name) => (
                      <Table.Td key={name} className="analytics-number" data-count={name}>
                        {numbers.integer(job[name])}
                      </Table.Td>
                    ))}
                    <Table.Td className="analytics-number">{numbers.conversion(job.conversion) ?? t('analytics.conversionNone')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** One view of analytics: a title, the period, the totals, the days, the sources, and what the page adds (the jobs). */
export function AnalyticsView({ title, titleOrder = 1, page, totals, days, links, children }: {
  title: string;
  /** 2 inside the console's shell, which has the page's heading. */
  titleOrder?: 1 | 2;
  page: TAnalyticsPage<{ period: { from: string; to: string } }>;
  totals: TAnalyticsTotals;
  days: TAnalyticsDay[];
  links?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const numbers = useNumbers();
  const { period } = page.analytics;
  return (
    <Stack gap="lg" data-testid="analytics-page">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={titleOrder}>{title}</Title>
          <Text c="dimmed" data-testid="analytics-shown">
            {t('analytics.periodShown', { from: numbers.day(period.from), to: numbers.day(period.to) })}
          </Text>
        </div>
        {links}
      </Group>
      <Text size="sm">{t('analytics.intro')}</Text>
      <PeriodForm page={page} period={period} />
      <Totals totals={totals} />
      <Days days={days} />
      <Sources totals={totals} />
      {children}
      <Text size="xs" c="dimmed">
        {t('analytics.privacy')}
      </Text>
    </Stack>
  );
}

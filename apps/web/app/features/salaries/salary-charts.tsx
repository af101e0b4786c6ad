import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TSalaryBand, TSalaryFigure, TSalaryReport } from '@tawzeef/contract';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n, type TMessageId, type TTranslate } from '../../i18n/index.ts';
import { chartAxes, chartLegend } from '../../lib/chart-axes.ts';
import { formatInteger } from '../../lib/format.ts';
import { useSalaryFormat } from './salary-cards.tsx';

/**
 * A chart with its numbers as a table (as the console's dashboard, decision 031). Recharts draws in the browser only:
 * the server sends the table, which is the whole view without JavaScript; after hydration the chart shows (hidden
 * from screen readers, who read the table) and the table moves into a disclosure. Charts run in the reading
 * direction: in Arabic the first category is on the right and the amounts' axis on the right.
 */
function ChartWithTable({ title, testId, chart, table }: { title: string; testId: string; chart: ReactNode; table: ReactNode }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {/* A chart with nothing to draw (no range has enough data) leaves the table, which says so, on its own. */}
        {hydrated && chart ? (
          <>
            <div aria-hidden="true" inert dir="ltr" className="salary-chart" data-testid={`${testId}-chart`}>
              {chart}
            </div>
            <details>
              <summary>{t('salaries.chart.asTable')}</summary>
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

function useMoney() {
  const { money } = useSalaryFormat();
  return (value: number | null | undefined) => money(value ?? null);
}

const FIELDS = ['average_minimum', 'the_average', 'average_maximum'] as const;

/** The head of a table of figures: the first column's name, the three figures and the two counts. */
export function FigureTableHead({ first }: { first: string }) {
  const { t } = useI18n();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">{first}</Table.Th>
        {FIELDS.map((name) => (
          <Table.Th key={name} scope="col">
            {t(`salaries.field.${name}`)}
          </Table.Th>
        ))}
        <Table.Th scope="col">{t('salaries.field.companies')}</Table.Th>
        <Table.Th scope="col">{t('salaries.field.seekers')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** A figure's cells in a row of such a table: the three figures in SAR and the two counts. */
export function FigureCells({ figure }: { figure: TSalaryFigure }) {
  const { t } = useI18n();
  const { money, count } = useSalaryFormat();
  return (
    <>
      {FIELDS.map((name) => (
        <Table.Td key={name} className="salary-number" data-label={t(`salaries.field.${name}`)}>
          {money(figure[name])}
        </Table.Td>
      ))}
      <Table.Td className="salary-number" data-label={t('salaries.field.companies')}>
        {count(figure.companies_count)}
      </Table.Td>
      <Table.Td className="salary-number" data-label={t('salaries.field.seekers')}>
        {count(figure.seekers_count)}
      </Table.Td>
    </>
  );
}
const FIELD_COLOURS = { average_minimum: 'teal.4', the_average: 'primary.6', average_maximum: 'indigo.8' } as const;

/** The three figures as a chart's series (minimum, average, maximum), named in the page's language. */
export function figureSeries(t: TTranslate) {
  return FIELDS.map((name) => ({ name, label: t(`salaries.field.${name}`), color: FIELD_COLOURS[name] }));
}

function useAxes() {
  return chartAxes(useI18n().dir, 'auto');
}

/** The range (average minimum, average, average maximum) by years of experience. */
export function BandsChart({ report }: { report: TSalaryReport }) {
  const { t, dir } = useI18n();
  const money = useMoney();
  const axes = useAxes();
  const rows = report.bands.filter((band): band is { band: TSalaryBand; figure: TSalaryFigure } => band.figure !== null);
  const series = figureSeries(t);
  const table = (
    <div className="salary-table-frame">
      <Table striped className="salary-table" data-testid="salary-bands-table">
        <caption className="visually-hidden">{t('salaries.bands.title')}</caption>
        <FigureTableHead first={t('salaries.bands.band')} />
        <Table.Tbody>
          {report.bands.map(({ band, figure }) => (
            <Table.Tr key={band} data-testid="salary-band-row">
              <Table.Th scope="row">{t(`salaries.band.${band}` as TMessageId)}</Table.Th>
              {figure ? (
                <FigureCells figure={figure} />
              ) : (
                <Table.Td colSpan={5}>
                  <Text size="sm" c="dimmed">
                    {t('salaries.notEnough')}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
  const chart = rows.length ? (
    <BarChart
      h={260}
      data={rows.map(({ band, figure }) => ({ band: t(`salaries.band.${band}` as TMessageId), ...figure }))}
      dataKey="band"
      series={series}
      withLegend
      legendProps={chartLegend(series, dir)}
      tickLine="y"
      valueFormatter={(value) => money(value)}
      {...axes}
    />
  ) : null;
  return <ChartWithTable title={t('salaries.bands.title')} testId="salary-bands" chart={chart} table={table} />;
}

/** How many companies and seekers earn in each range of monthly pay. */
export function DistributionChart({ report }: { report: TSalaryReport }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  const axes = useAxes();
  const label = (bucket: { from: number; to: number }) => `${formatInteger(bucket.from, locale)}–${formatInteger(bucket.to, locale)}`;
  const rows = report.distribution.map((bucket) => ({ range: label(bucket), count: bucket.count }));
  const table = (
    <Table striped data-testid="salary-distribution-table">
      <caption className="visually-hidden">{t('salaries.distribution.title')}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('salaries.distribution.range')}</Table.Th>
          <Table.Th scope="col">{t('salaries.distribution.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.distribution.map((bucket) => (
          <Table.Tr key={bucket.from}>
            <Table.Th scope="row">
              {money(bucket.from)} – {money(bucket.to)}
            </Table.Th>
            <Table.Td className="salary-number">{formatInteger(bucket.count, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  const chart = (
    <BarChart
      h={220}
      data={rows}
      dataKey="range"
      series={[{ name: 'count', label: t('salaries.distribution.count'), color: 'primary.6' }]}
      tickLine="y"
      valueFormatter={(value) => formatInteger(value, locale) ?? String(value)}
      {...axes}
      xAxisProps={{ ...axes.xAxisProps, interval: 'preserveStartEnd', minTickGap: 12, tick: { fontSize: 11 } }}
      yAxisProps={{ ...axes.yAxisProps, allowDecimals: false }}
    />
  );
  return <ChartWithTable title={t('salaries.distribution.title')} testId="salary-distribution" chart={chart} table={table} />;
}

/** The averages by quarter of the 12 months ("2026-Q3" read as "Q3 2026"). */
export function TrendChart({ report }: { report: TSalaryReport }) {
  const { t, locale, dir } = useI18n();
  const money = useMoney();
  const axes = useAxes();
  const quarterLabel = (quarter: string) => {
    const [year, q] = quarter.split('-Q');
    return t('salaries.trend.label', { q: formatInteger(Number(q), locale) ?? q ?? '', year: year ?? '' });
  };
  const series = figureSeries(t);
  const table = (
    <div className="salary-table-frame">
      <Table striped className="salary-table" data-testid="salary-trend-table">
        <caption className="visually-hidden">{t('salaries.trend.title')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('salaries.trend.quarter')}</Table.Th>
            {FIELDS.map((name) => (
              <Table.Th key={name} scope="col">
                {t(`salaries.field.${name}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.trend.map((quarter) => (
            <Table.Tr key={quarter.quarter}>
              <Table.Th scope="row">{quarterLabel(quarter.quarter)}</Table.Th>
              {quarter.the_average === null ? (
                <Table.Td colSpan={3}>
                  <Text size="sm" c="dimmed">
                    {t('salaries.notEnough')}
                  </Text>
                </Table.Td>
              ) : (
                FIELDS.map((name) => (
                  <Table.Td key={name} className="salary-number" data-label={t(`salaries.field.${name}`)}>
                    {money(quarter[name])}
                  </Table.Td>
                ))
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
  const chart = (
    <LineChart
      h={220}
      data={report.trend.map((quarter) => ({ ...quarter, quarter: quarterLabel(quarter.quarter) }))}
      dataKey="quarter"
      series={series}
      withLegend
      legendProps={chartLegend(series, dir)}
      connectNulls={false}
      tickLine="y"
      valueFormatter={(value) => money(value)}
      {...axes}
      // eslint-disable-next-line no-restricted-syntax -- recharts' axis padding in SVG coordinates, the same on both sides
      xAxisProps={{ ...axes.xAxisProps, interval: 'preserveStartEnd', minTickGap: 12, tick: { fontSize: 11 }, padding: { left: 16, right: 16 } }}
    />
  );
  return <ChartWithTable title={t('salaries.trend.title')} testId="salary-trend" chart={chart} table={table} />;
}

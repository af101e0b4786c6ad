import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SALARY_MIN_CONTRIBUTORS, type TSalaryList } from '@tawzeef/contract';
import { chartAxes, chartLegend } from '../../lib/chart-axes.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useSalaryFormat } from './salary-cards.tsx';
import { FigureCells, FigureTableHead, figureSeries } from './salary-charts.tsx';
import './salaries.css';

/** /salary-reports: every occupation with a report compared in one table (a chart of the ranges above it once the page is live). */
export function SalaryReportsPage({ list }: { list: TSalaryList }) {
  const { t, prefix, dir } = useI18n();
  const { money, day } = useSalaryFormat();
  const hydrated = useHydrated();
  const updated = day(list.meta.computed_at);
  const rows = list.items.map((item) => ({ name: item.occupation.name, ...item.figure }));
  const series = figureSeries(t);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.salary-reports')}</Title>
          <Text c="dimmed">{t('salaries.intro')}</Text>
          {updated && (
            <Text size="xs" c="dimmed">
              {t('salaries.updated', { date: updated })} · {t('salaries.notEnoughHint', { k: SALARY_MIN_CONTRIBUTORS })}
            </Text>
          )}
        </Stack>
        {list.items.length === 0 ? (
          <Paper withBorder p="xl">
            <Stack gap="sm" align="flex-start">
              <Text>{t('salaries.list.empty', { k: SALARY_MIN_CONTRIBUTORS })}</Text>
              <Button component={Link} to={withPrefix(prefix, '/salaries')}>
                {t('page.salaries')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p="md">
            <Stack gap="md">
              {hydrated && (
                <div aria-hidden="true" inert dir="ltr" className="salary-chart" data-testid="salary-overview-chart">
                  <BarChart
                    h={Math.max(200, rows.length * 56)}
                    data={rows}
                    dataKey="name"
                    orientation="vertical"
                    series={series}
                    withLegend
                    legendProps={chartLegend(series, dir)}
                    valueFormatter={(value) => money(value)}
                    {...chartAxes(dir, 130)}
                  />
                </div>
              )}
              <div className="salary-table-frame">
                <Table striped highlightOnHover className="salary-table" data-testid="salary-overview-table">
                  <caption className="visually-hidden">{t('page.salary-reports')}</caption>
                  <FigureTableHead first={t('salaries.list.occupation')} />
                  <Table.Tbody>
                    {list.items.map(({ occupation, figure }) => (
                      <Table.Tr key={occupation.id}>
                        <Table.Th scope="row">
                          <Anchor component={Link} to={withPrefix(prefix, `/salary-reports/${occupation.slug}`)}>
                            {occupation.name}
                          </Anchor>
                        </Table.Th>
                        <FigureCells figure={figure} />
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

import { Anchor, Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Grid, SimpleGrid } from '../../components/grid.tsx';
import { Form, Link } from 'react-router';
import type { TSalaryReport } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { SalarySources, SalarySummary } from './salary-cards.tsx';
import { BandsChart, DistributionChart, TrendChart } from './salary-charts.tsx';
import './salaries.css';
import type { TNamedItem } from '../../lib/page-lists.tsx';

/** The filters (a GET form: works without JavaScript); each list offers only the values that have a report. */
function SalaryFilters({ report }: { report: TSalaryReport }) {
  const { t, prefix } = useI18n();
  const path = withPrefix(prefix, `/salary-reports/${report.occupation.slug}`);
  const select = (name: 'city_id' | 'sector_id' | 'major_id', label: string, options: TNamedItem[]) => {
    const chosen = report.filters[name];
    // A chosen value without enough data of its own is still shown as chosen.
    const values = chosen && !options.some((option) => option.id === chosen) ? [...options, { id: chosen, name: '—' }] : options;
    return (
      <NativeSelect
        name={name}
        label={label}
        defaultValue={chosen ? String(chosen) : ''}
        data={[{ value: '', label: t('salaries.report.any') }, ...values.map((option) => ({ value: String(option.id), label: option.name }))]}
        data-testid={`salary-filter-${name}`}
      />
    );
  };
  const filtered = report.filters.city_id || report.filters.sector_id || report.filters.major_id;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="salary-filters">
      <Form method="get" action={path}>
        <Stack gap="sm">
          <Title order={2} size="h5" id="salary-filters">
            {t('salaries.report.filters')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {select('city_id', t('salaries.report.city'), report.options.cities)}
            {select('sector_id', t('salaries.report.sector'), report.options.sectors)}
            {select('major_id', t('salaries.report.major'), report.options.majors)}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" data-testid="salary-filter-submit">
              {t('salaries.report.apply')}
            </Button>
            {filtered ? (
              <Anchor component={Link} to={path} data-testid="salary-filter-clear">
                {t('salaries.report.clear')}
              </Anchor>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('salaries.report.filterHint')}
          </Text>
        </Stack>
      </Form>
    </Paper>
  );
}

/** /salary-reports/{occupation}: the headline figure, its sources, and the charts (each with its table). */
export function SalaryReportPage({ report }: { report: TSalaryReport }) {
  const { t, prefix, locale } = useI18n();
  const other = locale === 'ar' ? report.occupation.name_en : report.occupation.name_ar;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={withPrefix(prefix, '/salaries')} size="sm">
            {t('salaries.report.back')}
          </Anchor>
          <Title order={1} data-testid="salary-report-title">
            {t('salaries.report.title', { name: report.occupation.name })}
          </Title>
          <Text c="dimmed" size="sm">
            <bdi>{other}</bdi>
          </Text>
        </Stack>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <SalarySummary report={report} />
              {report.figure && <SalarySources figure={report.figure} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SalaryFilters report={report} />
          </Grid.Col>
        </Grid>
        {report.figure && (
          <>
            <BandsChart report={report} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <DistributionChart report={report} />
              <TrendChart report={report} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}

import { Alert, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TSalaryFigure, TSalaryListItem, TSalaryReport } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger, formatPercent, formatSar } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';

export function useSalaryFormat() {
  const { locale } = useI18n();
  return {
    money: (value: number | null) => (value === null ? '' : (formatSar(value, locale) ?? String(value))),
    count: (value: number) => formatInteger(value, locale) ?? String(value),
    day: (iso: string | null) => (iso ? (formatDay(iso.slice(0, 10), locale)?.gregorian ?? null) : null),
  };
}

/** "From 12 jobs at 5 companies and 3 job seekers". */
export function FigureBasis({ figure }: { figure: TSalaryFigure }) {
  const { t } = useI18n();
  const { count } = useSalaryFormat();
  return (
    <Text size="sm" c="dimmed" data-testid="salary-basis">
      {t('salaries.card.basis', { jobs: count(figure.jobs_count), companies: count(figure.companies_count), seekers: count(figure.seekers_count) })}
    </Text>
  );
}

/** An occupation with its average and range, linking to its report (the list of /salaries). */
export function SalaryCard({ item }: { item: TSalaryListItem }) {
  const { t, prefix } = useI18n();
  const { money } = useSalaryFormat();
  const { figure, occupation } = item;
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={withPrefix(prefix, `/salary-reports/${occupation.slug}`)}
      className="salary-card"
      aria-label={t('salaries.card.open', { name: occupation.name })}
      data-testid="salary-card"
    >
      <Stack gap={4}>
        <Text fw={600}>{occupation.name}</Text>
        <Text size="xs" c="dimmed">
          {t('salaries.card.average')}
        </Text>
        <Text fw={700} size="xl" className="salary-number" c="primary.8">
          {money(figure.the_average)}
        </Text>
        <Text size="sm" className="salary-number">
          {t('salaries.card.range', { min: money(figure.average_minimum), max: money(figure.average_maximum) })}
        </Text>
        <FigureBasis figure={figure} />
      </Stack>
    </Card>
  );
}

/** The headline of a report, as Glassdoor and Bayt show it: the average, the range, the sample and when. */
export function SalarySummary({ report }: { report: TSalaryReport }) {
  const { t } = useI18n();
  const { money, day } = useSalaryFormat();
  const updated = day(report.computed_at);
  const since = day(report.window_start);
  const { figure } = report;
  return (
    <Paper withBorder p="lg" data-testid="salary-summary">
      <Stack gap="xs">
        {figure ? (
          <>
            <Text size="sm" c="dimmed">
              {t('salaries.card.average')}
            </Text>
            <Text className="salary-headline" c="primary.8" data-testid="salary-average">
              {money(figure.the_average)}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('salaries.field.average_minimum')}
                </Text>
                <Text fw={600} className="salary-number" data-testid="salary-minimum">
                  {money(figure.average_minimum)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('salaries.field.average_maximum')}
                </Text>
                <Text fw={600} className="salary-number" data-testid="salary-maximum">
                  {money(figure.average_maximum)}
                </Text>
              </Stack>
            </Group>
            <FigureBasis figure={figure} />
          </>
        ) : (
          <Alert color="gray" title={t('salaries.notEnough')} data-testid="salary-not-enough">
            {report.filters.city_id || report.filters.sector_id || report.filters.major_id
              ? t('salaries.report.noFilterData')
              : t('salaries.notEnoughHint', { k: report.min_contributors })}
          </Alert>
        )}
        {(updated || since) && (
          <Text size="xs" c="dimmed">
            {[updated && t('salaries.updated', { date: updated }), since && t('salaries.window', { date: since })].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Each source's share of the figure and its own average. */
export function SalarySources({ figure }: { figure: TSalaryFigure }) {
  const { t, locale } = useI18n();
  const { money, count } = useSalaryFormat();
  const share = (weight: number) => formatPercent(weight * 100, locale);
  const { jobs, seekers } = figure.sources;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="salary-sources" data-testid="salary-sources">
      <Stack gap="sm">
        <Title order={2} size="h4" id="salary-sources">
          {t('salaries.sources.title')}
        </Title>
        <div className="salary-share" aria-hidden="true">
          <span style={{ inlineSize: `${jobs.weight * 100}%` }} />
          <span style={{ inlineSize: `${seekers.weight * 100}%` }} />
        </div>
        <Stack gap={2}>
          <Text size="sm">{t('salaries.sources.jobs', { jobs: count(figure.jobs_count), companies: count(figure.companies_count) })}</Text>
          <Text size="xs" c="dimmed">
            {[t('salaries.sources.share', { share: share(jobs.weight) }), jobs.the_average !== null ? t('salaries.sources.average', { amount: money(jobs.the_average) }) : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm">{t('salaries.sources.seekers', { seekers: count(figure.seekers_count) })}</Text>
          <Text size="xs" c="dimmed">
            {[t('salaries.sources.share', { share: share(seekers.weight) }), seekers.the_average !== null ? t('salaries.sources.average', { amount: money(seekers.the_average) }) : null].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('salaries.sources.how')}
        </Text>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Alert, Button, Divider, Group, List, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, useLocation } from 'react-router';
import type { TLocale } from '@tawzeef/contract';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useI18n, type TMessageId, type TTranslate } from '../../i18n/index.ts';
import { formatMonthCount, formatSar, formatYearCount } from '../../lib/format.ts';
import { LEAVING_REASONS, type TAwardShare, type TCalculatorField, type TCalculatorState, type TEndOfServiceResult, type TServiceMode } from './end-of-service.ts';

const yearsFormat = (locale: TLocale) => new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { maximumFractionDigits: 4 });

const money = (amount: number, locale: TLocale) => formatSar(amount, locale) ?? String(amount);

/** "181 days", "181 يومًا". */
const formatDayCount = (count: number, locale: TLocale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(count);

function shareLabel(share: TAwardShare, t: TTranslate): string {
  if (share.kind === 'full') return t('hiringLaw.result.share.full');
  if (share.kind === 'none') return t('hiringLaw.result.share.none');
  return t(share.numerator === 1 ? 'hiringLaw.result.share.third' : 'hiringLaw.result.share.twoThirds');
}

/** The award and, beside it, the rules that gave it. */
function CalculatorResult({ result }: { result: TEndOfServiceResult }) {
  const { t, locale } = useI18n();
  const years = yearsFormat(locale);
  const { service } = result;
  const serviceText = t('hiringLaw.result.serviceLength', {
    years: formatYearCount(service.years, locale),
    rest: service.rest.unit === 'days' ? formatDayCount(service.rest.count, locale) : formatMonthCount(service.rest.count, locale),
    total: years.format(service.total),
  });
  return (
    <Paper withBorder p="lg" radius="md" id="calculator-result" data-testid="calculator-result" role="region" aria-labelledby="calculator-result-title">
      <Stack gap="md">
        <Title order={3} id="calculator-result-title">
          {t('hiringLaw.result.title')}
        </Title>
        <Stack gap={2}>
          <Text c="dimmed" size="sm">
            {t('hiringLaw.result.award')}
          </Text>
          <Text fz={32} fw={800} c="primary.8" className="law-result-award" data-testid="calculator-award">
            {money(result.award, locale)}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('hiringLaw.result.service')}
            </Text>
            <Text data-testid="calculator-service">{serviceText}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('hiringLaw.result.wage')}
            </Text>
            <Text>{money(result.wage, locale)}</Text>
          </Stack>
        </SimpleGrid>
        <Divider />
        <Stack gap="xs" data-testid="calculator-rules">
          <Title order={4} size="h5">
            {t('hiringLaw.result.rules')}
          </Title>
          <List spacing={4} size="sm">
            <List.Item>{t('hiringLaw.result.first', { years: years.format(result.firstYears), amount: money(result.firstAmount, locale) })}</List.Item>
            {result.laterYears > 0 && (
              <List.Item>{t('hiringLaw.result.later', { years: years.format(result.laterYears), amount: money(result.laterAmount, locale) })}</List.Item>
            )}
            {service.rest.unit === 'days' && service.rest.count > 0 && (
              <List.Item>{t('hiringLaw.result.fraction', { count: formatDayCount(service.rest.count, locale), of: formatDayCount(service.rest.of, locale) })}</List.Item>
            )}
            <List.Item>{t('hiringLaw.result.full', { amount: money(result.fullAward, locale) })}</List.Item>
            <List.Item data-testid="calculator-rule">{t(`hiringLaw.result.rule.${result.share.rule}` as TMessageId)}</List.Item>
            <List.Item fw={600}>{t('hiringLaw.result.share', { share: shareLabel(result.share, t) })}</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('hiringLaw.result.note')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The end-of-service calculator: a GET form (the loader reads it, so it works without JavaScript), its errors at the
 * fields in the reader's language, and the result above the form. Without JavaScript both ways of giving the service
 * are shown and the radio says which counts; with it only the chosen one.
 */
export function EndOfServiceCalculator({ state }: { state: TCalculatorState }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { values } = state;
  const [mode, setMode] = useState<TServiceMode>(values.by);
  const errors = state.state === 'invalid' ? state.errors : {};
  const error = (field: TCalculatorField) => (errors[field] ? t(`hiringLaw.calc.error.${errors[field]}` as TMessageId) : undefined);
  const showDates = !hydrated || mode === 'dates';
  const showYears = !hydrated || mode === 'years';
  const formKey = JSON.stringify(values);
  return (
    <Stack gap="md" component="section" id="calculator" aria-labelledby="calculator-title" data-testid="calculator">
      <Stack gap={4}>
        <Title order={2} id="calculator-title">
          {t('hiringLaw.calc.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hiringLaw.calc.intro')}
        </Text>
      </Stack>
      {state.state === 'done' && <CalculatorResult result={state.result} />}
      {state.state === 'invalid' && (
        <Alert color="red" variant="light" title={t('hiringLaw.calc.errorsTitle')} role="alert" data-testid="calculator-errors" />
      )}
      <Paper withBorder p="lg" radius="md">
        <Form method="get" action={`${pathname}#calculator`} key={formKey} noValidate>
          <Stack gap="md">
            <TextInput
              name="wage"
              inputMode="decimal"
              autoComplete="off"
              label={t('hiringLaw.calc.wage')}
              description={t('hiringLaw.calc.wageHint')}
              defaultValue={values.wage}
              error={error('wage')}
              required
              data-testid="calculator-wage"
            />
            <Radio.Group name="by" label={t('hiringLaw.calc.by')} value={mode} onChange={(value) => setMode(value as TServiceMode)}>
              <Group gap="lg" mt={6}>
                <Radio value="dates" label={t('hiringLaw.calc.byDates')} data-testid="calculator-by-dates" />
                <Radio value="years" label={t('hiringLaw.calc.byYears')} data-testid="calculator-by-years" />
              </Group>
            </Radio.Group>
            {showDates && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput type="date" name="start" label={t('hiringLaw.calc.start')} defaultValue={values.start} error={error('start')} data-testid="calculator-start" />
                <TextInput type="date" name="end" label={t('hiringLaw.calc.end')} defaultValue={values.end} error={error('end')} data-testid="calculator-end" />
              </SimpleGrid>
            )}
            {showYears && (
              <SimpleGrid cols={2} spacing="sm">
                <TextInput name="years" inputMode="numeric" label={t('hiringLaw.calc.years')} defaultValue={values.years} error={error('years')} data-testid="calculator-years" />
                <TextInput name="months" inputMode="numeric" label={t('hiringLaw.calc.months')} defaultValue={values.months} error={error('months')} data-testid="calculator-months" />
              </SimpleGrid>
            )}
            <NativeSelect
              name="reason"
              label={t('hiringLaw.calc.reason')}
              defaultValue={values.reason}
              error={error('reason')}
              required
              data={[{ value: '', label: t('hiringLaw.calc.chooseReason') }, ...LEAVING_REASONS.map((reason) => ({ value: reason, label: t(`hiringLaw.calc.reason.${reason}` as TMessageId) }))]}
              data-testid="calculator-reason"
            />
            <div>
              <Button type="submit" data-testid="calculator-submit">
                {t('hiringLaw.calc.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TJobOwn } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';

/**
 * A job whose text says it is for Saudi nationals only while its flag is off (the API's hint, decision 084): lawful, so
 * never held, but the form points the company to the flag, which shows a badge, lets seekers filter and tells search
 * engines. Its button is a submit of the step's form (`intent=saudi_only`): the step is saved with the flag ticked,
 * with or without JavaScript.
 */
export function SaudiOnlyHint({ job, canMark }: { job: TJobOwn | null; canMark: boolean }) {
  const { t, locale } = useI18n();
  const fields = (job?.hints ?? []).filter((hint) => hint.code === 'saudi_only_text').map((hint) => t(`jobs.field.${hint.field}` as TMessageId));
  if (!job || job.saudi_only || fields.length === 0) return null;
  return (
    <Alert color="blue" variant="light" title={t('jobs.hint.saudiOnlyTitle')} role="status" data-testid="saudi-only-hint">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('jobs.hint.saudiOnly', { fields: fields.join(locale === 'ar' ? '، ' : ', ') })}</Text>
        {canMark && (
          <Button type="submit" name="intent" value="saudi_only" size="xs" variant="light" data-testid="saudi-only-mark">
            {t('jobs.hint.saudiOnlyMark')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

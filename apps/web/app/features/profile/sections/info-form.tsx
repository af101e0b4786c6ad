import { useState } from 'react';
import { Text, Textarea } from '@mantine/core';
import { SimpleGrid } from '../../../components/grid.tsx';
import { ZInfo, type TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../../../i18n/index.ts';
import { ALIGN_BY_OWN_DIRECTION, LookupSelect } from '../../../components/lookup-select.tsx';
import { infoInput } from './forms.ts';
import { SectionCard, useSectionForm, type TFieldValues, type TSectionResult } from './section-form.tsx';

/** The contract's limit for the summary (ZInfo). */
export const SUMMARY_MAX = 1000;

export function InfoForm({ saved, lookups, result }: { saved: TFieldValues; lookups: { majors: TLookupItem[]; sectors: TLookupItem[] }; result?: TSectionResult }) {
  const { t } = useI18n();
  const { onSubmit, errorOf, valueOf } = useSectionForm(ZInfo, infoInput, saved, result);
  const [summary, setSummary] = useState(valueOf('summary'));
  const count = summary.length;
  return (
    <SectionCard title={t('page.profile.info')} subtitle={t('profile.info.subtitle')} result={result} onSubmit={onSubmit} testId="info-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LookupSelect name="major_id" label={t('profile.info.major_id')} items={lookups.majors} defaultValue={valueOf('major_id')} error={errorOf('major_id')} />
        <LookupSelect name="sector_id" label={t('profile.info.sector_id')} items={lookups.sectors} defaultValue={valueOf('sector_id')} error={errorOf('sector_id')} />
      </SimpleGrid>
      <div>
        <Textarea
          name="summary"
          dir="auto"
          styles={ALIGN_BY_OWN_DIRECTION}
          label={t('profile.info.summary')}
          description={t('profile.info.summaryHint')}
          autosize
          minRows={5}
          maxRows={14}
          maxLength={SUMMARY_MAX}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          error={errorOf('summary')}
        />
        <Text size="xs" c={count >= SUMMARY_MAX ? 'red.8' : 'dimmed'} ta="end" mt={4} data-testid="summary-counter">
          {t('profile.info.counter', { count, max: SUMMARY_MAX })}
        </Text>
      </div>
    </SectionCard>
  );
}

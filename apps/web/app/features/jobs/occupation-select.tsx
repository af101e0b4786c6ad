import { useMemo, useState } from 'react';
import { NativeSelect, Select, Text, type ComboboxItem } from '@mantine/core';
import type { TJobOwn, TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { filterChoices } from '../../lib/names-match.ts';
import { occupationGroups, occupationMatches } from './occupation-options.ts';

/** Text in the other language keeps its own direction inside an option's label (a select's option holds no markup). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The job's occupation (decision 030): what search files it under, in both languages. The first choice follows the
 * title (what it detected is said below once the draft is saved); the company may pick another. Without JavaScript a
 * plain select grouped by sector; once the page is live, a select that filters as one types in Arabic or English.
 */
export function OccupationSelect({
  job,
  occupations,
  sectors,
  defaultValue,
  error,
  label,
}: {
  job: TJobOwn | null;
  occupations: TLookupItem[];
  sectors: TLookupItem[];
  defaultValue: string;
  error?: string;
  label: string;
}) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const [value, setValue] = useState(defaultValue);
  const groups = useMemo(() => occupationGroups(occupations, sectors, locale, t('jobs.field.occupationOther')), [occupations, sectors, locale, t]);
  const others = useMemo(() => new Map(groups.flatMap((group) => group.items.map((item) => [item.value, item.other]))), [groups]);

  // What the saved job is filed under while it follows its title.
  const detected = job && job.occupation_id === null ? job.occupations.map((occupation) => occupation.name).join(locale === 'ar' ? '، ' : ', ') : null;
  const fromTitle = t('jobs.field.occupationFromTitle');
  const description = !job
    ? t('jobs.field.occupationHintNew')
    : value !== String(job.occupation_id ?? '')
      ? t('jobs.field.occupationHintChanged')
      : job.occupation_id !== null
        ? t('jobs.field.occupationChosen')
        : detected
          ? t('jobs.field.occupationDetected', { names: detected })
          : t('jobs.field.occupationNoneDetected');
  const common = {
    name: 'occupation_id',
    label,
    description,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<'label' | 'input' | 'description' | 'error'>,
    error,
    'data-testid': 'occupation-select',
  };

  if (!hydrated) {
    const data = [
      { value: '', label: detected ? `${fromTitle} (${detected})` : fromTitle },
      ...groups.map((group) => ({ group: group.group, items: group.items.map((item) => ({ value: item.value, label: `${item.label} · ${isolate(item.other)}` })) })),
    ];
    return <NativeSelect {...common} value={value} onChange={(event) => setValue(event.currentTarget.value)} data={data} />;
  }

  const filter = filterChoices((item, search) => occupationMatches({ label: item.label, other: others.get(item.value) ?? '' }, search));
  return (
    <Select
      {...common}
      searchable
      clearable
      value={value || null}
      onChange={(next) => setValue(next ?? '')}
      placeholder={detected ? `${fromTitle} (${detected})` : fromTitle}
      data={groups.map((group) => ({ group: group.group, items: group.items.map(({ value: itemValue, label: itemLabel }) => ({ value: itemValue, label: itemLabel })) }))}
      filter={filter}
      nothingFoundMessage={t('jobs.field.occupationNothing')}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('jobs.field.occupationClear') }}
      renderOption={({ option }: { option: ComboboxItem }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" dir="auto">
            {others.get(option.value)}
          </Text>
        </div>
      )}
    />
  );
}

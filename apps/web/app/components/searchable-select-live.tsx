import { useMemo } from 'react';
import { Select, Text, type ComboboxItem } from '@mantine/core';
import { useI18n } from '../i18n/index.ts';
import { filterChoices, namesMatch } from '../lib/names-match.ts';
import type { TSearchOptions, TSelectCommon } from './searchable-select.tsx';

/**
 * The live form of SearchableSelect (loaded once the page is live): Mantine's Select that filters as one types, by
 * the Arabic and the English name, folded as search folds them (lib/names-match.ts).
 */
export default function LiveSearchableSelect({
  common,
  form,
  required,
  options,
  emptyLabel,
  value,
  change,
}: {
  common: TSelectCommon;
  form: string | undefined;
  required: boolean | undefined;
  options: TSearchOptions;
  emptyLabel: string;
  value: string;
  change: (next: string) => void;
}) {
  const { t } = useI18n();
  const others = useMemo(() => {
    const flat = options.flatMap((option) => ('group' in option ? option.items : [option]));
    return new Map(flat.map((option) => [option.value, option.other ?? '']));
  }, [options]);
  const filter = filterChoices((item, search) => namesMatch([item.label, others.get(item.value) ?? ''], search));
  return (
    <Select
      {...common}
      searchable
      clearable={!required}
      hiddenInputProps={form ? { form } : undefined}
      value={value || null}
      onChange={(next) => change(next ?? '')}
      placeholder={emptyLabel}
      data={options.map((option) => ('group' in option ? { group: option.group, items: option.items.map(({ value: v, label: l }) => ({ value: v, label: l })) } : { value: option.value, label: option.label }))}
      filter={filter}
      nothingFoundMessage={t('select.nothingFound')}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': t('select.clear') }}
      renderOption={({ option }: { option: ComboboxItem }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {others.get(option.value) && (
            <Text size="xs" c="dimmed" dir="auto">
              {others.get(option.value)}
            </Text>
          )}
        </div>
      )}
    />
  );
}

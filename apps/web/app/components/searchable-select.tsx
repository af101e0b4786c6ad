import { useMemo, useState } from 'react';
import { NativeSelect, Select, Text, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import type { TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';
import type { TNamedItem } from '../lib/page-lists.tsx';
import type { TIdCount } from '../lib/shown-lists.ts';
import { countedOptions } from './filters-panel.tsx';
import { namesMatch } from '../lib/names-match.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** A choice: its value, its name in the page's language and, to be found by it too, its name in the other one. */
export interface TSearchOption {
  value: string;
  label: string;
  other?: string;
}
export type TSearchOptions = ReadonlyArray<TSearchOption | { group: string; items: readonly TSearchOption[] }>;

/** Lookup items (cities, majors…) as choices, each findable by its name in both languages. */
export function lookupSearchOptions(items: readonly TLookupItem[], locale: 'ar' | 'en'): TSearchOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.name, other: locale === 'ar' ? item.name_en : item.name_ar }));
}

/**
 * A filter's values with their numbers of matches (`countedOptions`: no "(0)", the values with matches first), each
 * findable by its other name when the item has one; without the "any" choice, which is the select's empty choice.
 */
export function countedSearchOptions(items: ReadonlyArray<TNamedItem & { other?: string }>, counts: ReadonlyArray<TIdCount> | null, locale: 'ar' | 'en', estimated = false): TSearchOption[] {
  const others = new Map(items.map((item) => [String(item.id), item.other]));
  return countedOptions(items, counts, '', locale, estimated)
    .slice(1)
    .map((option) => ({ ...option, ...(others.get(option.value) ? { other: others.get(option.value)! } : {}) }));
}

/**
 * A select of a long list (hundreds of cities or occupations, issue 43 §8): without JavaScript a plain select (the
 * form posts it as it is); once the page is live, a select that filters as one types, by the Arabic and the English
 * name, folded as search folds them (lib/names-match.ts). "Any" or "choose" is the empty choice: the placeholder, and
 * what clearing it comes back to. Controlled (`value`, `onChange`) or not (`defaultValue`).
 */
export function SearchableSelect({
  name,
  label,
  description,
  options,
  emptyLabel,
  defaultValue = '',
  value: controlled,
  onChange,
  error,
  disabled,
  required,
  testId,
  form,
}: {
  name: string;
  label: string;
  description?: string | undefined;
  options: TSearchOptions;
  emptyLabel: string;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  testId?: string | undefined;
  /** The id of the form it belongs to, when it sits outside it (a filters drawer). */
  form?: string | undefined;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const change = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  const others = useMemo(() => {
    const flat = options.flatMap((option) => ('group' in option ? option.items : [option]));
    return new Map(flat.map((option) => [option.value, option.other ?? '']));
  }, [options]);
  const common = {
    name,
    label,
    description,
    error,
    disabled,
    required,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<'label' | 'input' | 'description' | 'error'>,
    'data-testid': testId,
  };

  if (!hydrated) {
    const data = [{ value: '', label: emptyLabel }, ...options.map((option) => ('group' in option ? { group: option.group, items: [...option.items] } : option))];
    return <NativeSelect {...common} form={form} value={value} onChange={(event) => change(event.currentTarget.value)} data={data} />;
  }

  const matches = (item: ComboboxItem, search: string) => namesMatch([item.label, others.get(item.value) ?? ''], search);
  const filter: OptionsFilter = ({ options: parsed, search }) =>
    parsed.flatMap((option): ComboboxParsedItem[] => {
      if (!('group' in option)) return matches(option, search) ? [option] : [];
      const items = option.items.filter((item) => matches(item, search));
      return items.length ? [{ ...option, items }] : [];
    });
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

import { lazy, Suspense, useState } from 'react';
import { NativeSelect } from '@mantine/core';
import type { TLookupItem } from '@tawzeef/contract';
import type { TNamedItem } from '../lib/page-lists.tsx';
import type { TIdCount } from '../lib/shown-lists.ts';
import { countedOptions } from './filters-panel.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/** A choice: its value, its name in the page's language and, to be found by it too, its name in the other one. */
export interface TSearchOption {
  value: string;
  label: string;
  other?: string;
}
export type TSearchOptions = ReadonlyArray<TSearchOption | { group: string; items: readonly TSearchOption[] }>;

const LiveSelect = lazy(() => import('./searchable-select-live.tsx'));

/** A choice as an option of the plain select: its value and label only (Mantine writes any other key on the element). */
const plain = ({ value, label }: TSearchOption) => ({ value, label });

/** The plain select's choices: the empty one first, groups kept. */
const nativeData = (options: TSearchOptions, emptyLabel: string) => [
  { value: '', label: emptyLabel },
  ...options.map((option) => ('group' in option ? { group: option.group, items: option.items.map(plain) } : plain(option))),
];

/** What both forms of the select take alike (the live one spreads them onto Mantine's Select). */
export interface TSelectCommon {
  name: string;
  label: string;
  description: string | undefined;
  error: string | undefined;
  disabled: boolean | undefined;
  required: boolean | undefined;
  inputWrapperOrder: Array<'label' | 'input' | 'description' | 'error'>;
  'data-testid': string | undefined;
}

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
  const hydrated = useHydrated();
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const change = (next: string) => {
    if (controlled === undefined) setOwn(next);
    onChange?.(next);
  };
  const common: TSelectCommon = {
    name,
    label,
    description,
    error,
    disabled,
    required,
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
    'data-testid': testId,
  };

  const native = <NativeSelect {...common} form={form} value={value} onChange={(event) => change(event.currentTarget.value)} data={nativeData(options, emptyLabel)} />;
  if (!hydrated) return native;
  // The live select (Mantine's Combobox, its popover and floating position) comes in a chunk of its own once the page
  // is live: the pages that use it do not carry it in their first load, nor every route's list of imports.
  return (
    <Suspense fallback={native}>
      <LiveSelect common={common} form={form} required={required} options={options} emptyLabel={emptyLabel} value={value} change={change} />
    </Suspense>
  );
}


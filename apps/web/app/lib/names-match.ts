import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { foldText } from '@tawzeef/contract';

/**
 * What a searchable select (components/searchable-select.tsx, the post-job form's occupations) finds by: a choice's
 * names in both languages against what was typed, folded alike.
 */

/**
 * Folds what people type and what the names say alike, as search does (`foldText`, decision 023): case, Arabic
 * diacritics and tatweel, alef, ta marbuta, alef maqsura, Arabic-Indic digits; anything not a letter or digit a space.
 */
export function foldForMatch(text: string): string {
  return foldText(text)
    .text.replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a choice answers what was typed: every typed word is in one of its names (both languages). */
export function namesMatch(names: readonly string[], typed: string): boolean {
  const words = foldForMatch(typed).split(' ').filter(Boolean);
  if (!words.length) return true;
  const folded = foldForMatch(names.join(' '));
  return words.every((word) => folded.includes(word));
}

/** A Mantine Select's filter from a test of one choice: the choices it keeps, groups kept while they keep one. */
export function filterChoices(matches: (item: ComboboxItem, search: string) => boolean): OptionsFilter {
  return ({ options, search }) =>
    options.flatMap((option): ComboboxParsedItem[] => {
      if (!('group' in option)) return matches(option, search) ? [option] : [];
      const items = option.items.filter((item) => matches(item, search));
      return items.length ? [{ ...option, items }] : [];
    });
}

import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { TLookupItem } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';


/**
 * For inputs whose text has its own direction (dir="ltr" for an email or a link, dir="rtl" for an Arabic
 * name): Mantine aligns inputs by the page's direction; this aligns them by their own.
 */
export const ALIGN_BY_OWN_DIRECTION = { input: { textAlign: 'start' } } as const;

/** Options of a lookup list in the API's order (Saudi Arabia and the Gulf first), after an empty "Choose" option. */
export function lookupOptions(items: readonly TLookupItem[], emptyLabel: string) {
  return [{ value: '', label: emptyLabel }, ...items.map((item) => ({ value: String(item.id), label: item.name }))];
}

/** A select of a lookup list (works without JavaScript: a native select). */
export function LookupSelect({ items, emptyLabel, ...props }: Omit<NativeSelectProps, 'data'> & { items: readonly TLookupItem[]; emptyLabel?: string }) {
  const { t } = useI18n();
  return <NativeSelect {...props} data={lookupOptions(items, emptyLabel ?? t('profile.form.choose'))} />;
}

import { LANGUAGE_CODES, type TLanguageCode, type TLocale } from '@tawzeef/contract';

const displayNames = new Map<TLocale, Intl.DisplayNames>();

/** A language's name in the page's language, from Intl (the same names the CV import reads, decision 038). */
export function languageName(code: string, locale: TLocale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The listed languages as select options, in the page language's alphabetical order. */
export function languageOptions(locale: TLocale): Array<{ value: TLanguageCode; label: string }> {
  const collator = new Intl.Collator(locale);
  return LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}

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

/** The languages most CVs here list, offered first in this order. */
const FIRST_LANGUAGES: readonly TLanguageCode[] = ['ar', 'en'];

/** The listed languages as select options: Arabic and English first, then the rest in the page language's alphabetical order. */
export function languageOptions(locale: TLocale): Array<{ value: TLanguageCode; label: string }> {
  const collator = new Intl.Collator(locale);
  const option = (code: TLanguageCode) => ({ value: code, label: languageName(code, locale) });
  const rest = LANGUAGE_CODES.filter((code) => !FIRST_LANGUAGES.includes(code)).map(option);
  return [...FIRST_LANGUAGES.map(option), ...rest.sort((a, b) => collator.compare(a.label, b.label))];
}

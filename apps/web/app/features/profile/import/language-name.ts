import { LANGUAGE_CODES, languageName as nameOfLanguage, type TLanguageCode, type TLocale } from '@tawzeef/contract';

/** A language's name in the page's language, from Intl: the contract's one rule (decision 150), which exports and PDFs read too. */
export function languageName(code: string, locale: TLocale): string {
  return nameOfLanguage(locale, code);
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

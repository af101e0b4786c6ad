import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@tawzeef/contract';
import { languageOptions } from './language-name.ts';

describe('the languages a CV lists', () => {
  it('offers Arabic and English first, then the rest in the page language’s alphabetical order', () => {
    for (const locale of ['ar', 'en'] as const) {
      const options = languageOptions(locale);
      expect(options.slice(0, 2).map((option) => option.value)).toEqual(['ar', 'en']);
      expect(options).toHaveLength(LANGUAGE_CODES.length);
      const rest = options.slice(2).map((option) => option.label);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    }
    expect(languageOptions('en').slice(0, 3).map((option) => option.label)).toEqual(['Arabic', 'English', 'Amharic']);
  });
});

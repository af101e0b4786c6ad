import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { TLookupItem } from '@tawzeef/contract';
import { I18nContext, translator } from '../i18n/index.ts';
import '../i18n/full.server.ts';
import { namesMatch } from '../lib/names-match.ts';
import { countedSearchOptions, lookupSearchOptions, SearchableSelect } from './searchable-select.tsx';

const city = (id: number, name_ar: string, name_en: string, locale: 'ar' | 'en'): TLookupItem => ({ id, name: locale === 'ar' ? name_ar : name_en, name_ar, name_en, code: null, country_id: 1 });
const cities = (locale: 'ar' | 'en') => [city(1, 'الرياض', 'Riyadh', locale), city(2, 'جدة', 'Jeddah', locale), city(3, 'الأحساء', 'Al-Ahsa', locale)];

describe('a searchable select of a long list (decision 097)', () => {
  it('finds a city by either of its names, folded as search folds them', () => {
    const [riyadh, jeddah, ahsa] = lookupSearchOptions(cities('ar'), 'ar');
    const finds = (option: typeof riyadh, typed: string) => namesMatch([option!.label, option!.other ?? ''], typed);
    expect(riyadh).toEqual({ value: '1', label: 'الرياض', other: 'Riyadh' });
    expect(finds(riyadh, 'riyad')).toBe(true);
    expect(finds(riyadh, 'RIYADH')).toBe(true);
    expect(finds(riyadh, 'رياض')).toBe(true);
    expect(finds(jeddah, 'جده')).toBe(true);
    expect(finds(ahsa, 'الاحساء')).toBe(true);
    expect(finds(ahsa, 'al ahsa')).toBe(true);
    expect(finds(jeddah, 'riyadh')).toBe(false);
  });

  it('offers counted values without "(0)" and without the "any" choice, each with its other name', () => {
    const items = cities('en').map(({ id, name, name_ar }) => ({ id, name, other: name_ar }));
    const options = countedSearchOptions(items, [{ id: 2, count: 4 }], 'en');
    expect(options).toEqual([
      { value: '2', label: 'Jeddah (4)', other: 'جدة' },
      { value: '1', label: 'Riyadh', other: 'الرياض' },
      { value: '3', label: 'Al-Ahsa', other: 'الأحساء' },
    ]);
  });

  it('renders a plain select with every value before the page is live (the form works without JavaScript)', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <I18nContext.Provider value={{ locale: 'en', dir: 'ltr', prefix: '/en', t: translator('en') }}>
          <SearchableSelect name="city_id" label="City" emptyLabel="Any city" options={lookupSearchOptions(cities('en'), 'en')} defaultValue="2" testId="city-select" />
        </I18nContext.Provider>
      </MantineProvider>,
    );
    expect(html).toMatch(/<select[^>]*name="city_id"/);
    expect([...html.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1])).toEqual(['', '1', '2', '3']);
    expect(html).toContain('Any city');
    // Each option carries its value and label only: the other name is for the live select's search, not the page.
    expect(html).not.toMatch(/<option[^>]* other=/);
  });
});

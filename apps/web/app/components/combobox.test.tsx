import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext, translator } from '../i18n/index.ts';
import { ChoiceField, followedWords, SuggestField } from './combobox-field.tsx';
import { keyStep, Listbox, optionsCount } from './combobox-live.tsx';

const inLocale = (locale: 'ar' | 'en', node: React.ReactNode) =>
  renderToStaticMarkup(<I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>{node}</I18nContext.Provider>);

describe('the search boxes\' combobox (decision 110)', () => {
  it('shows a new search\'s words in the box, unless the person has typed others since the last search', () => {
    // A link changed the words: the box shows the new ones, focused or not, while it held the old ones.
    expect(followedWords('nurse', 'nurse', 'nurse riyadh', false)).toBe('nurse riyadh');
    expect(followedWords('nurse', 'nurse', 'nurse riyadh', true)).toBe('nurse riyadh');
    // The person typed while the new page came: the letters stay.
    expect(followedWords('n', 'محاسب', '', true)).toBeNull();
    expect(followedWords('nurs', '', 'محاسب', true)).toBeNull();
    // Not focused (the back button): the page's words win.
    expect(followedWords('nurs', '', 'محاسب', false)).toBe('محاسب');
    // Nothing changed, or the box already shows them.
    expect(followedWords('nurs', 'x', 'x', false)).toBeNull();
    expect(followedWords('محاسب', '', 'محاسب', true)).toBeNull();
  });

  it('moves through the options with the arrows, round, opening the list from either end', () => {
    const closed = { open: false, active: -1 };
    expect(keyStep(closed, 'ArrowDown', 3)).toEqual({ open: true, active: 0, prevent: true });
    expect(keyStep(closed, 'ArrowUp', 3)).toEqual({ open: true, active: 2, prevent: true });
    expect(keyStep({ open: true, active: 2 }, 'ArrowDown', 3)).toMatchObject({ active: 0 });
    expect(keyStep({ open: true, active: 0 }, 'ArrowUp', 3)).toMatchObject({ active: 2 });
    expect(keyStep({ open: true, active: -1 }, 'ArrowDown', 3)).toMatchObject({ active: 0 });
    // No options: the arrow does nothing but is not the input's (no caret jump).
    expect(keyStep(closed, 'ArrowDown', 0)).toEqual({ open: false, active: -1, prevent: true });
  });

  it('chooses the active option with Enter, and leaves Enter to the form when none is active', () => {
    expect(keyStep({ open: true, active: 1 }, 'Enter', 3)).toEqual({ open: false, active: -1, prevent: true, chosen: 1 });
    expect(keyStep({ open: true, active: -1 }, 'Enter', 3)).toBeNull();
    expect(keyStep({ open: false, active: -1 }, 'Enter', 3)).toBeNull();
  });

  it('closes with Escape (restoring what was chosen) and Tab; other keys are the input\'s', () => {
    expect(keyStep({ open: true, active: 1 }, 'Escape', 3)).toEqual({ open: false, active: -1, prevent: true, dismissed: true });
    expect(keyStep({ open: false, active: -1 }, 'Escape', 3)).toBeNull();
    expect(keyStep({ open: true, active: 1 }, 'Tab', 3)).toEqual({ open: false, active: -1, prevent: false });
    expect(keyStep({ open: true, active: 1 }, 'a', 3)).toBeNull();
  });

  it('renders a listbox of options, the active one selected, each with its kind, and counts them for screen readers in both languages', () => {
    const items = [
      { key: 'occupation-1', label: 'محاسب', other: 'Accountant', kind: 'occupation' as const },
      { key: 'city-2', label: 'الرياض', other: 'Riyadh', kind: 'city' as const },
    ];
    const html = inLocale('ar', <Listbox id="s" label="اقتراحات" items={items} shown active={1} onHover={() => undefined} onChoose={() => undefined} />);
    expect(html).toMatch(/<ul id="s" role="listbox" aria-label="اقتراحات"/);
    expect([...html.matchAll(/<li id="(s-\d)" role="option" aria-selected="(true|false)"/g)].map((match) => [match[1], match[2]])).toEqual([
      ['s-0', 'false'],
      ['s-1', 'true'],
    ]);
    expect(html).toContain('مهنة');
    expect(html).toContain('مدينة');
    expect(html).toMatch(/<p role="status" aria-live="polite"[^>]*>اقتراحان<\/p>/);
    const closed = inLocale('en', <Listbox id="s" label="Suggestions" items={items} shown={false} active={-1} onHover={() => undefined} onChoose={() => undefined} />);
    expect(closed).toMatch(/<ul[^>]* hidden=""/);
    expect(closed).toMatch(/<p role="status" aria-live="polite"[^>]*><\/p>/);
    const t = translator('en');
    expect([0, 1, 5].map((count) => optionsCount(count, 'en', t))).toEqual(['0 suggestions', '1 suggestion', '5 suggestions']);
    expect([0, 3, 11, 100].map((count) => optionsCount(count, 'ar', translator('ar')))).toEqual(['لا اقتراحات', '3 اقتراحات', '11 اقتراحًا', '100 اقتراح']);
  });

  it('is a plain input and a plain select before the page is live: the form submits them as they are', () => {
    const html = inLocale(
      'en',
      <form>
        <SuggestField scope="jobs" name="q" type="search" label="Words" data-testid="q" />
        <ChoiceField name="city_id" label="City" options={[{ value: '', label: 'All cities' }, { value: '1', label: 'Riyadh (3)' }]} defaultValue="1" data-testid="city" />
      </form>,
    );
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toMatch(/<input[^>]*autoComplete="off"|<input[^>]*autocomplete="off"/);
    expect(html).not.toContain('role="combobox"');
    expect(html).toMatch(/<select[^>]*name="city_id"/);
    expect(html).not.toContain('listbox');
  });
});

import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TJobSearchMeta } from '@tawzeef/contract';
import { I18nContext, translator } from '../../i18n/index.ts';
import { levelLabel, SearchReading } from './search-reading.tsx';

const inLocale = (locale: 'ar' | 'en', element: React.ReactElement) =>
  renderToStaticMarkup(
    <I18nContext.Provider value={{ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', prefix: locale === 'ar' ? '' : '/en', t: translator(locale) }}>{element}</I18nContext.Provider>,
  );

const meta = (values: Partial<TJobSearchMeta>): TJobSearchMeta => ({
  interpreted_as: 'nurse',
  approximate: false,
  city: null,
  region: null,
  job_type: null,
  work_place: null,
  work: null,
  level: null,
  employer: null,
  exact: false,
  ...values,
});

/** The employer and the level read from the words (decision 109), on the reading above the results. */
describe('the reading shows the employer and the level the words named', () => {
  it('links the employer to its page and offers every employer (the words without its name), in English', () => {
    const html = inLocale('en', <SearchReading meta={meta({ employer: { id: 7, name: 'Al Shifa Medical Group', without: 'nurse' } })} params={{ q: 'nurse al shifa' }} path="/en/find-jobs" found />);
    expect(html).toContain('Jobs at');
    expect(html).toContain('data-testid="reading-employer-link" href="/en/company-profile/7" data-discover="true">Al Shifa Medical Group</a>');
    expect(html).toMatch(/href="\/en\/find-jobs\?q=nurse"[^>]*data-testid="reading-employer-remove"|data-testid="reading-employer-remove"[^>]*href="\/en\/find-jobs\?q=nurse"/u);
    expect(html).toContain('All employers');
  });

  it('shows the level as a removable filter in Arabic, with the words without it', () => {
    const html = inLocale('ar', <SearchReading meta={meta({ interpreted_as: 'محاسب', level: { experience: 2, senior: false, without: 'محاسب' } })} params={{ q: 'محاسب خبرة سنتين' }} path="/find-jobs" found />);
    expect(html).toContain('خبرة حتى سنتين');
    expect(html).toContain(`href="/find-jobs?q=${encodeURIComponent('محاسب')}"`);
    expect(html).toContain('data-testid="reading-level"');
    expect(html).toContain('aria-label="إزالة');
  });

  it('names each level in both languages', () => {
    const en = translator('en');
    const ar = translator('ar');
    expect(levelLabel({ experience: 0, senior: false, without: '' }, en)).toBe('No experience / fresh graduates');
    expect(levelLabel({ experience: 5, senior: false, without: '' }, en)).toBe('Up to 5 years of experience');
    expect(levelLabel({ experience: 1, senior: false, without: '' }, en)).toBe('Up to 1 year of experience');
    expect(levelLabel({ experience: null, senior: true, without: '' }, en)).toBe('Senior titles first');
    expect(levelLabel({ experience: 0, senior: false, without: '' }, ar)).toBe('بدون خبرة / حديثو التخرج');
    expect(levelLabel({ experience: 5, senior: false, without: '' }, ar)).toBe('خبرة حتى 5 سنوات');
    expect(levelLabel({ experience: null, senior: true, without: '' }, ar)).toBe('المسميات العليا أولًا');
  });

  it('shows neither when the words were searched exactly as typed', () => {
    const html = inLocale('en', <SearchReading meta={meta({ exact: true, employer: { id: 7, name: 'Al Shifa', without: '' } })} params={{ q: 'al shifa' }} path="/en/find-jobs" found />);
    expect(html).not.toContain('reading-employer');
  });
});

/** Boolean words (decision 136): the reading says how the operators were read, or that they could not be. */
describe('the reading says how boolean words were read', () => {
  it('shows the words as understood with a note on the operators, in both languages', () => {
    const en = inLocale('en', <SearchReading meta={meta({ interpreted_as: '(nurse or midwife), not senior', operators: 'read' })} params={{ q: '(nurse OR midwife) NOT senior' }} path="/en/find-jobs" found />);
    expect(en).toContain('Showing results for «(nurse or midwife), not senior»');
    expect(en).toContain('data-operators="read"');
    expect(en).toContain('Read with its operators');
    const ar = inLocale('ar', <SearchReading meta={meta({ interpreted_as: 'محاسب، وليس متدرب', operators: 'read' })} params={{ q: 'محاسب ليس متدرب' }} path="/find-jobs" found />);
    expect(ar).toContain('عرض نتائج «محاسب، وليس متدرب»');
    expect(ar).toContain('قُرئت الكلمات بعواملها');
  });

  it('says malformed operators were searched as plain words', () => {
    const html = inLocale('en', <SearchReading meta={meta({ interpreted_as: 'nurse', operators: 'malformed' })} params={{ q: 'NOT nurse' }} path="/en/find-jobs" found />);
    expect(html).toContain('data-operators="malformed"');
    expect(html).toContain('searched as plain words');
  });
});

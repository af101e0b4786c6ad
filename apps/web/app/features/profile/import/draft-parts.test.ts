import { describe, expect, it } from 'vitest';
import type { TCvDraft, TLocale } from '@tawzeef/contract';
import { translator } from '../../../i18n/index.ts';
import { cardSummary, draftCards, partKind } from './draft-parts.ts';

const draft: TCvDraft = {
  file: { type: 'pdf', pages: 1, scripts: ['ar', 'en'] },
  personal: { values: { first_name: 'سارة', last_name: 'القحطاني', ar_first_name: 'سارة', ar_last_name: 'القحطاني', en_first_name: null, en_last_name: null }, uncertain: [] },
  contact: null,
  about: null,
  experiences: [{ values: { company_name: 'شركة المراعي', job_title: 'محاسبة أولى', start_date: '2019-01-01', end_date: null, is_current: true, job_description: null }, uncertain: [] }],
  qualifications: [{ values: { qualification_type: 'bachelor', university: 'جامعة الملك سعود', study_field: 'المحاسبة', graduated_year: 2014, graduated_month: null }, uncertain: [] }],
  skills: [{ values: { skill_name: 'Excel', level: 'excellent' }, uncertain: [] }],
  courses: [{ values: { title: 'AWS', total_hours: 40, type: 'training' }, uncertain: [] }],
  languages: [{ values: { language: 'en', level: 'native' }, uncertain: [] }],
};
const saved = { personal: {}, contact: {}, info: {} };
const summaries = (locale: TLocale) => Object.fromEntries(draftCards(draft, saved, translator(locale), locale).map((card) => [card.part, cardSummary(card)]));

describe('the import summary (a part once saved or skipped)', () => {
  it('names the language, degree and levels in Arabic, never their codes', () => {
    expect(summaries('ar')).toEqual({
      personal: 'سارة القحطاني',
      'experiences.0': 'محاسبة أولى · شركة المراعي',
      'qualifications.0': `${translator('ar')('enum.qualification_type.bachelor')} · المحاسبة · جامعة الملك سعود`,
      'skills.0': `Excel · ${translator('ar')('enum.skill_level.excellent')}`,
      'courses.0': `AWS · ${translator('ar')('enum.course_type.training')}`,
      'languages.0': 'الإنجليزية · لغة أم',
    });
  });

  it('names them in English on the English page', () => {
    const english = summaries('en');
    expect(english['languages.0']).toBe('English · Native');
    expect(english['qualifications.0']).toBe(`${translator('en')('enum.qualification_type.bachelor')} · المحاسبة · جامعة الملك سعود`);
    for (const code of ['bachelor', 'excellent', 'training', 'native']) expect(Object.values(english).join(' ')).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe('the headline and the summary (decision 152)', () => {
  it('are two parts: the headline saved as the desired job title with the job details already saved, the summary alone', () => {
    const withAbout: TCvDraft = { ...draft, about: { values: { headline: 'محاسبة قانونية', summary: 'عشر سنوات في التدقيق.' }, uncertain: ['headline'] } };
    const job = { job_role_title: 'محاسب', expected_salary: '9000', notice_period: '1', job_type: 'full_time', job_target: '' };
    const cards = draftCards(withAbout, { ...saved, job }, translator('ar'), 'ar');
    const headline = cards.find((card) => card.part === 'headline')!;
    expect(headline.values).toEqual({ job_role_title: 'محاسبة قانونية' });
    expect(headline.uncertain).toEqual(['job_role_title']);
    expect(headline.hidden).toEqual({ expected_salary: '9000', notice_period: '1', job_type: 'full_time', job_target: '' });
    expect(cards.find((card) => card.part === 'about')!.values).toEqual({ summary: 'عشر سنوات في التدقيق.' });
    expect(partKind('headline')).toBe('headline');
    const headlineOnly = draftCards({ ...draft, about: { values: { headline: 'Engineer', summary: null }, uncertain: [] } }, saved, translator('en'), 'en');
    expect(headlineOnly.map((card) => card.part)).toContain('headline');
    expect(headlineOnly.map((card) => card.part)).not.toContain('about');
  });
});

import { describe, expect, it } from 'vitest';
import { cvDocx, cvPdf } from '../../test/cv-files.ts';
import { CV_FIXTURES, type TCvFixture } from '../../test/cv-fixtures.ts';
import { findDateRange, lastYearOf, parseCvDate } from './dates.ts';
import { parseCv } from './parse-cv.ts';
import { readCvFile } from './read-cv-file.ts';

async function draftOf(fixture: TCvFixture) {
  const bytes = fixture.pdf ? await cvPdf(fixture.pdf) : await cvDocx(fixture.docx!.blocks, { rtl: fixture.docx!.rtl });
  const { text, file } = await readCvFile(bytes);
  return parseCv(text, { ...file, scripts: [] });
}

describe('reading CVs into a draft (decision 038)', () => {
  it('has at least twenty CVs in PDF and Word, one and two columns, tables, Arabic, English and both', () => {
    expect(CV_FIXTURES.length).toBeGreaterThanOrEqual(20);
    expect(CV_FIXTURES.some((f) => f.pdf?.sidebar)).toBe(true);
    expect(CV_FIXTURES.some((f) => f.pdf?.lines.some(Array.isArray))).toBe(true);
    expect(CV_FIXTURES.filter((f) => f.docx).length).toBeGreaterThanOrEqual(4);
  });

  it.each(CV_FIXTURES.map((fixture) => [fixture.name, fixture] as const))('%s', async (_name, fixture) => {
    const draft = await draftOf(fixture);
    const want = fixture.expect;
    const personal = draft.personal?.values;
    if (want.first_name) expect(personal?.first_name).toBe(want.first_name);
    if (want.last_name) expect(personal?.last_name).toBe(want.last_name);
    if (want.ar_name) expect([personal?.ar_first_name, personal?.ar_last_name]).toEqual(want.ar_name);
    if (want.en_name) expect([personal?.en_first_name, personal?.en_last_name]).toEqual(want.en_name);
    if (want.email) expect(draft.contact?.values.email).toBe(want.email);
    if (want.phone) expect(draft.contact?.values.phone).toBe(want.phone);
    if (want.headline) expect(draft.about?.values.headline).toBe(want.headline);
    if (want.experiences) {
      expect(draft.experiences.map((e) => ({ company_name: e.values.company_name, job_title: e.values.job_title }))).toEqual(
        want.experiences.map((e) => ({ company_name: e.company_name, job_title: e.job_title })),
      );
      want.experiences.forEach((e, i) => {
        const got = draft.experiences[i]!.values;
        if (e.start_date) expect(got.start_date, `start of ${e.job_title}`).toBe(e.start_date);
        if (e.end_date !== undefined) expect(got.end_date, `end of ${e.job_title}`).toBe(e.end_date);
        expect(got.is_current, `${e.job_title} is current`).toBe(e.is_current ?? false);
      });
    }
    if (want.qualifications) {
      expect(draft.qualifications.map((q) => q.values.qualification_type)).toEqual(want.qualifications.map((q) => q.qualification_type));
      want.qualifications.forEach((q, i) => {
        const got = draft.qualifications[i]!.values;
        if (q.university) expect(got.university).toBe(q.university);
        if (q.study_field) expect(got.study_field).toBe(q.study_field);
        if (q.graduated_year) expect(got.graduated_year).toBe(q.graduated_year);
      });
    }
    if (want.skills) expect(draft.skills.map((s) => s.values.skill_name)).toEqual(want.skills);
    if (want.courses) expect(draft.courses.map((c) => ({ title: c.values.title, total_hours: c.values.total_hours }))).toEqual(want.courses.map((c) => ({ total_hours: null, ...c })));
    if (want.languages) expect(draft.languages.map((l) => l.values)).toEqual(want.languages);
    for (const path of want.uncertain ?? []) {
      const [section, index, field] = path.split('.') as [keyof typeof draft, string, string];
      const part = (draft[section] as Array<{ uncertain: string[] }>)[Number(index)];
      expect(part?.uncertain, path).toContain(field);
    }
  });

  it('marks the skills it read without a level, and trusts those with one', async () => {
    const draft = await draftOf(CV_FIXTURES.find((f) => f.name.startsWith('English, labelled header'))!);
    expect(draft.skills.map((s) => [s.values.skill_name, s.values.level, s.uncertain])).toEqual([
      ['Negotiation', 'excellent', []],
      ['CRM', 'average', []],
      ['Microsoft Excel', 'beginner', []],
    ]);
  });

  it('says which scripts the CV is written in', async () => {
    const bilingual = await draftOf(CV_FIXTURES.find((f) => f.name.startsWith('Bilingual'))!);
    expect(bilingual.file).toEqual({ type: 'pdf', pages: 1, scripts: ['ar', 'en'] });
  });
});

describe('dates in CVs', () => {
  it('reads Hijri months and years as the Gregorian date they start on', () => {
    expect(parseCvDate('محرم 1440 هـ')).toEqual({ date: '2018-09-11', hasMonth: true, isHijri: true });
    expect(parseCvDate('رمضان 1445')).toEqual({ date: '2024-03-11', hasMonth: true, isHijri: true });
    expect(parseCvDate('1446هـ')).toEqual({ date: '2024-07-07', hasMonth: false, isHijri: true });
  });

  it('reads ranges in both languages and calendars', () => {
    expect(findDateRange('Jan 2019 – Present')).toMatchObject({ start: { date: '2019-01-01', hasMonth: true }, isCurrent: true });
    expect(findDateRange('من 1438هـ إلى 1441هـ')).toMatchObject({ start: { date: '2016-10-02', isHijri: true }, end: { date: '2019-08-31', isHijri: true } });
    expect(findDateRange('كانون الثاني 2017 - آذار 2019')).toMatchObject({ start: { date: '2017-01-01' }, end: { date: '2019-03-01' } });
    expect(findDateRange('2018/03 - 2021/05')).toMatchObject({ start: { date: '2018-03-01' }, end: { date: '2021-05-01' } });
    expect(findDateRange('Software Engineer 2019 - 2021')?.text).toBe('2019 - 2021');
    expect(findDateRange('No dates here')).toBeNull();
  });

  it('takes the last year of an education line as its graduation year', () => {
    expect(lastYearOf('Bachelor, 2014 - 2018')).toEqual({ year: 2018, month: null, isHijri: false });
    expect(lastYearOf('بكالوريوس 1439هـ')?.isHijri).toBe(true);
  });
});

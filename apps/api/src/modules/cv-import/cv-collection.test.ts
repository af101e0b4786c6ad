import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TCvDraft } from '@tawzeef/contract';
import { launchChromium } from '../../test/chromium.ts';
import { CV_COLLECTION, type TCollectionCv } from '../../test/cv-collection.ts';
import type { TCvExpectation } from '../../test/cv-fixtures.ts';
import { printedPdfs, writtenFile } from '../../test/cv-print.ts';
import { parseCv } from './parse-cv.ts';
import { readCvFile } from './read-cv-file.ts';

/** The share of fields the import must read right over the collection (issue 43, decision 087). */
const TARGET = 0.95;

interface TScore {
  correct: number;
  total: number;
  wrong: string[];
}

/**
 * Field by field: the name's two parts, email, phone, headline; each job's company, title, start and end (or "current");
 * each qualification's type, university, field and year; each skill; each language and its level; each course's title
 * and hours. An item the CV does not have (a job too many, a skill read from the wrong line) counts as a wrong field.
 */
export function scoreDraft(draft: TCvDraft, want: TCvExpectation): TScore {
  const score: TScore = { correct: 0, total: 0, wrong: [] };
  const check = (field: string, got: unknown, expected: unknown) => {
    score.total += 1;
    if (got === expected) score.correct += 1;
    else score.wrong.push(`${field}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
  };
  const extra = (field: string, count: number) => {
    for (let i = 0; i < count; i += 1) check(`${field} (one too many)`, 'extra', 'none');
  };
  const personal = draft.personal?.values;
  if (want.first_name) check('first_name', personal?.first_name, want.first_name);
  if (want.last_name) check('last_name', personal?.last_name, want.last_name);
  if (want.ar_name) check('ar_name', `${personal?.ar_first_name} ${personal?.ar_last_name}`, want.ar_name.join(' '));
  if (want.en_name) check('en_name', `${personal?.en_first_name} ${personal?.en_last_name}`, want.en_name.join(' '));
  if (want.email) check('email', draft.contact?.values.email, want.email);
  if (want.phone) check('phone', draft.contact?.values.phone, want.phone);
  if (want.headline) check('headline', draft.about?.values.headline, want.headline);
  (want.experiences ?? []).forEach((e, i) => {
    const got = draft.experiences[i]?.values;
    check(`experience ${i} company`, got?.company_name, e.company_name);
    check(`experience ${i} title`, got?.job_title, e.job_title);
    if (e.start_date) check(`experience ${i} start`, got?.start_date, e.start_date);
    check(`experience ${i} end`, got?.is_current ? 'current' : got?.end_date, e.is_current ? 'current' : e.end_date);
  });
  extra('experience', draft.experiences.length - (want.experiences?.length ?? 0));
  (want.qualifications ?? []).forEach((q, i) => {
    const got = draft.qualifications[i]?.values;
    check(`qualification ${i} type`, got?.qualification_type, q.qualification_type);
    if (q.university) check(`qualification ${i} university`, got?.university, q.university);
    if (q.study_field) check(`qualification ${i} field`, got?.study_field, q.study_field);
    if (q.graduated_year) check(`qualification ${i} year`, got?.graduated_year, q.graduated_year);
  });
  extra('qualification', draft.qualifications.length - (want.qualifications?.length ?? 0));
  const skills = draft.skills.map((s) => s.values.skill_name);
  for (const skill of want.skills ?? []) check(`skill ${skill}`, skills.includes(skill) ? skill : undefined, skill);
  extra('skill', skills.filter((skill) => !(want.skills ?? []).includes(skill)).length);
  for (const language of want.languages ?? []) {
    const got = draft.languages.find((l) => l.values.language === language.language);
    check(`language ${language.language}`, got?.values.language, language.language);
    check(`language ${language.language} level`, got?.values.level, language.level);
  }
  extra('language', draft.languages.filter((l) => !(want.languages ?? []).some((w) => w.language === l.values.language)).length);
  (want.courses ?? []).forEach((c, i) => {
    const got = draft.courses[i]?.values;
    check(`course ${i} title`, got?.title, c.title);
    if (c.total_hours !== undefined) check(`course ${i} hours`, got?.total_hours, c.total_hours);
  });
  extra('course', draft.courses.length - (want.courses?.length ?? 0));
  return score;
}

const percent = (score: { correct: number; total: number }) => `${((100 * score.correct) / score.total).toFixed(1)} % (${score.correct}/${score.total})`;

describe('the CV collection: CVs as people make them, read field by field (decision 087)', () => {
  let browser: Browser;
  const drafts = new Map<TCollectionCv, TCvDraft>();

  beforeAll(async () => {
    browser = await launchChromium();
    const printed = CV_COLLECTION.filter((cv) => cv.producer === 'chromium');
    const pdfs = await printedPdfs(browser, printed);
    const files = new Map<TCollectionCv, Buffer>(printed.map((cv, i) => [cv, pdfs[i]!]));
    for (const cv of CV_COLLECTION) if (!files.has(cv)) files.set(cv, await writtenFile(cv));
    for (const [cv, bytes] of files) {
      const { text, file } = await readCvFile(bytes);
      drafts.set(cv, parseCv(text, { ...file, scripts: [] }));
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('holds at least twenty CVs: Arabic, English and both; one and two columns; printed by Chromium, laid out by PDFKit, and Word', () => {
    expect(CV_COLLECTION.length).toBeGreaterThanOrEqual(20);
    const has = (test: (cv: TCollectionCv) => boolean) => CV_COLLECTION.filter(test).length;
    expect(has((cv) => cv.producer === 'chromium' && cv.dir === 'rtl')).toBeGreaterThanOrEqual(4);
    expect(has((cv) => cv.producer === 'pdfkit')).toBeGreaterThanOrEqual(4);
    expect(has((cv) => cv.producer === 'docx')).toBeGreaterThanOrEqual(4);
    expect(has((cv) => Boolean(cv.sidebar) && cv.producer === 'chromium')).toBeGreaterThanOrEqual(2);
    expect(has((cv) => Boolean(cv.heldOut))).toBeGreaterThanOrEqual(6);
  });

  it('reads the printed Arabic in reading order, shaped glyphs and all', () => {
    const cv = CV_COLLECTION.find((c) => c.name.startsWith('Chromium, Arabic, one column'))!;
    const draft = drafts.get(cv)!;
    expect(draft.personal?.values).toMatchObject({ first_name: 'منى', last_name: 'العتيبي' });
    expect(draft.experiences[0]?.values).toMatchObject({ job_title: 'محاسبة أولى', company_name: 'شركة المراعي', start_date: '2019-01-01', is_current: true });
  });

  it(`reads at least ${TARGET * 100} % of the fields right, on the whole collection and on the CVs held out from tuning`, () => {
    const all = { correct: 0, total: 0 };
    const heldOut = { correct: 0, total: 0 };
    const report: string[] = [];
    for (const cv of CV_COLLECTION) {
      const score = scoreDraft(drafts.get(cv)!, cv.expect);
      for (const sum of cv.heldOut ? [all, heldOut] : [all]) {
        sum.correct += score.correct;
        sum.total += score.total;
      }
      report.push(`${score.wrong.length ? '✗' : '✓'} ${cv.name}${cv.heldOut ? ' (held out)' : ''}: ${percent(score)}${score.wrong.map((w) => `\n    ${w}`).join('')}`);
    }
    console.log(`CV collection, field-level accuracy: ${percent(all)}; held out: ${percent(heldOut)}\n${report.join('\n')}`);
    expect(all.correct / all.total).toBeGreaterThanOrEqual(TARGET);
    expect(heldOut.correct / heldOut.total).toBeGreaterThanOrEqual(TARGET);
  });
});

import { describe, expect, it } from 'vitest';
import type { TMatchJob } from '../jobs/match-job.ts';
import { computeMatch, experienceYears, foldText, MATCH_WEIGHTS, type TMatchCv } from './match.ts';

const today = new Date('2026-11-22T09:00:00Z');

const job = (overrides: Partial<TMatchJob> = {}): TMatchJob => ({
  title: 'محاسب أول',
  texts: ['<p>نحتاج خبرة في <strong>الإكسل</strong> و SAP والإقرارات الضريبية.</p>', 'Monthly closing', null],
  major_id: 7,
  city_id: 1,
  work_place: 'on_site',
  experience_years: 4,
  qualification_type: 'bachelor',
  salary_from: 8000,
  salary_to: 12000,
  ...overrides,
});

const cv = (overrides: Partial<TMatchCv> = {}): TMatchCv => ({
  major_id: 7,
  major_ids: [],
  experience_major_ids: [],
  city_id: 1,
  experiences: [{ start_date: '2020-11-22', end_date: null, is_current: true }],
  qualification_types: ['bachelor'],
  skills: ['إكسل', 'SAP', 'الضرائب'],
  expected_salary: 10000,
  ...overrides,
});

const outcomes = (match: ReturnType<typeof computeMatch>) => Object.fromEntries(match.reasons.map((r) => [r.code, r.outcome]));

describe('match score', () => {
  it('gives 100 to a CV that meets every criterion the job states', () => {
    const match = computeMatch(job(), cv({ skills: ['إكسل', 'SAP', 'Monthly closing'] }), today);
    expect(outcomes(match)).toEqual({ major: 'met', city: 'met', experience: 'met', qualification: 'met', skills: 'met', salary: 'met' });
    expect(match.score).toBe(100);
    expect(match.reasons.reduce((sum, r) => sum + r.weight, 0)).toBe(100);
  });

  it('explains each criterion with its weight, points and parameters', () => {
    const match = computeMatch(job(), cv({ city_id: 2, experiences: [{ start_date: '2024-05-22', end_date: null, is_current: true }], expected_salary: 13000 }), today);
    const byCode = Object.fromEntries(match.reasons.map((r) => [r.code, r]));
    expect(byCode.city).toMatchObject({ outcome: 'missed', weight: MATCH_WEIGHTS.city, points: 0, params: { has_city: 1 } });
    expect(byCode.experience).toMatchObject({ outcome: 'partial', weight: 20, points: 12.5, params: { years: 2.5, required: 4 } });
    expect(byCode.salary).toMatchObject({ outcome: 'partial', points: 5, params: { expected: 13000, from: 8000, to: 12000 } });
    const earned = match.reasons.reduce((sum, r) => sum + r.points, 0);
    expect(match.score).toBe(Math.round(earned));
  });

  it('finds skills in Arabic and English texts whatever the spelling of alef, article or case', () => {
    expect(foldText('الإكسل')).toBe('الاكسل');
    const skills = computeMatch(job(), cv({ skills: ['اكسل', 'sap', 'Photoshop'] }), today).reasons.find((r) => r.code === 'skills')!;
    expect(skills).toMatchObject({ outcome: 'partial', params: { count: 2, total: 3 } });
    expect(String(skills.params.found)).toContain('sap');
  });

  it('leaves out what the job does not ask for, so a job that asks little is not a poor match', () => {
    const match = computeMatch(job({ major_id: null, experience_years: null, qualification_type: null, salary_from: null, salary_to: null }), cv({ skills: ['إكسل'] }), today);
    expect(outcomes(match)).toMatchObject({ major: 'not_applicable', experience: 'not_applicable', qualification: 'not_applicable', salary: 'not_applicable' });
    expect(match.reasons.filter((r) => r.outcome === 'not_applicable').every((r) => r.weight === 0 && r.points === 0)).toBe(true);
    expect(match.score).toBe(100);
  });

  it('counts a hybrid job as asking for its city, like one on site', () => {
    const match = computeMatch(job({ work_place: 'hybrid' }), cv({ city_id: 2 }), today);
    expect(match.reasons.find((r) => r.code === 'city')).toMatchObject({ outcome: 'missed' });
  });

  it('counts a remote job as matching every city, and a related major through experience as half', () => {
    const match = computeMatch(job({ work_place: 'remote', city_id: null }), cv({ city_id: null, major_id: null, experience_major_ids: [7] }), today);
    expect(match.reasons.find((r) => r.code === 'city')).toMatchObject({ outcome: 'met', params: { remote: 1 } });
    expect(match.reasons.find((r) => r.code === 'major')).toMatchObject({ outcome: 'partial', points: 12.5 });
  });

  it('scores an empty CV low but never below 0', () => {
    const match = computeMatch(job(), { major_id: null, major_ids: [], experience_major_ids: [], city_id: null, experiences: [], qualification_types: [], skills: [], expected_salary: null }, today);
    expect(match.score).toBe(0);
    expect(outcomes(match)).toMatchObject({ major: 'missed', qualification: 'missed', skills: 'missed', salary: 'not_applicable' });
  });

  it('ranks qualifications: one level below the required is half, lower is missed', () => {
    const one = computeMatch(job(), cv({ qualification_types: ['diploma'] }), today).reasons.find((r) => r.code === 'qualification');
    const two = computeMatch(job(), cv({ qualification_types: ['secondary'] }), today).reasons.find((r) => r.code === 'qualification');
    const higher = computeMatch(job(), cv({ qualification_types: ['secondary', 'ma'] }), today).reasons.find((r) => r.code === 'qualification');
    expect([one?.outcome, two?.outcome, higher?.outcome]).toEqual(['partial', 'missed', 'met']);
    expect(higher?.params).toEqual({ required: 'bachelor', highest: 'ma' });
  });

  it('counts overlapping jobs once in the years of experience', () => {
    const years = experienceYears(
      [
        { start_date: '2020-01-01', end_date: '2022-01-01', is_current: false },
        { start_date: '2021-01-01', end_date: '2023-01-01', is_current: false },
      ],
      today,
    );
    expect(years).toBe(3);
  });
});

import { QUALIFICATION_TYPES, type TMatchCriterion, type TMatchOutcome, type TMatchReason } from '@tawzeef/contract';
import type { TMatchJob } from '../jobs/match-job.ts';

/**
 * The match score between a job and a CV (decision 016): six criteria, each with a weight out of 100. A
 * criterion the job does not state (no major, no experience asked, no salary range...) is left out, and the
 * score is the points earned over the weights that apply, so a job that asks little is not a poor match.
 * Pure: the caller loads the job and the CV.
 */
export const MATCH_WEIGHTS: Record<TMatchCriterion, number> = { major: 25, city: 15, experience: 20, qualification: 15, skills: 15, salary: 10 };

/** Skills found in the job's texts that earn the full skills weight. */
export const SKILLS_FOR_FULL_MARKS = 3;
/** An expectation up to this much above the range's top still counts half. */
const SALARY_TOLERANCE = 0.2;

export interface TMatchCv {
  major_id: number | null;
  /** The "prominent majors" of the profile. */
  major_ids: number[];
  /** Majors of the companies the person worked in. */
  experience_major_ids: number[];
  city_id: number | null;
  experiences: Array<{ start_date: string; end_date: string | null; is_current: boolean }>;
  qualification_types: string[];
  skills: string[];
  expected_salary: number | null;
}

export interface TMatch {
  score: number;
  reasons: TMatchReason[];
}

const reason = (code: TMatchCriterion, outcome: TMatchOutcome, share: number, params: TMatchReason['params'] = {}): TMatchReason => {
  const weight = outcome === 'not_applicable' ? 0 : MATCH_WEIGHTS[code];
  return { code, outcome, weight, points: Math.round(weight * share * 10) / 10, params };
};

/** Arabic and Latin text folded so that spelling variants compare equal: case, diacritics, alef/ya/ta marbuta forms. */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .replace(/\.+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `skill` appears in `haystack` (both folded) as whole words, with or without the Arabic article. */
function mentions(haystack: string, skill: string): boolean {
  const needle = foldText(skill);
  if (!needle) return false;
  const padded = ` ${haystack} `;
  return padded.includes(` ${needle} `) || padded.includes(` ال${needle} `) || (needle.startsWith('ال') && padded.includes(` ${needle.slice(2)} `));
}

const DAY_MS = 86_400_000;

/** Days of work experience, overlapping periods counted once (whole days). */
export function experienceDays(experiences: TMatchCv['experiences'], today: Date): number {
  const periods = experiences
    .map((e) => {
      const start = Date.parse(e.start_date);
      const end = e.is_current || !e.end_date ? today.getTime() : Date.parse(e.end_date);
      return [start, Math.min(end, today.getTime())] as const;
    })
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = -Infinity;
  for (const [start, end] of periods) {
    const from = Math.max(start, cursor);
    if (end > from) total += end - from;
    cursor = Math.max(cursor, end);
  }
  return Math.floor(total / DAY_MS);
}

/** The years last computed for a CV's experiences, by day: one CV is scored against hundreds of jobs (decision 139). */
const yearsMemo = new WeakMap<TMatchCv['experiences'], { at: number; years: number }>();

/** Years of work experience (to a tenth, rounded down), overlapping periods counted once. */
export function experienceYears(experiences: TMatchCv['experiences'], today: Date): number {
  const memo = yearsMemo.get(experiences);
  if (memo && memo.at === today.getTime()) return memo.years;
  const years = yearsOfDays(experienceDays(experiences, today));
  yearsMemo.set(experiences, { at: today.getTime(), years });
  return years;
}

/** Whole days of experience as years, to a tenth rounded down (what people read: "2.9 years"). */
export function yearsOfDays(days: number): number {
  return Math.floor((Math.max(0, days) / 365.25) * 10) / 10;
}

function matchMajor(job: TMatchJob, cv: TMatchCv): TMatchReason {
  if (job.major_id === null) return reason('major', 'not_applicable', 0);
  if (cv.major_id === job.major_id || cv.major_ids.includes(job.major_id)) return reason('major', 'met', 1);
  if (cv.experience_major_ids.includes(job.major_id)) return reason('major', 'partial', 0.5, { via: 'experience' });
  return reason('major', 'missed', 0, { has_major: cv.major_id !== null || cv.major_ids.length > 0 ? 1 : 0 });
}

function matchCity(job: TMatchJob, cv: TMatchCv): TMatchReason {
  if (job.work_place === 'remote') return reason('city', 'met', 1, { remote: 1 });
  if (job.city_id === null) return reason('city', 'not_applicable', 0);
  if (cv.city_id === job.city_id) return reason('city', 'met', 1);
  return reason('city', 'missed', 0, { has_city: cv.city_id !== null ? 1 : 0 });
}

function matchExperience(job: TMatchJob, cv: TMatchCv, today: Date): TMatchReason {
  const required = job.experience_years;
  if (required === null) return reason('experience', 'not_applicable', 0);
  const years = experienceYears(cv.experiences, today);
  if (years >= required) return reason('experience', 'met', 1, { years, required });
  const share = years / required;
  return reason('experience', share >= 0.5 ? 'partial' : 'missed', share >= 0.5 ? share : 0, { years, required });
}

function matchQualification(job: TMatchJob, cv: TMatchCv): TMatchReason {
  if (job.qualification_type === null) return reason('qualification', 'not_applicable', 0);
  const rank = (type: string) => (QUALIFICATION_TYPES as readonly string[]).indexOf(type);
  const required = rank(job.qualification_type);
  const highest = cv.qualification_types.reduce<string | null>((best, type) => (best === null || rank(type) > rank(best) ? type : best), null);
  const params = { required: job.qualification_type, highest: highest ?? '' };
  if (highest !== null && rank(highest) >= required) return reason('qualification', 'met', 1, params);
  if (highest !== null && rank(highest) === required - 1) return reason('qualification', 'partial', 0.5, params);
  return reason('qualification', 'missed', 0, params);
}

/** A job's folded texts, kept per job object: candidate search scores a thousand CVs against one job. */
const haystacks = new WeakMap<TMatchJob, string>();
function haystackOf(job: TMatchJob): string {
  let haystack = haystacks.get(job);
  if (haystack === undefined) {
    haystack = foldText([job.title, ...job.texts].filter(Boolean).join(' '));
    haystacks.set(job, haystack);
  }
  return haystack;
}

function matchSkills(job: TMatchJob, cv: TMatchCv): TMatchReason {
  const unique = [...new Map(cv.skills.map((skill) => [foldText(skill), skill.trim()])).values()].filter(Boolean);
  // No skills: the job's texts need not be read (recommendations score hundreds of jobs so, decision 139).
  if (unique.length === 0) return reason('skills', 'missed', 0, { found: '', count: 0, total: 0 });
  const haystack = haystackOf(job);
  const found = unique.filter((skill) => mentions(haystack, skill));
  const params = { found: found.slice(0, 5).join('، '), count: found.length, total: unique.length };
  const needed = Math.min(SKILLS_FOR_FULL_MARKS, unique.length);
  const share = Math.min(1, found.length / needed);
  return reason('skills', share >= 1 ? 'met' : share > 0 ? 'partial' : 'missed', share, params);
}

function matchSalary(job: TMatchJob, cv: TMatchCv): TMatchReason {
  const top = job.salary_to ?? job.salary_from;
  if (top === null || cv.expected_salary === null) return reason('salary', 'not_applicable', 0, cv.expected_salary === null && top !== null ? { no_expectation: 1 } : {});
  const params = { expected: cv.expected_salary, from: job.salary_from ?? 0, to: job.salary_to ?? 0 };
  if (cv.expected_salary <= top) return reason('salary', 'met', 1, params);
  if (cv.expected_salary <= top * (1 + SALARY_TOLERANCE)) return reason('salary', 'partial', 0.5, params);
  return reason('salary', 'missed', 0, params);
}

/** The score (0..100) and its reasons, in the order of MATCH_WEIGHTS. */
export function computeMatch(job: TMatchJob, cv: TMatchCv, today: Date): TMatch {
  const reasons = [matchMajor(job, cv), matchCity(job, cv), matchExperience(job, cv, today), matchQualification(job, cv), matchSkills(job, cv), matchSalary(job, cv)];
  const possible = reasons.reduce((sum, r) => sum + r.weight, 0);
  const earned = reasons.reduce((sum, r) => sum + r.points, 0);
  const score = possible === 0 ? 0 : Math.max(0, Math.min(100, Math.round((earned / possible) * 100)));
  return { score, reasons };
}

import type { TDatabase } from '../../db/client.ts';
import type { TJobRow } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { findUserById } from '../auth/queries.ts';
import { cvOf } from '../profile/account.ts';
import type { TMatchCv, TMatchJob } from './match.ts';

type TRecord = Record<string, unknown>;

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const listOf = (value: unknown): TRecord[] => (Array.isArray(value) ? (value as TRecord[]) : []);

/**
 * The CV at the moment of applying: the profile's CV as its owner sees it (profile/account.ts `cvOf`), without
 * the person's other files and the completeness meter, with the account's name and contact; dates in ISO 8601.
 */
export async function buildCvSnapshot(db: TDatabase, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  const { files: _files, completeness: _completeness, ...cv } = await cvOf(db, userId, (date) => (date ? date.toISOString() : null));
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    ar_first_name: user.ar_first_name ?? null,
    ar_last_name: user.ar_last_name ?? null,
    en_first_name: user.en_first_name ?? null,
    en_last_name: user.en_last_name ?? null,
    email: user.email,
    phone: user.phone ?? null,
    cv: cv as TRecord,
  };
}

/** The CV file the snapshot's CV points to, kept with the application. */
export const cvFileIdOf = (cv: TRecord): number | null => numberOf(cv.cv_file_id);

export type TCvSnapshotData = Awaited<ReturnType<typeof buildCvSnapshot>>;

/** What the match score reads from a snapshot's CV. */
export function matchCvOf(cv: TRecord): TMatchCv {
  const experiences = listOf(cv.experiences);
  return {
    major_id: numberOf(cv.major_id),
    major_ids: (Array.isArray(cv.prominent_major_ids) ? cv.prominent_major_ids : []).filter((id): id is number => typeof id === 'number'),
    experience_major_ids: experiences.map((e) => numberOf(e.foundation_major_id)).filter((id): id is number => id !== null),
    city_id: numberOf(cv.city_id),
    experiences: experiences.flatMap((e) => {
      const start = textOf(e.start_date);
      return start ? [{ start_date: start, end_date: textOf(e.end_date), is_current: e.is_current === true }] : [];
    }),
    qualification_types: listOf(cv.qualifications).map((q) => textOf(q.qualification_type)).filter((type): type is string => type !== null),
    skills: listOf(cv.skills).map((s) => textOf(s.skill_name)).filter((name): name is string => name !== null),
    expected_salary: numberOf(cv.expected_salary) ?? (typeof cv.expected_salary === 'string' && Number.isFinite(Number(cv.expected_salary)) ? Number(cv.expected_salary) : null),
  };
}

export function matchJobOf(job: TJobRow): TMatchJob {
  return {
    title: job.title,
    texts: [job.description, job.duties, job.qualifications],
    major_id: job.major_id,
    city_id: job.city_id,
    work_place: job.work_place,
    experience_years: job.experience_years,
    qualification_type: job.qualification_type,
    salary_from: job.salary_from,
    salary_to: job.salary_to,
  };
}

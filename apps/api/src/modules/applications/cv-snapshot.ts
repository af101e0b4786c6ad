import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { experiences, jobs, qualifications, seekerMajors, seekerProfiles, skills, type TJobRow } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { findUserById } from '../auth/queries.ts';
import { cvOf } from '../profile/account.ts';
import type { TMatchJob } from '../jobs/match-job.ts';
import type { TMatchCv } from './match.ts';

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

/** The city the CV names, kept beside the snapshot for the company's city filter (decision 111). */
export const cvCityIdOf = (cv: TRecord): number | null => numberOf(cv.city_id);

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

/**
 * What the match score reads of a job seeker's CV as select expressions over `seeker_profiles` (joined on
 * `userId`), read in one statement (decisions 065, 071): the same as `matchCvOf((await buildCvSnapshot(db,
 * userId)).cv)`, which reads the whole CV (eleven statements), for a job page's preview on every view. The lists in
 * the CV's own orders (profile/lists.ts).
 */
export const matchCvColumns = (userId: SQLWrapper) => ({
  major_id: seekerProfiles.major_id,
  city_id: seekerProfiles.city_id,
  expected_salary: seekerProfiles.expected_salary,
  major_ids: sql<number[]>`(select coalesce(json_agg(m.major_id order by m.position), '[]') from ${seekerMajors} m where m.user_id = ${userId})`,
  experiences: sql<TRecord[]>`(select coalesce(json_agg(json_build_object('foundation_major_id', e.foundation_major_id, 'start_date', e.start_date, 'end_date', e.end_date, 'is_current', e.is_current)
      order by e.is_current desc, e.start_date desc, e.id desc), '[]') from ${experiences} e where e.user_id = ${userId})`,
  qualification_types: sql<string[]>`(select coalesce(json_agg(q.qualification_type order by coalesce(q.graduation_date, make_date(q.graduated_year, coalesce(q.graduated_month, 1), 1)) desc nulls last, q.id desc), '[]')
      from ${qualifications} q where q.user_id = ${userId})`,
  skills: sql<string[]>`(select coalesce(json_agg(s.skill_name order by s.id), '[]') from ${skills} s where s.user_id = ${userId})`,
});

/** The match score's view of the CV from what `matchCvColumns` read. */
export function matchCvOfColumns(row: { major_id: number | null; city_id: number | null; expected_salary: string | number | null; major_ids: number[]; experiences: TRecord[]; qualification_types: string[]; skills: string[] }): TMatchCv {
  return matchCvOf({
    ...row,
    prominent_major_ids: row.major_ids,
    qualifications: row.qualification_types.map((qualification_type) => ({ qualification_type })),
    skills: row.skills.map((skill_name) => ({ skill_name })),
  });
}

/** What the match score reads of a job (`matchJobOf`), as columns to select. */
export const MATCH_JOB_COLUMNS = {
  title: jobs.title,
  description: jobs.description,
  duties: jobs.duties,
  qualifications: jobs.qualifications,
  major_id: jobs.major_id,
  city_id: jobs.city_id,
  work_place: jobs.work_place,
  experience_years: jobs.experience_years,
  qualification_type: jobs.qualification_type,
  salary_from: jobs.salary_from,
  salary_to: jobs.salary_to,
};

export function matchJobOf(job: Pick<TJobRow, keyof typeof MATCH_JOB_COLUMNS>): TMatchJob {
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

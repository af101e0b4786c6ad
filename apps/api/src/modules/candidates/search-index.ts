import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { QUALIFICATION_TYPES } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { occupationsOfTitle } from '../search-engine/engine.ts';
import { skillLexeme } from '../search-engine/job-skills.ts';
import { skillsIn } from '../search-engine/skill-list.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import { experienceDays, foldText } from '../applications/match.ts';
import { isVisibleToCompanies } from './visibility.ts';
import { runFixed } from './search-statement.ts';
import { namedSkillsIn } from '../search-engine/skill-names.ts';

/**
 * Keeps candidate search's narrow relation (`candidate_search`, decision 028) true to the CVs. Triggers mark a
 * seeker's row stale whenever their CV or account changes (whatever wrote it: the profile API, an admin, SQL);
 * before each search the stale rows are recomputed here, in batches, each batch in one transaction that locks its
 * rows (a concurrent pass waits, then finds them fresh), so a seeker who hides their CV is gone from the next search.
 */

const DAY_MS = 86_400_000;

/**
 * The tokens of the selective filters, kept in the search vector without position: `#` never starts a lexeme the
 * parsers make, so no word can be mistaken for one. A skill's token is a hash of its folded name (any characters).
 */
export const filterToken = {
  city: (id: number) => `#c${Math.trunc(id)}`,
  major: (id: number) => `#m${Math.trunc(id)}`,
  occupation: (id: number) => `#o${Math.trunc(id)}`,
  skill: (name: string) => `#s${createHash('sha1').update(foldText(name)).digest('hex').slice(0, 16)}`,
};

/** Tokens as tsquery text (`'#c1' & '#m5'`); they hold no quote. */
export const tokensQuery = (tokens: string[], operator: '&' | '|') => tokens.map((token) => `'${token}'`).join(` ${operator} `);

const ARABIC_WORD = /[\u0600-\u06FF]/u;
/** A text's Arabic words and its other words: each is read by its own script's stemmer (the queries try both). */
function byScript(text: string): { ar: string; en: string } {
  const words = text.split(/\s+/u).filter(Boolean);
  return { ar: words.filter((word) => ARABIC_WORD.test(word)).join(' '), en: words.filter((word) => !ARABIC_WORD.test(word)).join(' ') };
}
const SKILL_LEVEL_ORDER = ['excellent', 'high', 'average', 'beginner'];
/** Seekers recomputed per transaction. */
export const REFRESH_BATCH = 500;

export interface TSourceRow {
  id: number;
  type: string;
  status: string;
  first_name?: string;
  last_name?: string;
  ar_first_name?: string | null;
  ar_last_name?: string | null;
  en_first_name?: string | null;
  en_last_name?: string | null;
  email?: string;
  phone?: string | null;
  created_at: Date | string;
  has_profile: boolean;
  is_visible: boolean | null;
  city_id: number | null;
  major_id: number | null;
  job_role_title: string | null;
  summary: string | null;
  job_target: string | null;
  expected_salary: string | number | null;
  notice_period: number | null;
  job_type: string | null;
  prominent: number[] | null;
  experiences: Array<{ title: string; start: string; end: string | null; current: boolean; major: number | null }> | null;
  skills: Array<{ name: string; level: string }> | null;
  qualifications: Array<{ type: string; field: string }> | null;
  cv_saved_at: Date | string | null;
  session_at: Date | string | null;
}

/** One row of `candidate_search` as computed from the CV (the text columns become vectors in SQL). */
export interface TCandidateIndexRow {
  user_id: number;
  listed: boolean;
  first_name: string | null;
  last_name: string | null;
  ar_first_name: string | null;
  ar_last_name: string | null;
  en_first_name: string | null;
  en_last_name: string | null;
  email: string | null;
  phone: string | null;
  headline: string | null;
  titles: string;
  /** Text of weight A (titles), B (skills) and C (summary, target, fields of study), Arabic words and others apart. */
  a_ar: string;
  a_en: string;
  b_ar: string;
  b_en: string;
  c_ar: string;
  c_en: string;
  /** The filter tokens (filterToken). */
  tokens: string[];
  occupation_ids: number[];
  city_id: number | null;
  major_id: number | null;
  major_ids: number[];
  experience_major_ids: number[];
  skills: string[];
  experience_days: number;
  experience_since: string | null;
  qualification_rank: number;
  expected_salary: number | null;
  notice_period: number | null;
  job_type: string | null;
  last_active_at: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const timeOf = (value: Date | string | null) => (value === null ? 0 : new Date(value).getTime());

/** What search keeps of one seeker (pure: the vocabulary's occupation reader is given). */
export function candidateIndexRow(row: TSourceRow, occupationsOf: (title: string) => number[], today: Date, findSkills: (text: string) => Set<string> = skillsIn): TCandidateIndexRow {
  const experiences = row.experiences ?? [];
  const skills = [...(row.skills ?? [])]
    .map((skill, order) => ({ ...skill, order }))
    .sort((a, b) => SKILL_LEVEL_ORDER.indexOf(a.level) - SKILL_LEVEL_ORDER.indexOf(b.level) || a.order - b.order)
    .map((skill) => skill.name.trim())
    .filter(Boolean);
  const qualifications = row.qualifications ?? [];
  const titles = [row.job_role_title, ...experiences.map((experience) => experience.title)].map((title) => title?.trim() ?? '').filter(Boolean);
  const periods = experiences.map((experience) => ({ start_date: experience.start, end_date: experience.end, is_current: experience.current }));
  const days = experienceDays(periods, today);
  const employed = periods.some((period) => period.is_current || !period.end_date);
  const rank = qualifications.reduce((best, qualification) => Math.max(best, (QUALIFICATION_TYPES as readonly string[]).indexOf(qualification.type)), -1);
  const salary = row.expected_salary === null ? null : Math.round(Number(row.expected_salary));
  const hasSomething = titles.length > 0 || skills.length > 0 || Boolean(row.summary?.trim());
  const lastActive = Math.max(timeOf(row.session_at), timeOf(row.cv_saved_at), timeOf(row.created_at));
  const a = byScript(titles.join('\n'));
  const b = byScript(skills.join('\n'));
  const c = byScript([row.summary, row.job_target, ...qualifications.map((qualification) => qualification.field)].filter(Boolean).join('\n'));
  const occupationIds = [...new Set(titles.flatMap(occupationsOf))];
  const majorIds = [...new Set([row.major_id, ...(row.prominent ?? [])].filter((id): id is number => id !== null).map(Number))];
  const tokens = [
    ...(row.city_id !== null ? [filterToken.city(row.city_id)] : []),
    ...majorIds.map(filterToken.major),
    ...occupationIds.map(filterToken.occupation),
    ...skills.map(filterToken.skill),
    // The skills of the list (curated and learnt, decision 240) the CV names as whole words, in any script (decision
    // 168): a skill group finds them, as a job's filed skills, so that "excel" never finds "excellent communication".
    ...[...new Set([...titles, ...skills, row.summary ?? ''].flatMap((text) => [...findSkills(text)]))].map((name) => skillLexeme(name)),
    // The skills of its list that are not tools (named-skills.ts: "Payroll", «الرواتب»), in either script (decision 189).
    ...[...new Set(skills.flatMap((skill) => [...namedSkillsIn(skill)]))].map((name) => skillLexeme(name)),
  ];
  return {
    user_id: Number(row.id),
    listed: isVisibleToCompanies({ type: row.type, status: row.status, is_visible: row.is_visible }) && hasSomething,
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    ar_first_name: row.ar_first_name ?? null,
    ar_last_name: row.ar_last_name ?? null,
    en_first_name: row.en_first_name ?? null,
    en_last_name: row.en_last_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    headline: row.job_role_title?.trim() || null,
    titles: titles.join('\n'),
    a_ar: a.ar,
    a_en: a.en,
    b_ar: b.ar,
    b_en: b.en,
    c_ar: c.ar,
    c_en: c.en,
    tokens: [...new Set(tokens)],
    occupation_ids: occupationIds,
    city_id: row.city_id,
    major_id: row.major_id,
    major_ids: majorIds,
    experience_major_ids: [...new Set(experiences.map((experience) => experience.major).filter((id): id is number => id !== null).map(Number))],
    skills,
    experience_days: employed ? 0 : days,
    experience_since: employed ? isoDay(new Date(today.getTime() - days * DAY_MS)) : null,
    qualification_rank: rank,
    expected_salary: salary !== null && Number.isFinite(salary) && salary > 0 ? salary : null,
    notice_period: row.notice_period,
    job_type: row.job_type,
    last_active_at: new Date(lastActive || today.getTime()).toISOString(),
  };
}

async function loadSources(tx: TDatabase, ids: number[]): Promise<TSourceRow[]> {
  const result = (await tx.execute(sql`
    select u.id, u.type, u.status, u.first_name, u.last_name, u.ar_first_name, u.ar_last_name, u.en_first_name, u.en_last_name, u.email, u.phone,
           u.created_at, p.user_id is not null as has_profile, p.is_visible, p.city_id, p.major_id,
           p.job_role_title, p.summary, p.job_target, p.expected_salary, p.notice_period, p.job_type,
           (select array_agg(m.major_id order by m.position) from seeker_majors m where m.user_id = u.id) as prominent,
           (select json_agg(json_build_object('title', e.job_title, 'start', e.start_date, 'end', e.end_date, 'current', e.is_current, 'major', e.foundation_major_id) order by e.start_date desc)
              from experiences e where e.user_id = u.id) as experiences,
           (select json_agg(json_build_object('name', s.skill_name, 'level', s.level) order by s.id) from skills s where s.user_id = u.id) as skills,
           (select json_agg(json_build_object('type', q.qualification_type, 'field', q.study_field)) from qualifications q where q.user_id = u.id) as qualifications,
           greatest(p.updated_at, (select max(e.updated_at) from experiences e where e.user_id = u.id),
                    (select max(s.updated_at) from skills s where s.user_id = u.id),
                    (select max(q.updated_at) from qualifications q where q.user_id = u.id)) as cv_saved_at,
           (select max(se.last_used_at) from sessions se where se.user_id = u.id) as session_at
    from users u left join seeker_profiles p on p.user_id = u.id
    where u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
  `)) as unknown as { rows: TSourceRow[] };
  return result.rows;
}

/** Writes computed rows (their vectors made here) and marks them fresh. */
async function writeRows(tx: TDatabase, rows: TCandidateIndexRow[]): Promise<void> {
  if (!rows.length) return;
  const vector = (weight: 'A' | 'B' | 'C') => {
    const column = weight.toLowerCase();
    return sql.raw(`setweight(to_tsvector('arabic'::regconfig, v.${column}_ar), '${weight}') || setweight(to_tsvector('english'::regconfig, v.${column}_en), '${weight}')`);
  };
  await tx.execute(sql`
    update candidate_search as cs set
      stale = false, listed = v.listed, first_name = v.first_name, last_name = v.last_name, ar_first_name = v.ar_first_name,
      ar_last_name = v.ar_last_name, en_first_name = v.en_first_name, en_last_name = v.en_last_name, email = v.email, phone = v.phone,
      headline = v.headline, titles = v.titles,
      search = ${vector('A')} || ${vector('B')} || ${vector('C')} || array_to_tsvector(v.tokens),
      occupation_ids = v.occupation_ids, city_id = v.city_id, major_id = v.major_id, major_ids = v.major_ids,
      experience_major_ids = v.experience_major_ids, skills = v.skills,
      experience_days = v.experience_days, experience_since = v.experience_since, qualification_rank = v.qualification_rank,
      expected_salary = v.expected_salary, notice_period = v.notice_period, job_type = v.job_type,
      last_active_at = greatest(cs.last_active_at, v.last_active_at), refreshed_at = now()
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(
      user_id integer, listed boolean, first_name text, last_name text, ar_first_name text, ar_last_name text, en_first_name text,
      en_last_name text, email text, phone text, headline text, titles text, a_ar text, a_en text, b_ar text, b_en text, c_ar text, c_en text,
      tokens text[], occupation_ids integer[], city_id integer, major_id integer, major_ids integer[], experience_major_ids integer[],
      skills text[], experience_days integer, experience_since date, qualification_rank smallint, expected_salary integer,
      notice_period smallint, job_type text, last_active_at timestamptz)
    where cs.user_id = v.user_id
  `);
}

/** Recomputes up to `batch` stale rows in one transaction; answers how many there were. */
async function refreshBatch(db: TDatabase, batch: number, now: Date): Promise<number> {
  const vocabulary = await vocabularyOf(db);
  const occupationsOf = (title: string) => occupationsOfTitle(vocabulary, title);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as TDatabase;
    const claimed = (await tx.execute(sql`select user_id from candidate_search where stale order by user_id limit ${batch} for update`)) as unknown as {
      rows: Array<{ user_id: number }>;
    };
    const ids = claimed.rows.map((row) => Number(row.user_id));
    if (!ids.length) return 0;
    const sources = await loadSources(tx, ids);
    await writeRows(tx, sources.map((source) => candidateIndexRow(source, occupationsOf, now, vocabulary.skills.find)));
    // Rows whose account is gone or is no longer a job seeker's (an account's deletion takes its row with it).
    const kept = new Set(sources.filter((source) => source.type === 'USER').map((source) => Number(source.id)));
    const orphans = ids.filter((id) => !kept.has(id));
    if (orphans.length) await tx.execute(sql`delete from candidate_search where user_id in (${sql.join(orphans.map((id) => sql`${id}`), sql`, `)})`);
    return ids.length;
  });
}

const passes = new WeakMap<object, Promise<number>>();

/** Recomputes every stale row, batch after batch (the benchmark's generator and start-up use it for many). */
export async function refreshAllCandidates(db: TDatabase, options: { batch?: number; now?: Date } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await refreshBatch(db, options.batch ?? REFRESH_BATCH, options.now ?? new Date());
    total += count;
    if (count === 0) return total;
  }
}

/**
 * Before a search: recompute what changed since the last one (one indexed look-up when nothing did). Searches of
 * one process share a pass under way, then look again, so a change made before the search is always in it.
 */
export async function refreshStaleCandidates(db: TDatabase, now = new Date()): Promise<void> {
  const running = passes.get(db);
  if (running) await running.catch(() => 0);
  if (!(await runFixed(db, 'candidate_search_stale', 'select 1 from candidate_search where stale limit 1', [])).length) return;
  let pass = passes.get(db);
  if (!pass) {
    pass = refreshAllCandidates(db, { now }).finally(() => passes.delete(db));
    passes.set(db, pass);
  }
  await pass;
}

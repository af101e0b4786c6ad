import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { skillListOf, skillsIn } from './skill-list.ts';

/**
 * A job's skills filed when it is saved (decision 115): which skills and tools of skill-words.ts its texts name, and
 * how centrally — in the title (3), on a required line of its duties or qualifications (2), on a line that says it is
 * only a plus (1: "Python or R is a plus", «شهادة CFA ميزة إضافية»), or elsewhere, its description (0). Stored as
 * `jobs.skills` (`Excel:2`, one entry a skill, its highest tier); both engines find a skill by it (so "excel" is the
 * skill, never a stem of "excellent") and rank by its tier.
 */

export const SKILL_TIERS = { text: 0, nice: 1, required: 2, title: 3 } as const;
export type TSkillTier = (typeof SKILL_TIERS)[keyof typeof SKILL_TIERS];

/** The texts of a job that name its skills. */
export interface TJobTexts {
  title: string;
  description: string | null;
  duties: string | null;
  qualifications: string | null;
}

/** A line or clause saying what it names is only a plus, in either language. */
const OPTIONAL =
  /\b(?:a plus|an advantage|advantageous|preferred|preferably|nice to have|desirable|a bonus|is an asset|would be a plus)\b|(?:ميزة|ميزه|يفضل|يُفضل|ويفضل|مرغوب|أفضلية|افضلية)/iu;

/** The lines of a text (an HTML description's paragraphs and items too), each clause of a line apart (`;`, «؛»). */
export const clausesOf = (text: string): string[] =>
  text
    .replace(/<\/(?:p|li|h3|h4|blockquote)>|<br\s*\/?>/giu, '\n')
    .replace(/<[^>]*>/gu, ' ')
    .split(/[\n;؛]+/u)
    .filter((line) => line.trim());

/** A job's skills with the tier of each (its highest), as `jobs.skills` stores them: `Excel:2`. `find`: the list's finder. */
export function skillsOfJob(job: TJobTexts, find: (text: string) => Set<string> = skillsIn): string[] {
  const tiers = new Map<string, TSkillTier>();
  const file = (text: string | null, tier: TSkillTier) => {
    if (!text) return;
    for (const clause of clausesOf(text)) {
      const own = tier !== SKILL_TIERS.title && OPTIONAL.test(clause) ? SKILL_TIERS.nice : tier;
      for (const name of find(clause)) tiers.set(name, Math.max(tiers.get(name) ?? 0, own) as TSkillTier);
    }
  };
  file(job.title, SKILL_TIERS.title);
  file(job.duties, SKILL_TIERS.required);
  file(job.qualifications, SKILL_TIERS.required);
  file(job.description, SKILL_TIERS.text);
  return [...tiers].map(([name, tier]) => `${name}:${tier}`).sort();
}

/** The entries of `jobs.skills` naming any of the skills, at any tier or at `tier`. */
export const skillEntries = (names: readonly string[], tier?: TSkillTier): string[] =>
  names.flatMap((name) => (tier === undefined ? Object.values(SKILL_TIERS).map((each) => `${name}:${each}`) : [`${name}:${tier}`]));

/** Files the job's skills from its texts as saved (called whenever a job is saved, as its occupations are linked). */
export async function fileJobSkills(db: TDatabase, jobId: number): Promise<void> {
  const rows = (await db.execute(sql`select title, description, duties, qualifications from jobs where id = ${jobId}`)) as unknown as { rows: TJobTexts[] };
  const job = rows.rows[0];
  if (job) await db.execute(sql`update jobs set skills = ${sql.param(skillsOfJob(job, (await skillListOf(db)).find))}::text[] where id = ${jobId}`);
}

/** Writes jobs' filed skills, one statement for them all. */
async function writeFiled(db: TDatabase, filed: ReadonlyArray<readonly [number, string[]]>): Promise<void> {
  if (!filed.length) return;
  const values = filed.map(([id, skills]) => sql`(${id}::int, ${sql.param(skills)}::text[])`);
  await db.execute(sql`update jobs set skills = filed.skills from (values ${sql.join(values, sql`, `)}) as filed(id, skills) where jobs.id = filed.id`);
}

/**
 * Files the skills of every job not filed yet (`skills` null: jobs saved before migration 0050, the demo data, the
 * benchmark's generator), in batches; start-up, after linkUnlinkedJobs. A change of the curated list (skill-words.ts)
 * ships with a migration setting `skills` to null, so that they are filed again; a change of the learnt skills files
 * again the jobs whose skills it changes (refileJobSkills).
 */
export async function fileUnfiledJobSkills(db: TDatabase, batch = 2000): Promise<number> {
  const { find } = await skillListOf(db);
  let filed = 0;
  for (;;) {
    const result = (await db.execute(sql`
      select id, title, description, duties, qualifications from jobs where skills is null order by id limit ${batch}
    `)) as unknown as { rows: Array<TJobTexts & { id: number }> };
    if (!result.rows.length) return filed;
    await writeFiled(db, result.rows.map((row) => [Number(row.id), skillsOfJob(row, find)]));
    filed += result.rows.length;
  }
}

/**
 * Files again, in batches by id, every job whose skills `find` reads otherwise than filed (decision 240: after the
 * skills were learnt again); jobs not filed yet are left to fileUnfiledJobSkills. Answers how many changed.
 */
export async function refileJobSkills(db: TDatabase, find: (text: string) => Set<string>, batch = 2000): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const result = (await db.execute(sql`
      select id, title, description, duties, qualifications, skills from jobs where id > ${after} and skills is not null order by id limit ${batch}
    `)) as unknown as { rows: Array<TJobTexts & { id: number; skills: string[] }> };
    if (!result.rows.length) return changed;
    after = Number(result.rows.at(-1)!.id);
    const filed = result.rows.flatMap((row): Array<[number, string[]]> => {
      const skills = skillsOfJob(row, find);
      return skills.join('|') === [...row.skills].sort().join('|') ? [] : [[Number(row.id), skills]];
    });
    await writeFiled(db, filed);
    changed += filed.length;
  }
}

/**
 * How an in-memory index holds a job's filed skills (decision 115): a lexeme of its own a skill (`§Excel`, among the
 * search vector's, to find it) and a skill at its tier (`§Excel:2`, among the title's, to rank by it). PostgreSQL's
 * parser makes no lexeme of `§`, so none of a text is taken for one.
 */
export const skillLexeme = (name: string, tier?: TSkillTier): string => (tier === undefined ? `§${name}` : `§${name}:${tier}`);

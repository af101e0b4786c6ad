import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { keyOf, tokensOf } from './normalize.ts';
import { SKILLS, type TSkillSeed } from './skill-words.ts';

/**
 * The skills search reads (decision 240): the curated list (skill-words.ts, the strong signal) and the skills learnt
 * from the texts (learned-skills.ts, the table `learned_skills`), one list at run time, read by a job's filing, the
 * vocabulary (a query's skill phrases), candidate search's index and suggestions alike.
 */

/** A text's word keys, an Arabic letter glued before a Latin word split off («وExcel»). */
const keysOf = (text: string): string[] => tokensOf(text).map((token) => keyOf(token.replace(/^[\u0600-\u06FF]+(?=[a-z0-9])/u, '')));

/**
 * Which of `skills` a text names: a skill's whole form, word for word ("excel" is not in "excellent"). The forms are
 * read once, as lists of keys by their first key, so a text is read word by word once.
 */
export function skillFinder(skills: ReadonlyArray<{ name: string; forms: readonly string[] }>): (text: string) => Set<string> {
  const byFirst = new Map<string, Array<{ keys: string[]; name: string }>>();
  for (const skill of skills) {
    for (const form of skill.forms) {
      const keys = tokensOf(form).map(keyOf);
      if (!keys.length) continue;
      const list = byFirst.get(keys[0]!) ?? [];
      list.push({ keys, name: skill.name });
      byFirst.set(keys[0]!, list);
    }
  }
  return (text) => {
    const keys = keysOf(text);
    const found = new Set<string>();
    keys.forEach((key, start) => {
      for (const form of byFirst.get(key) ?? []) if (form.keys.every((part, offset) => keys[start + offset] === part)) found.add(form.name);
    });
    return found;
  };
}

/** The skills of skill-words.ts a text names. */
export const skillsIn = skillFinder(SKILLS);

export interface TSkillList {
  /** The curated skills, then the learnt ones. */
  skills: readonly TSkillSeed[];
  /** The skills of the list a text names. */
  find: (text: string) => Set<string>;
}

/** The list's curated part alone: what a database without learnt skills reads. */
const CURATED_SKILLS: TSkillList = { skills: SKILLS, find: skillsIn };

/** How long a database's list is kept in memory before it is read again (the vocabulary's time: decision 023). */
const SKILL_LIST_TTL_MS = 5 * 60_000;

const lists = new WeakMap<object, { at: number; list: Promise<TSkillList> }>();

async function readSkillList(db: TDatabase): Promise<TSkillList> {
  const rows = ((await db.execute(sql`select name, name_ar, forms from learned_skills order by seekers + jobs desc, name`)) as unknown as {
    rows: Array<{ name: string; name_ar: string; forms: string[] }>;
  }).rows;
  if (!rows.length) return CURATED_SKILLS;
  const skills: TSkillSeed[] = [...SKILLS, ...rows.map((row) => ({ name: row.name, name_ar: row.name_ar, forms: row.forms, learned: true as const }))];
  return { skills, find: skillFinder(skills) };
}

/** The skill list of a database, read at most every SKILL_LIST_TTL_MS (a failed read is tried again at the next ask). */
export function skillListOf(db: TDatabase, now = Date.now()): Promise<TSkillList> {
  const entry = lists.get(db);
  if (entry && now - entry.at < SKILL_LIST_TTL_MS) return entry.list;
  const list = readSkillList(db);
  lists.set(db, { at: now, list });
  list.catch(() => lists.get(db)?.list === list && lists.delete(db));
  return list;
}

/** Forget a database's list (after the skills were learnt again). */
export function forgetSkillList(db: TDatabase): void {
  lists.delete(db);
}

import { sql } from 'drizzle-orm';
import { PUBLISHED_JOB_STATUSES } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import type { TAppDeps } from '../../deps.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { isArabic, keyOf, soundOf, tokensOf } from './normalize.ts';
import { clausesOf, refileJobSkills } from './job-skills.ts';
import { forgetSkillList, skillFinder, skillListOf, skillsIn } from './skill-list.ts';
import { namedSkillsIn } from './skill-names.ts';
import { forgetVocabulary, NOISE_WORDS, vocabularyOf } from './vocabulary.ts';

/**
 * Skills learnt from the texts themselves (issue 60, decision 240): what job seekers name as skills on their CVs and
 * what job ads name as tools, certificates and terms, so that a trade's new term needs no release. The curated list
 * (skill-words.ts) stays the strong signal: a term that holds one of its skills, or is an occupation, a place, a field
 * or a term of the vocabulary, is never learnt.
 *
 * Where a term is read:
 * - a CV's skill as typed, its parts apart ("Accessibility (WCAG)": "Accessibility" and "WCAG", one skill);
 * - in a job's duties and qualifications, clause by clause: Latin words inside an Arabic clause (an Arabic ad writes
 *   a tool or a certificate in Latin letters: «شهادة NEBOSH أو OSHA», «إتقان Primavera P6»), capitals in an English
 *   one ("HAZOP", "IFRS"), and a term in one script after words in the other in brackets («المعايير الدولية للتقرير
 *   المالي (IFRS)»), or a clause that is a term in both scripts («الصيانة الوقائية / Preventive maintenance»): the
 *   two are one skill, its forms in both scripts;
 * - and a CV's term wherever a job's clause names it whole.
 * A term in one script and one in the other with the same consonants are one skill too (Primavera, «بريمافيرا»).
 *
 * A term is learnt when at least LEARN_FROM_JOBS jobs name it, or LEARN_FROM_SEEKERS people type it, or a job names
 * a term a person typed: what one ad or one person writes alone is not yet a skill of the trade.
 */

export const LEARN_FROM_JOBS = 2;
export const LEARN_FROM_SEEKERS = 3;
/** A term's words at most: longer is a sentence, not a skill's name. */
const MOST_WORDS = 4;

export interface TLearnedSkill {
  /** Its name: the Latin form written most often, else the Arabic one. */
  name: string;
  /** Its Arabic name: the Arabic form written most often, else its name. */
  name_ar: string;
  /** Every form, normalised as search normalises (tokensOf), the name's first. */
  forms: string[];
  /** People who typed it on a CV, and jobs whose texts name it. */
  seekers: number;
  jobs: number;
}

/** A CV's skill as typed, with how many people typed it so. */
export interface TTypedSkill {
  name: string;
  people: number;
}

export interface TJobClauses {
  id: number;
  duties: string | null;
  qualifications: string | null;
}

/** Capitals that name no skill: currencies, countries, documents, titles, units. */
const NOT_SKILLS = new Set(['cv', 'id', 'ksa', 'sa', 'sar', 'aed', 'qar', 'usd', 'gcc', 'uae', 'uk', 'us', 'usa', 'am', 'pm', 'hr', 'it', 'ceo', 'cfo', 'coo', 'cto', 'ok', 'na', 'etc', 'eg', 'ie', 'kg', 'km', 'cm', 'bsc', 'msc', 'ba', 'ma', 'phd', 'mba', 'gpa', 'tbd', 'asap', 'nb']);

/** Words that open a demand before the skill it names («معرفة ب…», "knowledge of …"): never part of its name. */
const LEADS = new Set(['معرفه', 'معرفة', 'خبره', 'خبرة', 'اتقان', 'إتقان', 'اجاده', 'إجادة', 'اجادة', 'الالمام', 'الإلمام', 'المام', 'إلمام', 'في', 'على', 'مع', 'استخدام', 'باستخدام', 'مهارات', 'مهاره', 'مهارة', 'شهاده', 'شهادة', 'رخصه', 'رخصة']);

/** A word in Latin letters as an ad writes a tool, a standard or a certificate ("Primavera", "P6", "C#", "ISO-9001"). */
const LATIN_WORD = /^[A-Za-z][A-Za-z0-9+#.&-]*$/u;
/** An acronym: two to ten capitals (and digits or signs), two letters at least: HAZOP, ISO, CEH, SCFHS. */
const ACRONYM = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Z0-9+#&]{1,9}$/u;

const keyOfForm = (form: string): string => tokensOf(form).map(keyOf).join(' ');
const hasLetters = (text: string) => /\p{L}{2}/u.test(text);

/** A term read from a text, as written (spaces made one, the name's separators off): 1 to MOST_WORDS words with letters. */
function termOf(text: string): string | null {
  const written = text.replace(/[:§]/gu, ' ').replace(/\s+/gu, ' ').trim().replace(/[.,]+$/u, '');
  const words = tokensOf(written);
  if (!words.length || words.length > MOST_WORDS || !hasLetters(written)) return null;
  if (words.length === 1 && (NOT_SKILLS.has(words[0]!) || words[0]!.length < 3)) return null;
  return written;
}

/** The words before a bracket that name what the bracket holds: the demand's opening words and a glued «ب» or «ل» off. */
function namedBefore(text: string): string | null {
  const words = text.trim().split(/\s+/u).filter(Boolean).slice(-6);
  while (words.length && LEADS.has(words[0]!)) words.shift();
  if (words[0]) words[0] = words[0].replace(/^(?:[وب]ال|لل)(?=[\u0600-\u06FF]{2})/u, 'ال');
  return termOf(words.join(' '));
}

/** The terms a job's clause names by its letters: Latin runs in Arabic, capitals, and pairs across a bracket. */
export function termsOfClause(clause: string): { terms: string[]; pairs: Array<[string, string]> } {
  const terms: string[] = [];
  const pairs: Array<[string, string]> = [];
  const arabic = isArabic(clause);
  if (arabic) {
    // Runs of Latin words in an Arabic clause, broken by any Arabic word or separator.
    let run: string[] = [];
    const close = () => {
      const term = run.length ? termOf(run.join(' ')) : null;
      if (term) terms.push(term);
      run = [];
    };
    for (const piece of clause.split(/([\s()،,/]+)/u)) {
      if (!piece.trim()) continue;
      if (/^[\s()،,/]+$/u.test(piece)) {
        if (/[()،,/]/u.test(piece)) close();
        continue;
      }
      if (LATIN_WORD.test(piece) && !/^(?:or|and|of|the|a|an|in)$/iu.test(piece)) run.push(piece);
      else close();
    }
    close();
  } else {
    // Runs of capitalised words holding an acronym ("Power BI", "MS Project", "NEBOSH"), a clause's first word
    // off unless it is the acronym ("Valid BLS": BLS).
    const words = clause.split(/([\s(),/]+)/u);
    let run: Array<{ word: string; first: boolean }> = [];
    const close = () => {
      while (run.length && run[0]!.first && !ACRONYM.test(run[0]!.word) && run.length > 1) run.shift();
      if (run.length && run[0]!.first && !ACRONYM.test(run[0]!.word)) run = [];
      const term = run.some((each) => ACRONYM.test(each.word)) ? termOf(run.map((each) => each.word).join(' ')) : null;
      if (term) terms.push(term);
      run = [];
    };
    let first = true;
    for (const piece of words) {
      if (!piece.trim()) continue;
      if (/^[\s(),/]+$/u.test(piece)) {
        if (/[(),/]/u.test(piece)) close();
        continue;
      }
      const word = piece.replace(/[.:]+$/u, '');
      if (/^[A-Z][A-Za-z0-9+#&.-]*$/u.test(word) || (run.length && /^\d[\d.]*$/u.test(word))) run.push({ word, first });
      else close();
      first = false;
    }
    close();
  }
  // "X (Y)": a term in one script named before a bracket holding it in the other.
  for (const match of clause.matchAll(/([^()]{2,80}?)\s*\(([^()]{2,60})\)/gu)) {
    const [before, inside] = [match[1]!, match[2]!];
    if (isArabic(before) === isArabic(inside)) continue;
    const outer = isArabic(before) ? namedBefore(before) : termOf(before.split(/\s+(?:of|in|with|on)\s+/u).pop()!.split(/\s+/u).slice(-MOST_WORDS).join(' '));
    const inner = termOf(inside);
    if (outer && inner) pairs.push([outer, inner]);
  }
  // "X / Y", "X - Y": a clause that is one term written in both scripts («الصيانة الوقائية / Preventive maintenance»).
  const halves = /^\s*([^/()–-]+?)\s+[/–-]\s+([^/()–-]+?)\s*$/u.exec(clause);
  if (halves && isArabic(halves[1]!) !== isArabic(halves[2]!)) {
    const [one, other] = [termOf(halves[1]!), termOf(halves[2]!)];
    if (one && other) pairs.push([one, other]);
  }
  return { terms, pairs };
}

/** A job's clauses that name what it asks for: its duties' and qualifications'. */
const clausesOfJob = (job: TJobClauses): string[] => [job.duties, job.qualifications].flatMap((text) => (text ? clausesOf(text) : []));

/** A CV skill's parts, one skill: "Accessibility (WCAG)", "Tally / تالي". */
const partsOfTyped = (name: string): string[] => [...new Set(name.split(/[()[\]/|,،;؛]+|\s[-–]\s/u).map((part) => termOf(part)).filter((part): part is string => part !== null))];

/** A term's sound (normalize.ts soundOf, word by word): a name in both scripts sounds alike. */
const soundOfTerm = (form: string): string => form.split(' ').map(soundOf).join('');

export interface TLearningInput {
  typed: readonly TTypedSkill[];
  /** The jobs, read in batches: each batch handed to `read` as it comes (twice: terms are read, then counted). */
  jobs: (read: (batch: readonly TJobClauses[]) => void) => Promise<void>;
  /** Whether a term's key (keyOf of its words) is already the vocabulary's, or holds a curated skill. */
  taken: (key: string, form: string) => boolean;
}

/** The skills the texts teach (see the file's comment), the most named first. */
export async function learnSkills(input: TLearningInput): Promise<TLearnedSkill[]> {
  // Every term by its key: how it was written (and how often), who typed it, which jobs name it.
  const terms = new Map<string, { written: Map<string, number>; people: number; jobs: Set<number> }>();
  const termOfKey = (form: string) => {
    const key = keyOfForm(form);
    let term = terms.get(key);
    if (!term) terms.set(key, (term = { written: new Map(), people: 0, jobs: new Set() }));
    term.written.set(form, (term.written.get(form) ?? 0) + 1);
    return { key, term };
  };
  // Terms that are one skill (union-find over keys).
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.get(at) !== undefined && parent.get(at) !== at) at = parent.get(at)!;
    return at;
  };
  const join = (a: string, b: string) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent.set(rb, ra);
  };

  for (const typed of input.typed) {
    const parts = partsOfTyped(typed.name).map((part) => termOfKey(part));
    for (const { term } of parts) term.people += typed.people;
    for (const { key } of parts.slice(1)) join(parts[0]!.key, key);
  }
  // First the terms the jobs name by their letters (and the pairs across a bracket)…
  await input.jobs((batch) => {
    for (const job of batch) {
      for (const clause of clausesOfJob(job)) {
        const read = termsOfClause(clause);
        for (const form of read.terms) termOfKey(form).term.jobs.add(job.id);
        for (const [outer, inner] of read.pairs) {
          const [a, b] = [termOfKey(outer), termOfKey(inner)];
          a.term.jobs.add(job.id);
          b.term.jobs.add(job.id);
          join(b.key, a.key);
        }
      }
    }
  });
  // …then every job that names a term whole, in any clause, whoever taught it (a person or another job).
  const finder = skillFinder([...terms].map(([key, term]) => ({ name: key, forms: [...term.written.keys()] })));
  await input.jobs((batch) => {
    for (const job of batch) for (const clause of clausesOfJob(job)) for (const key of finder(clause)) terms.get(key)!.jobs.add(job.id);
  });

  // A term in one script and one in the other that sound the same are one skill.
  const bySound = new Map<string, string>();
  for (const [key, term] of terms) {
    const form = [...term.written.keys()][0]!;
    const sound = soundOfTerm(tokensOf(form).join(' '));
    if (sound.length < 3) continue;
    const other = bySound.get(`${isArabic(form) ? 'latin' : 'arabic'}:${sound}`);
    if (other) join(other, key);
    bySound.set(`${isArabic(form) ? 'arabic' : 'latin'}:${sound}`, key);
  }

  // The skills: each group's terms not taken, learnt when named often enough.
  const groups = new Map<string, string[]>();
  for (const key of terms.keys()) groups.set(root(key), [...(groups.get(root(key)) ?? []), key]);
  const learned: TLearnedSkill[] = [];
  for (const keys of groups.values()) {
    const kept = keys.filter((key) => !input.taken(key, [...terms.get(key)!.written.keys()][0]!));
    if (!kept.length || kept.length < keys.length / 2) continue;
    const people = kept.reduce((sum, key) => sum + terms.get(key)!.people, 0);
    const jobs = new Set(kept.flatMap((key) => [...terms.get(key)!.jobs])).size;
    if (jobs < LEARN_FROM_JOBS && people < LEARN_FROM_SEEKERS && !(jobs >= 1 && people >= 1)) continue;
    // Forms by how often they were written, and the form of each as typed most (its capitals: "Power BI").
    const written = kept.flatMap((key) => [...terms.get(key)!.written]).sort((a, b) => b[1] - a[1]);
    const forms = [...new Set(written.map(([form]) => tokensOf(form).join(' ')))];
    const latin = written.find(([form]) => !isArabic(form))?.[0];
    const arabic = written.find(([form]) => isArabic(form))?.[0];
    const name = latin ?? arabic!;
    learned.push({ name, name_ar: arabic ?? name, forms, seekers: people, jobs });
  }
  return learned.sort((a, b) => b.jobs + b.seekers - (a.jobs + a.seekers) || a.name.localeCompare(b.name));
}

/** The key of the advisory lock that lets one process at a time learn the skills ("TWZ" + 0x80). */
export const SKILL_LEARNING_LOCK_KEY = 0x54575a80;

/** The skills are learnt again when they were learnt longer ago than this (and at start when never). */
export const SKILL_LEARNING_EVERY_MS = 6 * 60 * 60 * 1000;

/** Jobs read at a time. */
const JOB_BATCH = 2000;

/** A set of skills by name and forms, to tell whether learning changed it. */
const signatureOf = (skills: ReadonlyArray<{ name: string; forms: readonly string[] }>) =>
  new Map(skills.map((skill) => [skill.name, [...skill.forms].sort().join('|')]));

/**
 * Learns the skills from the database's texts (CVs' skills, published jobs' duties and qualifications) and, when they
 * changed, writes them to `learned_skills`, files again the jobs whose skills changed and marks stale the candidates
 * whose CV names a skill that came or went (their titles or skills), so that both engines read them at once.
 */
export async function learnSkillsFromTexts(db: TDatabase, now = new Date()): Promise<{ skills: number; changed: boolean; jobs: number; candidates: number }> {
  const vocabulary = await vocabularyOf(db);
  const noise = new Set([...NOISE_WORDS].map(keyOf));
  const taken = (key: string, form: string) =>
    ['', '@', '#', '%'].some((prefix) => vocabulary.phrases.has(prefix + key)) ||
    (vocabulary.phrases.get(`$${key}`) ?? []).some((phrase) => phrase.kind === 'skill' && !phrase.learned) ||
    skillsIn(form).size > 0 ||
    namedSkillsIn(form).size > 0 ||
    key.split(' ').every((word) => noise.has(word));
  const typed = ((await db.execute(sql`select btrim(skill_name) as name, count(distinct user_id)::int as people from skills group by 1`)) as unknown as { rows: TTypedSkill[] }).rows;
  const learned = await learnSkills({
    typed,
    taken,
    jobs: async (read) => {
      for (let after = 0; ; ) {
        const rows = ((await db.execute(sql`
          select id, duties, qualifications from jobs
          where id > ${after} and status in (${sql.join(PUBLISHED_JOB_STATUSES.map((status) => sql`${status}`), sql`, `)})
          order by id limit ${JOB_BATCH}
        `)) as unknown as { rows: TJobClauses[] }).rows;
        if (!rows.length) return;
        after = Number(rows.at(-1)!.id);
        read(rows);
      }
    },
  });
  // One name a skill (a name written alike by two groups keeps the first, the most named).
  const unique = [...new Map(learned.map((skill) => [skill.name.toLowerCase(), skill])).values()];
  const before = ((await db.execute(sql`select name, forms from learned_skills`)) as unknown as { rows: Array<{ name: string; forms: string[] }> }).rows;
  const [was, is] = [signatureOf(before), signatureOf(unique)];
  const changed = was.size !== is.size || [...is].some(([name, forms]) => was.get(name) !== forms);
  await db.execute(sql`insert into skill_learning_runs (id, learned_at) values (1, ${now}) on conflict (id) do update set learned_at = excluded.learned_at`);
  if (!changed) return { skills: unique.length, changed, jobs: 0, candidates: 0 };

  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from learned_skills`);
    for (let at = 0; at < unique.length; at += 500) {
      const rows = unique.slice(at, at + 500).map((skill) => sql`(${skill.name}, ${skill.name_ar}, ${sql.param(skill.forms)}::text[], ${skill.seekers}, ${skill.jobs}, ${now})`);
      await tx.execute(sql`insert into learned_skills (name, name_ar, forms, seekers, jobs, learned_at) values ${sql.join(rows, sql`, `)}`);
    }
  });
  forgetSkillList(db);
  forgetVocabulary(db);
  const jobs = await refileJobSkills(db, (await skillListOf(db)).find);
  // The candidates whose titles or skills name a skill that came, went or changed its forms.
  const moved = [...before, ...unique].filter((skill) => was.get(skill.name) !== is.get(skill.name));
  const names = skillFinder(moved);
  let candidates = 0;
  for (let after = 0; ; ) {
    const rows = ((await db.execute(sql`select user_id, skills, titles from candidate_search where user_id > ${after} order by user_id limit ${JOB_BATCH}`)) as unknown as {
      rows: Array<{ user_id: number; skills: string[]; titles: string }>;
    }).rows;
    if (!rows.length) break;
    after = Number(rows.at(-1)!.user_id);
    const ids = rows.filter((row) => [...row.skills, row.titles].some((text) => names(text).size > 0)).map((row) => Number(row.user_id));
    if (ids.length) await db.execute(sql`update candidate_search set stale = true where user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    candidates += ids.length;
  }
  return { skills: unique.length, changed, jobs, candidates };
}

/**
 * One turn of the skill-learning schedule under its advisory lock: learns the skills when they were never learnt or
 * were learnt longer ago than SKILL_LEARNING_EVERY_MS (`force`: whatever their age). `ran: false`: another process
 * held the lock.
 */
export async function runSkillLearning(db: TDatabase, now: Date, options: { force?: boolean } = {}): Promise<{ ran: boolean; learned: boolean }> {
  const outcome = await withAdvisoryLock(db, SKILL_LEARNING_LOCK_KEY, async () => {
    if (!options.force) {
      const last = ((await db.execute(sql`select learned_at as at from skill_learning_runs where id = 1`)) as unknown as { rows: Array<{ at: Date | string | null }> }).rows[0]?.at;
      if (last && now.getTime() - new Date(last).getTime() < SKILL_LEARNING_EVERY_MS) return false;
    }
    await learnSkillsFromTexts(db, now);
    return true;
  });
  return outcome.locked ? { ran: true, learned: outcome.value } : { ran: false, learned: false };
}

/** Checks every `config.schedulerIntervalMs` (first at start) whether the skills are due to be learnt, and learns them. */
export function startSkillLearning(deps: Pick<TAppDeps, 'db' | 'config' | 'now'>, logger: { error(details: object, message: string): void }): TRepeating {
  return repeatEvery(
    'skill-learning',
    deps.config.schedulerIntervalMs,
    async () => void (await runSkillLearning(deps.db, deps.now())),
    (error) => logger.error({ err: error }, 'skill learning failed'),
  );
}

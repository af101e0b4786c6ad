import { readFileSync } from 'node:fs';
import { occupationSeeds } from '../../../db/seed/occupation-data.ts';
import { METRO_AREAS } from '../../search-engine/metro-areas.ts';
import { ndcgAt } from '../../search-engine/ndcg.ts';
import { CANDIDATE_SKILLS, type TCorpusSeeker } from './corpus.ts';

/**
 * The judged queries of candidate search (decision 189) and how they are judged: each query states what the recruiter
 * means (occupations, a skill, a city), and who is relevant, with what gain, follows from the corpus's known
 * occupation, skills and city of each seeker (corpus.ts), never from the search.
 */

export const CATEGORIES = ['occupation_ar', 'occupation_en', 'other_language', 'skill', 'occupation_skill', 'occupation_city', 'metro_city', 'generic_head', 'typo', 'arabizi', 'none'] as const;
export type TCategory = (typeof CATEGORIES)[number];

export interface TCandidateQuery {
  q: string;
  locale: 'ar' | 'en';
  /** The occupations meant; `*` any; `[]` nobody in the corpus fits. */
  occupations: string[] | '*';
  /** The skill demanded (its English name), or null. */
  skill: string | null;
  /** The city wanted (its English name), or null. */
  city: string | null;
  category: TCategory;
}

export type TPart = 'tune' | 'held-out';

/** The files of the two parts: the tune part (written with the search in view) and the held-out part (written blind). */
export const COLLECTION_FILES: Record<TPart, URL> = {
  tune: new URL('./candidate-tune.json', import.meta.url),
  'held-out': new URL('./candidate-held-out.json', import.meta.url),
};

/** A collection's file read and checked: queries whose slug, skill, city, locale or category is not known are skipped, with why. */
export function loadCollection(file: URL, cities: ReadonlySet<string>): { queries: TCandidateQuery[]; skipped: string[] } {
  const slugs = new Set(occupationSeeds.map((seed) => seed.slug));
  const skills = new Set(CANDIDATE_SKILLS.map(([name]) => name));
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  const queries: TCandidateQuery[] = [];
  const skipped: string[] = [];
  for (const item of raw) {
    const query = item as TCandidateQuery;
    const problems = [
      typeof query.q !== 'string' || !query.q.trim() ? 'no words' : null,
      query.locale !== 'ar' && query.locale !== 'en' ? `locale ${String(query.locale)}` : null,
      !(CATEGORIES as readonly string[]).includes(query.category) ? `category ${String(query.category)}` : null,
      query.occupations !== '*' && !Array.isArray(query.occupations) ? 'occupations' : null,
      ...(Array.isArray(query.occupations) ? query.occupations.filter((slug) => !slugs.has(slug)).map((slug) => `occupation ${slug}`) : []),
      query.skill !== null && !skills.has(query.skill) ? `skill ${query.skill}` : null,
      query.city !== null && !cities.has(query.city) ? `city ${query.city}` : null,
    ].filter(Boolean);
    if (problems.length) skipped.push(`${JSON.stringify(query.q)}: ${problems.join(', ')}`);
    else queries.push(query);
  }
  return { queries, skipped };
}

const metroOf = new Map(METRO_AREAS.flatMap((area) => area.map((city) => [city, area] as const)));

/** How much a seeker's city answers the query's: its own 1, another city of its metropolitan area 0.5, elsewhere 0. */
function placeFactor(query: TCandidateQuery, seeker: TCorpusSeeker): number {
  if (query.city === null || seeker.city === query.city) return 1;
  return metroOf.get(query.city)?.includes(seeker.city) ? 0.5 : 0;
}

/**
 * Graded relevance (decision 189), gains 0–3: with no skill, a seeker of a meant occupation 3; with a skill and any
 * occupation, a seeker with the skill 3; with a skill and occupations, the occupation's people with the skill 3, its
 * others 2, other people with the skill 1. Times the place: the city's own 1, another city of its metropolitan area
 * 0.5, elsewhere 0.
 */
export function gainOf(query: TCandidateQuery, seeker: TCorpusSeeker): number {
  if (query.occupations !== '*' && !query.occupations.length) return 0;
  const ofOccupation = query.occupations === '*' || query.occupations.includes(seeker.slug);
  const hasSkill = query.skill !== null && seeker.skills.includes(query.skill);
  let base: number;
  if (query.skill === null) base = ofOccupation ? 3 : 0;
  else if (query.occupations === '*') base = hasSkill ? 3 : 0;
  else base = ofOccupation && hasSkill ? 3 : ofOccupation ? 2 : hasSkill ? 1 : 0;
  return base * placeFactor(query, seeker);
}

export interface TCandidateOutcome {
  query: TCandidateQuery;
  /** Seekers with a gain. */
  relevant: number;
  total: number;
  approximate: boolean;
  ndcg10: number;
  /** For a query with a skill: the share of the first k answers who have it (k: up to 10, as many as fit it fully); null otherwise. */
  skills: number | null;
  /** The fully fitting seekers (gain 3) found in the first 50, and how many there are (when at most 50), by their CV's language. */
  recall: { same: [number, number]; other: [number, number] } | null;
}

/** Judges one answer (its ranked ids, up to 50, its total and whether it said it was approximate). */
export function judgeCandidates(query: TCandidateQuery, ids: readonly number[], total: number, approximate: boolean, seekers: readonly TCorpusSeeker[]): TCandidateOutcome {
  const gains = new Map<number, number>();
  const best: TCorpusSeeker[] = [];
  for (const seeker of seekers) {
    const gain = gainOf(query, seeker);
    if (gain > 0) gains.set(seeker.id, gain);
    if (gain === 3) best.push(seeker);
  }
  const byId = new Map(seekers.map((seeker) => [seeker.id, seeker]));
  let skills: number | null = null;
  if (query.skill !== null && best.length) {
    const k = Math.min(10, best.length);
    skills = ids.slice(0, k).filter((id) => byId.get(id)?.skills.includes(query.skill!)).length / k;
  }
  let recall: TCandidateOutcome['recall'] = null;
  if (best.length && best.length <= 50) {
    const shown = new Set(ids.slice(0, 50));
    const count = (same: boolean) => {
      const part = best.filter((seeker) => (seeker.locale === query.locale) === same);
      return [part.filter((seeker) => shown.has(seeker.id)).length, part.length] as [number, number];
    };
    recall = { same: count(true), other: count(false) };
  }
  return { query, relevant: gains.size, total, approximate, ndcg10: ndcgAt(10, ids, gains), skills, recall };
}

export interface TCandidateSummary {
  queries: number;
  judged: number;
  ndcg10: number;
  /** Mean of the skills share over the queries with a skill; null when none. */
  skills: number | null;
  recall: number;
  otherLanguageRecall: number;
  /** Queries with relevant seekers answered with nobody. */
  zeroResults: string[];
  /** `none` queries answered with someone without saying the answer is approximate. */
  unmarked: string[];
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1);

export function summariseCandidates(outcomes: readonly TCandidateOutcome[]): TCandidateSummary {
  const judged = outcomes.filter((outcome) => outcome.relevant > 0);
  const skilled = judged.filter((outcome) => outcome.skills !== null).map((outcome) => outcome.skills!);
  const ratio = (side: 'same' | 'other') => {
    const pairs = judged.flatMap((outcome) => (outcome.recall ? [outcome.recall[side]] : []));
    const of = pairs.reduce((sum, [, size]) => sum + size, 0);
    return of ? pairs.reduce((sum, [found]) => sum + found, 0) / of : 1;
  };
  const allPairs = judged.flatMap((outcome) => (outcome.recall ? [outcome.recall.same, outcome.recall.other] : []));
  const size = allPairs.reduce((sum, [, of]) => sum + of, 0);
  return {
    queries: outcomes.length,
    judged: judged.length,
    ndcg10: mean(judged.map((outcome) => outcome.ndcg10)),
    skills: skilled.length ? mean(skilled) : null,
    recall: size ? allPairs.reduce((sum, [found]) => sum + found, 0) / size : 1,
    otherLanguageRecall: ratio('other'),
    zeroResults: judged.filter((outcome) => outcome.total === 0).map((outcome) => outcome.query.q),
    unmarked: outcomes.filter((outcome) => outcome.query.occupations !== '*' && !outcome.query.occupations.length && outcome.total > 0 && !outcome.approximate).map((outcome) => outcome.query.q),
  };
}

/** One line of the figures' table: a part, an engine, a category (or all). */
export function figuresLine(label: string, summary: TCandidateSummary): string {
  const skills = summary.skills === null ? '–' : summary.skills.toFixed(3);
  return `| ${label} | ${summary.queries} (${summary.judged}) | ${summary.ndcg10.toFixed(3)} | ${skills} | ${summary.recall.toFixed(3)} | ${summary.otherLanguageRecall.toFixed(3)} | ${summary.zeroResults.length} | ${summary.unmarked.length} |`;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TCandidateSearchResult } from '@tawzeef/contract';
import { openPglite, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { testApp } from '../../test/harness.ts';
import { readyCompany, type TTestCompany } from '../../test/factories.ts';
import { searchCandidates } from './search-candidates.ts';
import { buildCandidateCorpus, type TCorpusSeeker } from './relevance/corpus.ts';
import { CATEGORIES, COLLECTION_FILES, figuresLine, judgeCandidates, loadCollection, summariseCandidates, type TCandidateOutcome, type TCandidateQuery, type TPart } from './relevance/judge.ts';

/**
 * Relevance of candidate search (issue 60, decision 189): every query of the tune and held-out collections
 * (relevance/candidate-*.json) on a judged corpus of 3,060 job seekers (relevance/corpus.ts) built on PGlite, through
 * both engines (the in-memory index, as GET /api/v1/company/candidates answers, and PostgreSQL), judged by each
 * seeker's known occupation, skills and city. Prints the figures per category; fails under the floors below, on an
 * empty answer to a tune query with relevant seekers (the held-out part: more than measured), or when the engines find
 * different seekers.
 */

/**
 * Floors: the lower engine's figures as measured (decisions 189 and 204), less the printed figures' rounding, to be raised only; `empty`: how many queries with
 * relevant seekers may be answered with nobody (the held-out part's one as measured, to be lowered only). The tune part's skills floor is that of its
 * 338 queries since decision 204, whose "nurse first aid" counts a nurse naming BLS, which the vocabulary reads as first aid, as one without the skill.
 */
const FLOORS: Record<TPart, { ndcg10: number; skills: number; empty: number }> = {
  tune: { ndcg10: 0.982, skills: 0.995, empty: 0 },
  'held-out': { ndcg10: 0.965, skills: 0.963, empty: 1 },
};

type TEngine = 'index' | 'sql';
const ENGINES: TEngine[] = ['index', 'sql'];

describe('candidate search relevance (decision 189)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let company: TTestCompany;
  let seekers: TCorpusSeeker[];
  const collections = new Map<TPart, TCandidateQuery[]>();
  const outcomes = new Map<string, TCandidateOutcome[]>();
  const answers = new Map<string, { ids: number[]; total: number }>();

  beforeAll(async () => {
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
    app = await testApp(database);
    company = await readyCompany(app, database);
    const corpus = await buildCandidateCorpus(database.db);
    seekers = corpus.seekers;
    console.info(`candidate relevance corpus: ${seekers.length} job seekers built and indexed in ${(corpus.buildMs / 1000).toFixed(1)} s`);
    const cityNames = new Set(((await database.db.execute(sql`select name_en from cities`)) as unknown as { rows: Array<{ name_en: string }> }).rows.map((row) => row.name_en));
    for (const part of ['tune', 'held-out'] as const) {
      const { queries, skipped } = loadCollection(COLLECTION_FILES[part], cityNames);
      if (skipped.length) console.info(`candidate relevance, ${part}: ${skipped.length} queries skipped (unknown slug, skill or city): ${skipped.join('; ')}`);
      collections.set(part, queries);
    }
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    for (const [part, queries] of collections) {
      for (const engine of ENGINES) {
        const judged: TCandidateOutcome[] = [];
        for (const query of queries) {
          let answer: TCandidateSearchResult;
          if (engine === 'index') {
            const response = await company.call('GET', `/api/v1/company/candidates?${new URLSearchParams({ q: query.q, per_page: '50' })}`, undefined, query.locale);
            if (response.statusCode !== 200) throw new Error(`${query.q}: ${response.statusCode} ${response.body}`);
            answer = response.json().data as TCandidateSearchResult;
          } else {
            answer = await searchCandidates(deps, company.companyId, { q: query.q, per_page: 50 } as Parameters<typeof searchCandidates>[2], { locale: query.locale, formatDate: () => null }, { engine: 'sql' });
          }
          const ids = answer.items.map((item) => item.id);
          answers.set(`${engine}|${part}|${query.q}|${query.locale}`, { ids, total: answer.total });
          judged.push(judgeCandidates(query, ids, answer.total, answer.meta.approximate, seekers));
        }
        outcomes.set(`${part}|${engine}`, judged);
      }
    }
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const summaryOf = (part: TPart, engine: TEngine, category?: string) => summariseCandidates(outcomes.get(`${part}|${engine}`)!.filter((outcome) => !category || outcome.query.category === category));

  it('holds at least 150 tune queries of every category in both languages, and a held-out part', () => {
    const tune = collections.get('tune')!;
    expect(tune.length).toBeGreaterThanOrEqual(150);
    // Both languages of the words for every category but those of one language by definition.
    const scripts = (query: TCandidateQuery) => (/[\u0600-\u06FF]/u.test(query.q) ? 'ar' : 'en');
    for (const category of CATEGORIES)
      for (const script of category === 'occupation_ar' ? ['ar'] : category === 'occupation_en' || category === 'arabizi' ? ['en'] : ['ar', 'en'])
        expect(tune.some((query) => query.category === category && scripts(query) === script), `${category} ${script}`).toBe(true);
    for (const locale of ['ar', 'en'] as const) expect(tune.some((query) => query.category === 'other_language' && query.locale === locale), `other_language ${locale}`).toBe(true);
    expect(collections.get('held-out')!.length).toBeGreaterThan(0);
    expect(seekers.length).toBeGreaterThan(2000);
  });

  it('prints the figures per category and meets the floors, with no empty answer to a query that has relevant seekers', () => {
    const lines = ['| part, engine, category | queries (judged) | nDCG@10 | skills | recall@50 | other-language recall | empty answers | unmarked no-match answers |', '|---|---|---|---|---|---|---|---|'];
    for (const part of ['tune', 'held-out'] as const)
      for (const engine of ENGINES) {
        lines.push(figuresLine(`**${part}, ${engine}**`, summaryOf(part, engine)));
        for (const category of CATEGORIES) lines.push(figuresLine(`${part}, ${engine}, ${category}`, summaryOf(part, engine, category)));
      }
    const weak = outcomes
      .get('tune|index')!
      .filter((outcome) => outcome.relevant > 0 && (outcome.ndcg10 < 0.8 || (outcome.skills ?? 1) < 0.8))
      .map((outcome) => `${outcome.query.q} (${outcome.query.category}): ${outcome.ndcg10.toFixed(2)}${outcome.skills === null ? '' : ` skills ${outcome.skills.toFixed(2)}`} (${outcome.total} shown of ${outcome.relevant})`);
    console.info(`${lines.join('\n')}\nweakest of the tune part: ${weak.join('; ') || 'none'}`);
    for (const part of ['tune', 'held-out'] as const)
      for (const engine of ENGINES) {
        const summary = summaryOf(part, engine);
        // The held-out part's queries are never shown (decision 189: it is not read to tune on), only how many fail.
        if (part === 'tune') expect(summary.zeroResults, `${part} ${engine}`).toEqual([]);
        else expect(summary.zeroResults.length, `${part} ${engine}: empty answers`).toBeLessThanOrEqual(FLOORS[part].empty);
        expect(summary.ndcg10, `${part} ${engine}`).toBeGreaterThanOrEqual(FLOORS[part].ndcg10);
        expect(summary.skills ?? 1, `${part} ${engine}`).toBeGreaterThanOrEqual(FLOORS[part].skills);
      }
  });

  /**
   * The engines find the same seekers, with the same total; within a tier their orders may differ where the words' rank
   * ties (PostgreSQL's ts_rank against the index's tenths, decision 028), so a page is compared as a set when it holds
   * every match, and the judged figures of each engine are printed above.
   */
  it('finds the same seekers on the index and PostgreSQL', () => {
    const differ = [...answers]
      .filter(([key]) => key.startsWith('index|'))
      .filter(([key, { ids, total }]) => {
        const other = answers.get(key.replace(/^index/u, 'sql'))!;
        return total !== other.total || (total <= ids.length && JSON.stringify([...ids].sort()) !== JSON.stringify([...other.ids].sort()));
      })
      .map(([key]) => key);
    expect(differ.filter((key) => key.startsWith('index|tune|'))).toEqual([]);
    expect(differ.length, 'held-out queries whose engines differ').toBe(0);
  });
});

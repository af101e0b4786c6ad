// Over 400 lines by a few: how candidate search finds its seekers (the reading of the words, boolean groups of decision
// 136, the index and PostgreSQL's twin); the cards are in candidate-cards.ts already; the boolean groups' SQL is the
// next part to move out when it grows.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATE_SEARCH_COUNT_CAP,
  CANDIDATE_SEARCH_PER_PAGE_DEFAULT,
  QUALIFICATION_TYPES,
  type TCandidateCard,
  type TCandidateSearchQuery,
  type TCandidateSearchResult,
  type TLocale,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { jobs, type TJobRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { planSearch, type TSearchPlan } from '../search-engine/engine.ts';
import { vocabularyOf, type TVocabulary } from '../search-engine/vocabulary.ts';
import { isLiveJob } from '../jobs/state.ts';
import { matchJobOf } from '../applications/cv-snapshot.ts';
import { computeMatch, type TMatchCv } from '../applications/match.ts';
import type { TMatchJob } from '../jobs/match-job.ts';
import type { TReader } from '../applications/dto.ts';
import { filterToken, refreshStaleCandidates, tokensQuery } from './search-index.ts';
import { skillLexeme } from '../search-engine/job-skills.ts';
import { loadCards, readCards, toCandidateCard, type TCardRow, type TSearchHead } from './candidate-cards.ts';
import { candidateSearchIndex, latestCandidateChangeText } from './memory-index.ts';
import { joinNamedSkills, namedSkillLexeme } from './named-skills.ts';
import { matchTree, wordsOfGroups } from '../search-engine/match-tree.ts';
import { toWordQueries, wordQueriesText, type TWordQueries } from '../search-engine/word-queries.ts';
import { addTallies, askedRangeConditions, countFacets, FACET_COLUMNS, FACET_VALUES, filterTokensQuery, rangeParameters, statementOf, tallyFacetValues, type TCandidateReadingAsk, type TFacetTallies, type TFacetValues } from './search-filters.ts';
import { cityName, metroNeighbours, pageAcrossCities } from '../search-engine/metro-areas.ts';
import { CARD_COLUMNS, cardsText, EXPERIENCE_DAYS, RANK_TIERS, runCandidateStatement, runFixed, tiersOf, wordQueries } from './search-statement.ts';

/**
 * Candidate search (decision 028): job seekers visible to companies, found in the narrow relation
 * `candidate_search` (search-index.ts keeps it) through its partial indexes. Words are understood by the search
 * engine (decision 023: occupations in both languages, typos, Arabizi, a city); a search reads at most
 * CANDIDATE_SEARCH_COUNT_CAP + 1 matches, the most recently active first, and takes from them the total, the
 * counts per filter value and the ranked page, in one statement.
 */

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;
const intArray = (ids: number[]) => sql.raw(`'{${ids.map((id) => Math.trunc(id)).join(',')}}'::integer[]`);
/** Days of experience today (a current job keeps counting). */
const experienceDays = sql.raw(EXPERIENCE_DAYS);

type TMode = TCandidateReadingAsk['mode'];

/** Candidates holding all these filter tokens, or any of them (one condition on the search vector's GIN index). */
const withTokens = (tokens: string[], operator: '&' | '|') => sql`cs.search @@ ${tokensQuery(tokens, operator)}::tsquery`;

/** The `where` of a search on `candidate_search cs`: listed, the words (as understood, relaxed or by trigrams), every filter. */
function conditions(query: TCandidateSearchQuery, words: string | null, plan: TSearchPlan | null, mode: TMode): SQL {
  const parts: SQL[] = [sql`cs.listed`];
  if (words && plan && plan.hasWords) {
    if (mode === 'fuzzy') parts.push(sql`${plan.interpreted || words} <% cs.titles`);
    else {
      // A group's occupations are tokens of the same vector as its words: the index answers both.
      const occupations = (ids: number[]) => withTokens(ids.map(filterToken.occupation), '|');
      // A skill is the skill the CV names (its token, decision 168).
      const skill = (name: string) => withTokens([skillLexeme(name)], '|');
      // Words that are a skill a CV names, in either script (named-skills.ts).
      const namedSkill = (list: string[]) => {
        const lexeme = namedSkillLexeme(list);
        return lexeme ? withTokens([lexeme], '|') : null;
      };
      const match = plan.where({ search: sql`cs.search`, id: sql`cs.user_id`, occupations, skill, titleWords: true, namedSkill }, mode === 'relaxed');
      if (match) parts.push(match);
    }
  }
  // The selective filters are tokens of the vector too: one index condition with the words.
  const tokens = filterTokensQuery(query, query.city_id === undefined ? (plan?.place?.cityIds ?? null) : null);
  if (tokens) parts.push(sql`cs.search @@ ${tokens}::tsquery`);
  // The ranges as the table of filters writes them (search-filters.ts), each value a parameter.
  parts.push(...askedRangeConditions(query, (texts, value) => sql.join(texts.map((text) => sql.raw(text)), sql`${value}`)));
  return sql.join(parts, sql` and `);
}

/** Relevance (decision 023's tiers, RANK_TIERS of decision 189): the occupations named, headed, the skills named, titles holding the words, then the rank of the words. */
function relevanceOrder(plan: TSearchPlan, mode: TMode): SQL {
  const tsquery = mode === 'fuzzy' ? null : plan.rankQuery(mode === 'relaxed');
  const { direct, wide, skills } = tiersOf(plan);
  const occupations = direct.length || wide.length
    ? sql`case ${direct.length ? sql`when ${withTokens(direct.map(filterToken.occupation), '|')} then ${sql.raw(String(RANK_TIERS.direct))}` : sql``}
        ${wide.length ? sql`when ${withTokens(wide.map(filterToken.occupation), '|')} then ${sql.raw(String(RANK_TIERS.wide))}` : sql``} else 0 end`
    : sql`0`;
  const skill = skills.length ? sql`case when ${withTokens(skills, '|')} then ${sql.raw(String(RANK_TIERS.skill))} else 0 end` : sql`0`;
  if (!tsquery) return sql`(${occupations} + ${skill}) desc, word_similarity(${plan.interpreted}, cs.titles) desc`;
  return sql`(${occupations} + ${skill} + case when ts_filter(cs.search, '{a}') @@ ${tsquery} then ${sql.raw(String(RANK_TIERS.title))} else 0 end) desc, ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], cs.search, ${tsquery}) desc`;
}

/**
 * What the database can tell of the match with a job (decision 016's criteria but skills): it chooses which
 * CANDIDATE_SEARCH_COUNT_CAP candidates are scored exactly, when more match.
 */
function matchEstimate(job: TMatchJob): SQL {
  const parts: SQL[] = [];
  if (job.major_id !== null) parts.push(sql`case when cs.major_ids @> ${intArray([job.major_id])} then 25 when cs.experience_major_ids @> ${intArray([job.major_id])} then 12.5 else 0 end`);
  if (job.work_place === 'remote') parts.push(sql`15`);
  else if (job.city_id !== null) parts.push(sql`case when cs.city_id = ${job.city_id} then 15 else 0 end`);
  if (job.experience_years !== null && job.experience_years > 0) parts.push(sql`20 * least(1, ${experienceDays}::float8 / ${job.experience_years * YEAR_DAYS}::float8)`);
  if (job.qualification_type !== null) {
    const required = QUALIFICATION_TYPES.indexOf(job.qualification_type);
    parts.push(sql`case when cs.qualification_rank >= ${required} then 15 when cs.qualification_rank = ${required - 1} then 7.5 else 0 end`);
  }
  const top = job.salary_to ?? job.salary_from;
  if (top !== null) parts.push(sql`case when cs.expected_salary is null or cs.expected_salary <= ${top}::float8 then 10 when cs.expected_salary <= ${top * 1.2}::float8 then 5 else 0 end`);
  return parts.length ? sql`(${sql.join(parts, sql` + `)})` : sql`0`;
}

interface TMatchedRow {
  user_id: number;
  major_id: number | null;
  major_ids: number[];
  experience_major_ids: number[];
  city_id: number | null;
  days: number;
  employed: boolean;
  qualification_rank: number;
  skills: string[];
  expected_salary: number | null;
  position: number;
}

interface TSearchAnswer {
  total: number;
  verification: string | null;
  /** Against a job: every match read, with its match columns and its place in the asked order. */
  matched: TMatchedRow[] | null;
  cards: TCardRow[];
  facets: TFacetTallies | null;
}

/** What differs between the searches of one request (a metropolitan area's cities): the filters and the page's window. */
interface TPart {
  query: TCandidateSearchQuery;
  offset: number;
  perPage: number;
}
type TPartKey = keyof TPart;

interface TRun extends TPart {
  words: string | null;
  plan: TSearchPlan | null;
  mode: TMode;
  companyId: number;
  locale: TLocale;
  job: TMatchJob | null;
  sort: 'relevance' | 'active' | 'match';
}

async function runSearch(db: TDatabase, run: TRun): Promise<TSearchAnswer> {
  const { query, plan, mode, companyId, job } = run;
  const where = conditions(query, run.words, plan, mode);
  const newest = sql`cs.last_active_at desc, cs.user_id desc`;
  // Which matches are read: the most recently active (or, against a job, the best by the database's estimate).
  const window = job ? sql`${matchEstimate(job)} desc, ${newest}` : newest;
  const byRelevance = run.sort === 'relevance' && plan !== null && plan.hasWords;
  // The order of the page among the matches read (ranked there, on the copies of their columns).
  const rank = byRelevance ? sql`${relevanceOrder(plan, mode)}, ${newest}` : newest;
  const rankColumns = byRelevance ? sql`, cs.search, cs.titles` : sql``;
  const matchColumns = job
    ? sql`, cs.major_id, cs.experience_major_ids, cs.experience_since is not null as employed, cs.skills, cs.expected_salary`
    : sql``;
  const matchedJson = job
    ? sql`(select coalesce(json_agg(json_build_object('user_id', m.user_id, 'position', r.position, 'major_id', m.major_id, 'major_ids', m.major_ids,
          'experience_major_ids', m.experience_major_ids, 'city_id', m.city_id, 'days', m.days, 'employed', m.employed,
          'qualification_rank', m.qualification_rank, 'skills', m.skills, 'expected_salary', m.expected_salary) order by r.position), '[]'::json)
        from matched m inner join ranked r on r.user_id = m.user_id)`
    : sql`null`;
  const result = (await db.execute(sql`
    with matched as materialized (
      select cs.user_id, ${sql.raw(FACET_COLUMNS)}, cs.last_active_at, ${sql.raw(CARD_COLUMNS)} ${rankColumns} ${matchColumns}
      from candidate_search cs
      where ${where}
      order by ${window}
      limit ${CANDIDATE_SEARCH_COUNT_CAP + 1}
    ),
    ranked as (
      select cs.user_id, row_number() over (order by ${rank}) as position from matched cs
    ),
    page as (
      select m.*, r.position from ranked r inner join matched m on m.user_id = r.user_id order by r.position limit ${job ? 0 : run.perPage} offset ${run.offset}
    )
    select (select count(*) from matched)::int as total,
           (select verification_status from companies where id = ${companyId}) as verification,
           ${matchedJson} as matched,
           (${sql.raw(cardsText('page as source', String(Math.trunc(companyId))))}) as cards,
           ${sql.raw(FACET_VALUES)} as facets
  `)) as unknown as { rows: Array<{ total: number; verification: string | null; matched: TMatchedRow[] | null; cards: TCardRow[]; facets: TFacetValues | null }> };
  const row = result.rows[0]!;
  return { total: Number(row.total), verification: row.verification, matched: row.matched, cards: row.cards, facets: tallyFacetValues(row.facets) };
}

/** One search's matches as answered: the page's cards, the total (up to the cap), the counts' tallies and the reading used. */
interface TFound {
  items: TCandidateCard[];
  total: number;
  capped: boolean;
  facets: TFacetTallies | null;
  verified: boolean;
  mode: TMode;
}

type THead = TSearchHead & { words: Array<[string, string, string]> | null };

/** The head of an indexed search: stale rows, the newest change, the company's verification ($1), the stems of words the vocabulary does not hold ($2). */
const HEAD_TEXT = `select exists (select 1 from candidate_search where stale) as stale, ${latestCandidateChangeText} as mark,
  (select verification_status from companies where id = $1) as verification, ${wordQueriesText('$2::text[]')} as words`;

/**
 * Searches without a job to match, answered by the in-memory index (memory-index.ts). The index answers first;
 * the statement that reads the page's cards also reads whether some rows are stale (then they are recomputed), the
 * newest change (an index behind it catches up and answers again, as job search does) and the company's
 * verification: one statement a search. Words the vocabulary does not hold need their stems first: then a small
 * head statement reads them, with the same three facts, before the index answers.
 */
async function indexedSearch(db: TDatabase, vocabulary: TVocabulary, run: Omit<TRun, 'mode' | TPartKey>, now: Date): Promise<(mode: TMode, part: TPart) => Promise<TSearchAnswer>> {
  const { plan } = run;
  const wordList = plan?.hasWords ? wordsOfGroups(plan.groups) : [];
  const unknown = wordList.filter((word) => !vocabulary.wordQueries.has(word));
  let known: TWordQueries = new Map();
  let latest = -1;
  if (unknown.length) {
    // One statement of fixed text (prepared once per connection), whatever the words.
    const head = async (): Promise<THead> => (await runFixed<THead>(db, 'candidate_search_head', HEAD_TEXT, [run.companyId, unknown]))[0]!;
    let read = await head();
    if (read.stale) {
      await refreshStaleCandidates(db, now);
      read = await head();
    }
    latest = Number(read.mark);
    known = toWordQueries(unknown, read.words);
  }
  const stems: TWordQueries = new Map(wordList.map((word) => [word, vocabulary.wordQueries.get(word) ?? known.get(word) ?? null]));
  const index = await candidateSearchIndex(db, latest);
  /** The company's verification once a statement of this search has read it (the index is current since). */
  let verification: string | null | undefined;
  return async (mode, { query, offset, perPage }) => {
    // Skills as the tokens of the skills a CV names (decision 168), as job search's filed skills.
    const tree = plan?.hasWords ? matchTree(plan.groups, vocabulary, stems, mode === 'relaxed', true, plan.shape, 'titles', namedSkillLexeme) : null;
    const find = () =>
      plan?.hasWords && !tree
        ? null
        : index.search({
            match: tree?.match ?? null,
            // Counts alone (a metropolitan area's city after a full page) need no order.
            rank: run.sort === 'relevance' && tree && perPage > 0 ? { query: tree.rank, ...tiersOf(plan!) } : null,
            query,
            cityIds: query.city_id === undefined ? (plan?.place?.cityIds ?? null) : null,
            offset,
            limit: perPage,
            cap: CANDIDATE_SEARCH_COUNT_CAP,
            now: now.getTime(),
          });
    const seen = index.version;
    let found = find();
    // Nobody, or counts alone, and an earlier search of this request already brought the index up to date: nothing to read.
    if ((!found?.total || perPage === 0) && verification !== undefined) return { total: found?.total ?? 0, verification, matched: null, cards: [], facets: found?.facets ?? null };
    let read = await readCards(db, run.companyId, found?.ids ?? []);
    if (read.stale) {
      await refreshStaleCandidates(db, now);
      read = await readCards(db, run.companyId, found?.ids ?? []);
    }
    await index.sync(db, Number(read.mark));
    if (index.version !== seen) {
      found = find();
      read = await readCards(db, run.companyId, found?.ids ?? []);
    }
    verification = read.verification;
    return { total: found?.total ?? 0, verification, matched: null, cards: read.cards, facets: found?.facets ?? null };
  };
}

/** A search without a job to match, by the prepared statement (search-statement.ts). */
async function runPrepared(db: TDatabase, vocabulary: TVocabulary, run: TRun): Promise<TSearchAnswer> {
  const { query, plan, mode } = run;
  const words = plan?.hasWords ? await wordQueries(db, vocabulary, plan, mode === 'relaxed') : null;
  // Words whose tsquery is empty (stop words only) match nothing, as in job search.
  if (plan?.hasWords && !words?.match) return { total: 0, matched: null, cards: [], facets: null, ...(await verificationOf(db, run.companyId)) };
  const tokens = filterTokensQuery(query, query.city_id === undefined ? (plan?.place?.cityIds ?? null) : null);
  const match = [words?.match ? `( ${words.match} )` : null, tokens].filter(Boolean).join(' & ') || null;
  const byRelevance = run.sort === 'relevance' && words !== null;
  const values = [match, ...rangeParameters(query), byRelevance ? words.direct : null, byRelevance ? words.rank : null, run.perPage, run.offset, run.companyId, byRelevance ? words.wide : null, byRelevance ? words.skills : null];
  const row = await runCandidateStatement<{ total: number; verification: string | null; cards: TCardRow[]; facets: TFacetValues | null }>(db, match !== null, values);
  return { total: Number(row.total), verification: row.verification, matched: null, cards: row.cards, facets: tallyFacetValues(row.facets) };
}

async function verificationOf(db: TDatabase, companyId: number): Promise<{ verification: string | null }> {
  const result = (await db.execute(sql`select verification_status from companies where id = ${companyId}`)) as unknown as { rows: Array<{ verification_status: string }> };
  return { verification: result.rows[0]?.verification_status ?? null };
}

/** What the match score reads of a candidate's row (the same criteria as an application's, decision 016). */
function matchCvOfRow(row: TMatchedRow, today: Date): TMatchCv {
  const days = Number(row.days);
  const start = new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  return {
    major_id: row.major_id,
    major_ids: row.major_ids,
    experience_major_ids: row.experience_major_ids,
    city_id: row.city_id,
    experiences: days > 0 ? [{ start_date: start, end_date: row.employed ? null : today.toISOString().slice(0, 10), is_current: row.employed }] : [],
    qualification_types: row.qualification_rank >= 0 ? [QUALIFICATION_TYPES[row.qualification_rank]!] : [],
    skills: row.skills,
    expected_salary: row.expected_salary === null ? null : Number(row.expected_salary),
  };
}

/** One of the company's live jobs, or 404 (another company's job, a draft, a closed one). */
async function findOpenJob(db: TDatabase, companyId: number, jobId: number): Promise<TJobRow> {
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.company_id, companyId), isLiveJob)).limit(1);
  if (!job) throw notFound();
  return job;
}

/** Years of experience of a senior candidate, when the words ask for one ("senior accountant"). */
const SENIOR_YEARS = 5;

/**
 * The experience a company's words ask of candidates (decision 109), where the search sets none itself: "5 years",
 * «خبرة سنتين» at least that many; "junior", "fresh graduate", «بدون خبرة» at most that many; "senior" at least
 * SENIOR_YEARS.
 */
function experienceOfLevel(query: TCandidateSearchQuery, plan: TSearchPlan | null): { experience_min?: number; experience_max?: number } {
  if (!plan || query.experience_min !== undefined || query.experience_max !== undefined) return {};
  if (plan.readings.senior) return { experience_min: SENIOR_YEARS };
  const years = plan.terms.experience;
  if (years === null) return {};
  return plan.readings.experienceYears ? { experience_min: years } : { experience_max: years };
}

/** Whether the experience filter came from a level word ("senior", "junior", «حديث تخرج»), not from years written out. */
function levelWordRead(plan: TSearchPlan, level: { experience_min?: number; experience_max?: number }): boolean {
  if (level.experience_min === undefined && level.experience_max === undefined) return false;
  return plan.readings.senior || !plan.readings.experienceYears;
}

/**
 * GET /api/v1/company/candidates: a page of candidates for a company, with the total, the counts per filter value
 * and how the words were read. With `job_id` each candidate gets its match with that job, and `sort=match` ranks by it.
 */
export async function searchCandidates(
  deps: TAppDeps,
  companyId: number,
  asked: TCandidateSearchQuery,
  reader: TReader,
  /**
   * `engine` (tests): PostgreSQL for every search (the index answers searches without a job otherwise). `strict`
   * (saved searches, decision 129): the words as understood only, never any of them or near spellings when nobody matches.
   * `levels: false`: a level word ("senior", "junior") is one of the words, not the experience filter.
   */
  options: { engine?: 'index' | 'sql'; strict?: boolean; levels?: false } = {},
): Promise<TCandidateSearchResult> {
  const { db } = deps;
  const now = deps.now();
  const words = asked.q?.replace(/\s+/gu, ' ').trim() || null;
  const sqlOnly = options.engine === 'sql';
  // Whether the index answers, as far as is known before the words are read (a job to match is PostgreSQL's).
  const indexed = statementOf({ plan: null, job: asked.job_id !== undefined, mode: 'understood' }, sqlOnly) === 'index';
  const [plan, jobRow, vocabulary] = await Promise.all([
    words ? planSearch(db, words, reader.locale, { readTerms: options.levels === false ? false : 'levels', groupsOf: joinNamedSkills }) : null,
    asked.job_id !== undefined ? findOpenJob(db, companyId, asked.job_id) : null,
    vocabularyOf(db),
    indexed ? null : refreshStaleCandidates(db, now),
  ]);
  const job = jobRow ? matchJobOf(jobRow) : null;
  const level = experienceOfLevel(asked, plan);
  const query = { ...asked, ...level };
  const sort = query.sort ?? (job ? 'match' : plan?.hasWords ? 'relevance' : 'active');
  const page = query.page ?? 1;
  const perPage = query.per_page ?? CANDIDATE_SEARCH_PER_PAGE_DEFAULT;
  const base = { words, plan, companyId, locale: reader.locale, job, sort } as const;
  // Each step of the cascade by the index, but the readings PostgreSQL alone answers (CANDIDATE_READINGS).
  const way = (mode: TMode) => statementOf({ plan, job: job !== null, mode }, sqlOnly);
  // The index refreshes stale rows itself; a statement needs them fresh before it reads.
  if (indexed && way('understood') !== 'index') await refreshStaleCandidates(db, now);
  const ask = way('understood') === 'index' ? await indexedSearch(db, vocabulary, base, now) : null;

  /** The matches of the search (or of one city of its metropolitan area): the cascade of readings, then the page's cards. */
  const find = async (part: TPart): Promise<TFound> => {
    const run = async (mode: TMode): Promise<TSearchAnswer> => {
      const statement = way(mode);
      if (statement === 'made') {
        if (indexed) await refreshStaleCandidates(db, now);
        return runSearch(db, { ...base, ...part, mode });
      }
      return statement === 'index' && ask ? ask(mode, part) : runPrepared(db, vocabulary, { ...base, ...part, mode });
    };
    let mode: TMode = 'understood';
    let answer = await run(mode);
    // Nothing: any of the words rather than all of them, then near spellings of the titles (both say `approximate`).
    if (answer.total === 0 && !options.strict && plan?.hasWords && plan.rankQuery(true)) {
      mode = 'relaxed';
      answer = await run(mode);
    }
    // Titles spelt alike only for words the vocabulary does not know (decision 027): words that name occupations and
    // find nobody mean there is nobody, not someone whose title merely looks alike.
    // A boolean query (decision 136) means its operators: no titles merely spelt alike.
    if (answer.total === 0 && !options.strict && plan?.hasWords && !plan.shape && plan.groups.some((group) => group.kind === 'words')) {
      mode = 'fuzzy';
      answer = await run(mode);
    }
    const verified = answer.verification === 'verified';
    const found = { total: Math.min(answer.total, CANDIDATE_SEARCH_COUNT_CAP), capped: answer.total > CANDIDATE_SEARCH_COUNT_CAP, facets: answer.facets, verified, mode };
    if (!job || !answer.matched) return { ...found, items: answer.cards.map((card) => toCandidateCard(card, verified, reader, now, null, vocabulary)) };
    // Every match read is scored exactly (decision 016's function), then ranked by score or as asked.
    const scored = answer.matched.map((row) => ({ row, match: computeMatch(job, matchCvOfRow(row, now), now) }));
    const byPosition = (a: { row: TMatchedRow }, b: { row: TMatchedRow }) => Number(a.row.position) - Number(b.row.position);
    scored.sort(sort === 'match' ? (a, b) => b.match.score - a.match.score || byPosition(a, b) : byPosition);
    const slice = scored.slice(part.offset, part.offset + part.perPage);
    const ids = slice.map((entry) => Number(entry.row.user_id));
    const cards = ids.length ? await loadCards(db, companyId, ids) : [];
    const byId = new Map(cards.map((card) => [Number(card.user_id), card]));
    const items = slice.flatMap((entry) => {
      const card = byId.get(Number(entry.row.user_id));
      return card ? [toCandidateCard(card, verified, reader, now, entry.match, vocabulary)] : [];
    });
    return { ...found, items };
  };

  const own = await find({ query, offset: (page - 1) * perPage, perPage });
  // A level word that finds nobody with its years ("senior accountant" when no accountant has five) is one of the
  // words again: a CV titled "Senior accountant" answers, approximately (decision 197).
  if (own.total === 0 && !options.strict && options.levels !== false && plan && levelWordRead(plan, level)) {
    const words = await searchCandidates(deps, companyId, asked, reader, { ...options, levels: false });
    if (words.total > 0) return { ...words, meta: { ...words.meta, approximate: true } };
  }
  const place = plan?.place && query.city_id === undefined ? plan.place : null;
  const city = place && !place.region && place.cityIds.length === 1 ? { id: place.cityIds[0]!, name: reader.locale === 'ar' ? place.name_ar : place.name_en } : null;
  // A city of a metropolitan area (decision 178): its candidates, then each other city's in turn, the nearest first.
  // The same words (their place is then the city filter's, which wins over a place in the words) in each city.
  const cityId = query.city_id ?? city?.id ?? null;
  const others = cityId !== null ? await metroNeighbours(db, cityId) : [];
  const { items, parts } = await pageAcrossCities(own, others.map((other) => other.id), { page, perPage }, (other, count) => find({ query: { ...query, city_id: other }, offset: 0, perPage: count }));
  const all = [own, ...parts];
  const total = all.reduce((sum, part) => sum + part.total, 0);
  const capped = all.some((part) => part.capped) || total > CANDIDATE_SEARCH_COUNT_CAP;
  const approximate = own.mode !== 'understood' || (plan?.corrected ?? false);
  return {
    items,
    total: Math.min(total, CANDIDATE_SEARCH_COUNT_CAP),
    total_capped: capped,
    page,
    page_size: perPage,
    facets: countFacets(capped ? null : addTallies(all.map((part) => part.facets)), vocabulary, reader.locale),
    meta: {
      interpreted_as: plan && (plan.changed || approximate) ? plan.interpreted : null,
      approximate,
      city,
      region: place?.region ? (reader.locale === 'ar' ? place.name_ar : place.name_en) : null,
      job: jobRow ? { id: jobRow.id, title: jobRow.title } : null,
      level: level.experience_min !== undefined || level.experience_max !== undefined ? { experience_min: level.experience_min ?? null, experience_max: level.experience_max ?? null, without: plan!.readings.withoutLevel } : null,
      work: plan?.work ? (reader.locale === 'ar' ? plan.work.name_ar : plan.work.name_en) : null,
      ...(plan?.operators ? { operators: plan.operators } : {}),
      ...(others.length ? { metro: others.map((other, index) => ({ id: other.id, name: cityName(other, reader.locale), count: parts[index]!.total })) } : {}),
    },
    company_verified: own.verified,
  };
}

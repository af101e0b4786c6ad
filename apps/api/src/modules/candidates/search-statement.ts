import { sql, type SQL } from 'drizzle-orm';
import { CANDIDATE_CARD_SKILLS, CANDIDATE_SEARCH_COUNT_CAP } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { inTitles, typedWordsQuery, type TSearchPlan } from '../search-engine/engine.ts';
import type { TVocabulary } from '../search-engine/vocabulary.ts';
import { foldShape } from '../search-engine/understand.ts';
import { skillLexeme } from '../search-engine/job-skills.ts';
import { filterToken, tokensQuery } from './search-index.ts';
import { FACET_COLUMNS, FACET_VALUES, rangeConditionsText } from './search-filters.ts';
import { namedSkillLexeme } from './named-skills.ts';

/**
 * Candidate search's statement (decision 028): one fixed text whatever the words and filters, their values given as
 * parameters, so that a PostgreSQL server prepares it once per connection and plans it no more (planning a search
 * cost more than running it). The words' tsquery is made by PostgreSQL's stemmers in a small statement first, and
 * remembered for the vocabulary's life.
 */


/** Days of experience today (a current job keeps counting). */
export const EXPERIENCE_DAYS = '(case when cs.experience_since is not null then current_date - cs.experience_since else cs.experience_days end)';

/**
 * The words' tsqueries as text: the match (words and occupations), the tiers of relevance (RANK_TIERS: the occupations
 * the words name, those they head, the skills they name) and the title tier.
 */
export interface TWordQueries {
  match: string | null;
  direct: string | null;
  wide: string | null;
  skills: string | null;
  rank: string | null;
}

const occupationTokens = (ids: number[]) => (ids.length ? tokensQuery(ids.map(filterToken.occupation), '|') : null);

/**
 * What ranks a candidate before the rank of the words (decision 189), in both engines: a seeker of an occupation the
 * words name (`direct`: «محاسب» the accountant) 10, else of an occupation they head (`wide`: the chief, tax and cost
 * accountants; «مطور» the front-end and mobile developers) 8; plus 4 with a skill the words name (the CV's skill
 * token), so that "python developer" puts the developers of every kind naming Python first, then the other developers
 * (the one the words name first), then others naming Python (issue 60's order); plus 1 for a title holding the words.
 */
export const RANK_TIERS = { direct: 10, wide: 8, skill: 4, title: 1 } as const;

/** The occupations and skills of a plan's tiers (RANK_TIERS). */
export function tiersOf(plan: TSearchPlan): { direct: number[]; wide: number[]; skills: string[] } {
  const groups = plan.groups.filter((group) => !group.negated);
  // The skills' lexemes: the tools the words name, and the skills a CV names that a group's words are (named-skills.ts).
  const namedOf = new Map(groups.map((group) => [group, group.skill ? null : namedSkillLexeme(group.words)]));
  const named = [...namedOf.values()].filter((lexeme): lexeme is string => lexeme !== null);
  // Beside another occupation, words that are both a skill and an occupation ("hr specialist payroll") rank as the skill.
  const occupations = groups.filter((group) => group.kind === 'occupation');
  const ranking = occupations.filter((group) => !namedOf.get(group) || occupations.every((other) => namedOf.get(other)));
  const direct = [...new Set(ranking.flatMap((group) => group.directIds))];
  const wide = [...new Set(ranking.flatMap((group) => group.occupationIds))].filter((id) => !direct.includes(id));
  return { direct, wide, skills: [...new Set([...plan.skills.map((name) => skillLexeme(name)), ...named])] };
}

/** The tiers' tsqueries as text (tokens of the search vector). */
export function tierQueries(plan: TSearchPlan): Pick<TWordQueries, 'direct' | 'wide' | 'skills'> {
  const { direct, wide, skills } = tiersOf(plan);
  return { direct: occupationTokens(direct), wide: occupationTokens(wide), skills: skills.length ? tokensQuery(skills, '|') : null };
}

/**
 * What the words match, as one tsquery on the search vector: each group is a candidate of its occupations (tokens of
 * the vector) or holds its typed words (a corrected or transliterated group: its occupations only), as the search
 * engine's `where` reads them (decision 023); `relaxed`: any group rather than all.
 */
function matchQuery(plan: TSearchPlan, relaxed: boolean): SQL | null {
  const canRelax = plan.groups.length > 1 && !plan.groups.some((group) => group.or) && !plan.shape;
  if (relaxed && !canRelax) return null;
  const parts = plan.groups.map((group) => {
    const occupations = occupationTokens(group.occupationIds);
    // A skill is the skill the CV names (its token, decision 168), never a stem of another word.
    const typed = group.skill ? sql`${tokensQuery([skillLexeme(group.skill)], '|')}::tsquery` : typedWordsQuery(group);
    // An occupation's words in another CV: in its titles (decision 189).
    const condition = !occupations ? typed : group.titleOnly ? sql`${occupations}::tsquery` : sql`(${occupations}::tsquery || ${inTitles(typed)})`;
    // Words that are a skill a CV names (named-skills.ts), in either script.
    const named = group.skill || group.titleOnly ? null : namedSkillLexeme(group.words);
    return { condition: named ? sql`(${condition} || ${tokensQuery([named], '|')}::tsquery)` : condition, or: group.or || relaxed };
  });
  if (!parts.length) return null;
  // Boolean words (decision 136): the groups joined as the operators say.
  if (plan.shape) {
    const joined = (operator: SQL) => (items: SQL[]) => sql`(${sql.join(items, sql` ${operator} `)})`;
    return foldShape(plan.shape, (index) => parts[index]!.condition, joined(sql`&&`), joined(sql`||`), (item) => sql`(!! ${item})`);
  }
  let result = parts[0]!.condition;
  for (const part of parts.slice(1)) result = sql`(${result} ${part.or ? sql`||` : sql`&&`} ${part.condition})`;
  return result;
}

const remembered = new WeakMap<TVocabulary, Map<string, TWordQueries>>();
const REMEMBERED_MAX = 20_000;

/** The tsqueries of a search's words as text (PostgreSQL stems them; the answer is kept while the vocabulary lives). */
export async function wordQueries(db: TDatabase, vocabulary: TVocabulary, plan: TSearchPlan, relaxed: boolean): Promise<TWordQueries> {
  const cache = remembered.get(vocabulary) ?? new Map<string, TWordQueries>();
  remembered.set(vocabulary, cache);
  const key = `${relaxed ? 'r' : 'u'}|${plan.groups.map((group) => `${group.or ? '|' : '&'}${group.titleOnly ? '!' : ''}${group.phrase ? '"' : ''}${group.words.join(' ')}:${group.occupationIds.join(',')}`).join(' ')}${plan.shape ? `|${JSON.stringify(plan.shape)}` : ''}`;
  const known = cache.get(key);
  if (known) return known;
  const match = matchQuery(plan, relaxed);
  const rank = plan.rankQuery(relaxed);
  const result = (await db.execute(sql`select ${match ? sql`(${match})::text` : sql`null::text`} as match, ${rank ? sql`(${rank})::text` : sql`null::text`} as rank`)) as unknown as {
    rows: Array<{ match: string | null; rank: string | null }>;
  };
  const row = result.rows[0];
  const queries: TWordQueries = { match: row?.match || null, ...tierQueries(plan), rank: row?.rank || null };
  if (cache.size >= REMEMBERED_MAX) cache.clear();
  cache.set(key, queries);
  return queries;
}

/** What a card shows of a row of `candidate_search cs` (names and contact are copied there from the account). */
export const CARD_COLUMNS = `cs.first_name, cs.last_name, cs.ar_first_name, cs.ar_last_name, cs.en_first_name, cs.en_last_name, cs.email, cs.phone,
  cs.headline, cs.skills[1:${CANDIDATE_CARD_SKILLS}] as top_skills, ${EXPERIENCE_DAYS} as days`;

/**
 * The cards of relation `source` (`user_id`, `position` and CARD_COLUMNS' values, city_id, last_active_at), with the
 * company's lists holding each and, for a company that is not verified (it then sees the contact of its applicants
 * only), whether each applied to it. `company`: the company's id as SQL text.
 */
export function cardsText(source: string, company: string): string {
  return `
    select coalesce(json_agg(json_build_object(
      'user_id', source.user_id, 'first_name', source.first_name, 'last_name', source.last_name, 'ar_first_name', source.ar_first_name,
      'ar_last_name', source.ar_last_name, 'en_first_name', source.en_first_name, 'en_last_name', source.en_last_name, 'email', source.email,
      'phone', source.phone, 'headline', source.headline, 'city_id', source.city_id, 'days', source.days, 'skills', source.top_skills,
      'last_active_at', source.last_active_at,
      'pools', coalesce(held.ids, '{}'),
      'blocked', exists(select 1 from message_blocks b where b.seeker_id = source.user_id and b.company_id = ${company}),
      'applied', case when (select verification_status from companies where id = ${company}) = 'verified' then false
                      else exists(select 1 from applications a inner join jobs j on j.id = a.job_id where a.user_id = source.user_id and j.company_id = ${company} and a.withdrawn_at is null) end
    ) order by source.position), '[]'::json)
    from ${source}
    left join (
      select m.seeker_id, array_agg(m.pool_id order by m.pool_id) as ids
      from talent_pools p inner join talent_pool_members m on m.pool_id = p.id
      where p.company_id = ${company}
      group by m.seeker_id
    ) held on held.seeker_id = source.user_id`;
}

/**
 * The statement: with `indexed`, the candidates whose vector matches `$1` (words and filter tokens, through the GIN
 * index), else every listed candidate; the range filters ($2..$9); at most the cap + 1 most recently active; ranked by
 * the tiers (RANK_TIERS: the occupations named $10, those headed $15, the skills named $16), the title tier and rank of
 * the words ($11), then the most recently active; the page ($12, $13) as cards of the company $14, the total and the
 * counts per filter value.
 */
export function statementText(indexed: boolean): string {
  return `
    with matched as materialized (
      select cs.user_id, ${FACET_COLUMNS}, cs.last_active_at, ${CARD_COLUMNS}${indexed ? ', cs.search' : ''}
      from candidate_search cs
      where cs.listed ${indexed ? 'and cs.search @@ $1::tsquery' : 'and $1::tsquery is null'}
        ${rangeConditionsText(2).map((condition) => `and ${condition}`).join('\n        ')}
      order by cs.last_active_at desc, cs.user_id desc
      limit ${CANDIDATE_SEARCH_COUNT_CAP + 1}
    ),
    ranked as (
      select cs.user_id, row_number() over (order by ${
        indexed
          ? `(case when cs.search @@ $10::tsquery then ${RANK_TIERS.direct} when cs.search @@ $15::tsquery then ${RANK_TIERS.wide} else 0 end
              + case when cs.search @@ $16::tsquery then ${RANK_TIERS.skill} else 0 end
              + case when ts_filter(cs.search, '{a}') @@ $11::tsquery then ${RANK_TIERS.title} else 0 end) desc,
             coalesce(ts_rank('{0.1, 0.2, 0.4, 1.0}'::float4[], cs.search, $11::tsquery), 0) desc,`
          : `$10::tsquery, $11::tsquery, $15::tsquery, $16::tsquery,`
      } cs.last_active_at desc, cs.user_id desc) as position
      from matched cs
    ),
    page as (
      select m.*, r.position from ranked r inner join matched m on m.user_id = r.user_id order by r.position limit $12 offset $13
    )
    select (select count(*) from matched)::int as total,
           (select verification_status from companies where id = $14) as verification,
           (${cardsText('page as source', '$14')}) as cards,
           ${FACET_VALUES} as facets`;
}

const statements = new Map<string, string>();

/**
 * Runs a statement of fixed text: prepared once per connection on a PostgreSQL server (`name`, no planning after the
 * first runs), a plain query on PGlite (which has no named statements).
 */
export async function runFixed<T>(db: TDatabase, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: { totalCount?: number; query: (...args: unknown[]) => Promise<{ rows: T[] }> } }).$client;
  // A node-postgres pool counts its clients; PGlite does not.
  const result = typeof client.totalCount === 'number' ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows;
}

/** Runs the search statement (words through the index, or every listed candidate). */
export async function runCandidateStatement<T>(db: TDatabase, indexed: boolean, values: unknown[]): Promise<T> {
  const name = `candidate_search_${indexed ? 'words' : 'all'}`;
  let text = statements.get(name);
  if (!text) statements.set(name, (text = statementText(indexed)));
  return (await runFixed<T>(db, name, text, values))[0]!;
}

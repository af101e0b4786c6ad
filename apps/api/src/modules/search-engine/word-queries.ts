import { sql, type SQL } from 'drizzle-orm';
import { anyOf, parseTsQuery, type TTsNode } from './tsquery.ts';

/**
 * The words of a search as PostgreSQL's stemmers read them (decision 027): for each word, the texts of
 * `plainto_tsquery` through the Arabic stemmer (as typed and with a final ى) and the English one. The vocabulary
 * holds them for its own words and the words of recent titles; other words are read in the statement a search
 * sends anyway.
 */

/** Each typed word's tsquery through both stemmers (its Arabic final ي also as ى), as PostgreSQL makes it. */
export type TWordQueries = Map<string, TTsNode | null>;

/** The expression of the words' stems around the SQL of a text array (its two halves). */
const AROUND_LIST = [
  `(select json_agg(json_build_array(plainto_tsquery('arabic'::regconfig, w)::text, plainto_tsquery('arabic'::regconfig, regexp_replace(w, 'ي$', 'ى'))::text, plainto_tsquery('english'::regconfig, w)::text) order by o) from unnest(`,
  `) with ordinality as t(w, o))`,
] as const;

/**
 * A select expression giving, for `words`, the texts of `plainto_tsquery` through the Arabic stemmer (as typed and
 * with a final ى) and the English one, as a JSON array of triples in the words' order. Callers put it in the
 * statement they already send, so the words cost no round trip of their own.
 */
export function wordQueriesSql(words: string[]): SQL {
  if (!words.length) return sql`'[]'::json`;
  const list = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  return sql.join([sql.raw(AROUND_LIST[0]), list, sql.raw(AROUND_LIST[1])], sql``);
}

/**
 * wordQueriesSql's expression as text around the SQL of a text array (`$2::text[]`), for a statement of fixed text
 * (an empty array gives null, which toWordQueries reads as no words).
 */
export const wordQueriesText = (list: string): string => `${AROUND_LIST[0]}${list}${AROUND_LIST[1]}`;

/** The answer of wordQueriesSql as each word's query. */
export function toWordQueries(words: string[], triples: Array<[string, string, string]> | null): TWordQueries {
  const queries: TWordQueries = new Map();
  words.forEach((word, index) => {
    const [arabic, arabicYa, english] = triples?.[index] ?? ['', '', ''];
    const spellings = [...new Set([arabic, arabicYa])].map(parseTsQuery);
    queries.set(word, anyOf([...spellings, parseTsQuery(english)]));
  });
  return queries;
}


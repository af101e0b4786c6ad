import type { TLocale, TSuggestion, TSuggestionsQuery } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { jobSearchIndex, latestChangeNow } from '../jobs/search-index.ts';
import { vocabularyOf } from '../search-engine/vocabulary.ts';
import { catalogueOf } from './catalogue.ts';
import { suggest } from './match.ts';

/**
 * Suggestions as people type (decision 110), answered from memory: the vocabulary search reads words with, and for
 * the job search the in-memory job index, brought up to the search change log's newest mark first, as a search is
 * (a company whose last shown job closed is no longer suggested).
 */
export function suggesting(deps: Pick<TAppDeps, 'db'>) {
  const { db } = deps;
  return async (locale: TLocale, query: TSuggestionsQuery, now = Date.now()): Promise<TSuggestion[]> => {
    const vocabulary = await vocabularyOf(db);
    const tally = query.scope === 'jobs' ? (await jobSearchIndex(db, await latestChangeNow(db))).listedTally(now) : null;
    return suggest(catalogueOf(query.scope, vocabulary, tally), query.q, locale);
  };
}

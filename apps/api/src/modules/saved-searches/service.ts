import { eq } from 'drizzle-orm';
import {
  SAVED_SEARCHES_MAX,
  type TCandidateSearchQuery,
  type TLocale,
  type TSavedSearch,
  type TSavedSearchList,
  type TSavedSearchUnsubscribeView,
  type TUnsubscribeOutcome,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { cities, majors, occupations } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { keyedWrite, recordKeyedWrite, type TKeyedWrite } from '../../idempotency-key.ts';
import { findMatches } from './digest.ts';
import { countOwnSearches, deleteOwnSearch, findOwnSearch, findOwnSearches, findSearchWithLocale, insertSearch, lockMember, recordCandidates, stopMails, updateSearch, type TSavedSearchView } from './queries.ts';
import { hasCriteria, savedQueryOf, searchQueryString, type TSavedQuery } from './saved-query.ts';
import { verifyUnsubscribe } from '../delivery/unsubscribe.ts';

/**
 * Saved candidate searches (decision 129): each is its member's own, in their company (another member's or another
 * company's is 404). The candidates a search finds when it is saved or changed are the ones the member is looking
 * at: they are recorded as seen, and only those found by later runs are new.
 */

const NAME_UNIQUE = 'saved_searches_member_name_unique';

/** Who asks: the member, their company, their language and time zone. */
export interface TSavedSearchReader {
  companyId: number;
  userId: number;
  locale: TLocale;
  formatDate: (date: Date) => string;
}

type TSavedSearchInputParsed = { name: string; frequency: TSavedSearch['frequency']; query: TCandidateSearchQuery };

function toSavedSearch(view: TSavedSearchView, reader: TSavedSearchReader): TSavedSearch {
  const query = (view.query ?? {}) as TSavedQuery;
  return {
    id: view.id,
    name: view.name,
    frequency: view.frequency,
    query,
    search_query: searchQueryString(query),
    new_count: view.new_count,
    last_run_at: view.last_run_at ? reader.formatDate(view.last_run_at) : null,
    last_viewed_at: reader.formatDate(view.last_viewed_at),
    created_at: reader.formatDate(view.created_at),
    updated_at: reader.formatDate(view.updated_at),
  };
}

async function ownSearch(db: TDatabase, reader: TSavedSearchReader, id: number): Promise<TSavedSearchView> {
  const view = await findOwnSearch(db, reader.companyId, reader.userId, id);
  if (!view) throw notFound();
  return view;
}

/** The rules the schema cannot check alone: words or a filter, and a city, major or occupation that exists. */
async function checkQuery(db: TDatabase, query: TCandidateSearchQuery): Promise<TSavedQuery> {
  const kept = savedQueryOf(query);
  if (!hasCriteria(kept)) throw new HttpError(422, 'saved_search_needs_criteria', { 'query.q': 'is_required' });
  const errors: Record<string, TFieldError> = {};
  const exists = async (table: typeof cities | typeof majors | typeof occupations, id: number | undefined) =>
    id === undefined || (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  if (!(await exists(cities, query.city_id))) errors['query.city_id'] = 'valid';
  if (!(await exists(majors, query.major_id))) errors['query.major_id'] = 'valid';
  if (!(await exists(occupations, query.occupation_id))) errors['query.occupation_id'] = 'valid';
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  return kept;
}

const nameTaken = () => new HttpError(422, 'validation_failed', { name: 'saved_search_name_taken' });

async function renamingErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw nameTaken();
    throw error;
  }
}

export async function listSavedSearches(deps: TAppDeps, reader: TSavedSearchReader): Promise<TSavedSearchList> {
  const views = await findOwnSearches(deps.db, reader.companyId, reader.userId);
  return { items: views.map((view) => toSavedSearch(view, reader)), limit: SAVED_SEARCHES_MAX };
}

/** The ids of the candidates a query finds now, for the company, in the member's language. */
async function presentCandidates(deps: TAppDeps, reader: TSavedSearchReader, query: TCandidateSearchQuery): Promise<number[]> {
  return (await findMatches(deps, reader.companyId, query, reader.locale)).map((card) => card.id);
}

/**
 * Saves a search (at most SAVED_SEARCHES_MAX a member: counted under a lock of the member's row; a name unique per
 * member whatever its case). With an Idempotency-Key a retry answers the search the first request made (decision 095).
 */
export async function createSavedSearch(deps: TAppDeps, reader: TSavedSearchReader, input: TSavedSearchInputParsed, keyed: TKeyedWrite): Promise<TSavedSearch> {
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const query = await checkQuery(deps.db, input.query);
      const present = await presentCandidates(deps, reader, input.query);
      const now = deps.now();
      return renamingErrors(() =>
        deps.db.transaction(async (tx) => {
          const db = tx as unknown as TDatabase;
          await lockMember(db, reader.userId);
          if ((await countOwnSearches(db, reader.companyId, reader.userId)) >= SAVED_SEARCHES_MAX) {
            throw new HttpError(422, 'validation_failed', { name: { key: 'saved_searches_full', params: { max: SAVED_SEARCHES_MAX } } });
          }
          const id = await insertSearch(db, {
            company_id: reader.companyId,
            user_id: reader.userId,
            name: input.name.trim(),
            query,
            frequency: input.frequency,
            next_run_at: new Date(now.getTime() + 86_400_000),
            last_viewed_at: now,
            created_at: now,
            updated_at: now,
          });
          await recordCandidates(db, id, present, now, true);
          await recordKeyedWrite(db, keyed, id);
          return toSavedSearch(await ownSearch(db, reader, id), reader);
        }),
      );
    },
    async (id) => toSavedSearch(await ownSearch(deps.db, reader, id), reader),
  );
}

/** Changes what is given; a changed search records the candidates it finds now as seen (they are not new), from now. */
export async function updateSavedSearch(
  deps: TAppDeps,
  reader: TSavedSearchReader,
  id: number,
  input: { name?: string; frequency?: TSavedSearch['frequency']; query?: TCandidateSearchQuery },
): Promise<TSavedSearch> {
  await ownSearch(deps.db, reader, id);
  const query = input.query ? await checkQuery(deps.db, input.query) : undefined;
  const present = input.query ? await presentCandidates(deps, reader, input.query) : [];
  const now = deps.now();
  return renamingErrors(() =>
    deps.db.transaction(async (tx) => {
      const db = tx as unknown as TDatabase;
      await updateSearch(db, id, {
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        // A changed search is what the member looks at now: its present candidates are seen, not new.
        ...(query ? { query, last_viewed_at: now } : {}),
        updated_at: now,
      });
      await recordCandidates(db, id, present, now, true);
      return toSavedSearch(await ownSearch(db, reader, id), reader);
    }),
  );
}

export async function deleteSavedSearch(deps: TAppDeps, reader: TSavedSearchReader, id: number): Promise<void> {
  if (!(await deleteOwnSearch(deps.db, reader.companyId, reader.userId, id))) throw notFound();
}

/** The member opens a saved search: its new candidates are seen from now. Answers it as it was before. */
export async function openSavedSearch(deps: TAppDeps, reader: TSavedSearchReader, id: number): Promise<TSavedSearch> {
  const view = await ownSearch(deps.db, reader, id);
  await updateSearch(deps.db, id, { last_viewed_at: deps.now() });
  return toSavedSearch(view, reader);
}

// ---- the unsubscribe link (no login: the signed token is the proof) ----

async function searchOfToken(db: TDatabase, token: string | undefined) {
  const id = await verifyUnsubscribe(db, 'saved-search', token);
  const row = id === null ? null : await findSearchWithLocale(db, id);
  if (!row) throw new HttpError(404, 'saved_search_link_invalid');
  return row;
}

export async function viewUnsubscribe(db: TDatabase, token: string | undefined): Promise<TSavedSearchUnsubscribeView> {
  const row = await searchOfToken(db, token);
  return { name: row.name, frequency: row.frequency, locale: row.locale };
}

/** Stops the search's mails (frequency off; the search and its count in the product stay). `locale`: the member's. */
export async function unsubscribe(db: TDatabase, token: string | undefined, now: Date): Promise<TUnsubscribeOutcome> {
  const row = await searchOfToken(db, token);
  return { changed: await stopMails(db, row.id, now), locale: row.locale };
}

import { CANDIDATE_SEARCH_COUNT_CAP, CANDIDATE_SEARCH_PER_PAGE_MAX, SAVED_SEARCH_MAIL_MAX, siteLink, type TCandidateCard, type TCandidateSearchQuery, type TLocale } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TSavedSearchRow } from '../../db/schema/index.ts';
import { runScheduledMail, sendScheduled, type TScheduledMail } from '../delivery/scheduled-mail.ts';
import { unsubscribeLink } from '../delivery/unsubscribe.ts';
import { searchCandidates } from '../candidates/search-candidates.ts';
import { renderSavedSearchMail } from './digest-mail.ts';
import { claimRun, claimUnannounced, findDueSearches, recordCandidates, updateSearch, type TDueSearch } from './queries.ts';
import { readSavedQuery } from './saved-query.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time run the saved searches ("TWZ" + 0x60). */
export const SAVED_SEARCH_LOCK_KEY = 0x54575a60;
const DAY_MS = 86_400_000;
/** A saved search runs once a day whatever its frequency: the product's count of new candidates stays current. */
const RUN_EVERY_MS = DAY_MS;
/** A weekly search mails at most once in this time. */
const WEEK_MS = 7 * DAY_MS;

/**
 * Every candidate a company's search finds now, the most recently active first (at most CANDIDATE_SEARCH_COUNT_CAP),
 * by candidate search itself (decision 028): the same words, filters, visibility and privacy rules as the page.
 * `strict`: the words as understood only, never "any of the words" or near spellings.
 */
export async function findMatches(deps: TAppDeps, companyId: number, query: TCandidateSearchQuery, locale: TLocale): Promise<TCandidateCard[]> {
  const reader = { locale, formatDate: (date: Date | null) => (date ? date.toISOString() : null) };
  const cards: TCandidateCard[] = [];
  for (let page = 1; ; page += 1) {
    const result = await searchCandidates(deps, companyId, { ...query, sort: 'active', page, per_page: CANDIDATE_SEARCH_PER_PAGE_MAX }, reader, { strict: true });
    cards.push(...result.items);
    if (result.items.length < CANDIDATE_SEARCH_PER_PAGE_MAX || cards.length >= Math.min(result.total, CANDIDATE_SEARCH_COUNT_CAP)) return cards;
  }
}

/** Whether a run at `now` mails: daily ones each run, weekly ones a week after their last mail (or their saving). */
function mailsNow(search: TSavedSearchRow, now: Date): boolean {
  if (search.frequency === 'daily') return true;
  if (search.frequency === 'weekly') return (search.last_mailed_at ?? search.created_at).getTime() <= now.getTime() - WEEK_MS;
  return false;
}

type TSavedSearchDeps = TAppDeps & { publicUrl: string };

/**
 * The saved candidate searches (decision 129), declared to the scheduled-mail runner (decision 162). A run that was
 * due at `next_run_at` is claimed first with one guarded UPDATE (two app nodes that read the same search: one runs
 * it). The candidates it finds are recorded once each (first seen now); when a mail is due, the ones no mail
 * announced yet and that the search still finds are claimed (one guarded UPDATE again) and mailed to the member in
 * their language, with the one-click unsubscribe.
 */
export const savedSearchMails: TScheduledMail<TSavedSearchDeps, TDueSearch, true, { status: 'ran'; found: number; fresh: number; mailed: number }> = {
  name: 'saved-searches',
  lockKey: SAVED_SEARCH_LOCK_KEY,
  batch: 100,
  due: (deps, now, limit) => findDueSearches(deps.db, now, limit),
  key: (due) => due.search.id,
  claim: async (deps, { search }, now) => ((await claimRun(deps.db, search, now, new Date(now.getTime() + RUN_EVERY_MS))) ? true : null),
  send: (deps, _claimed, due, now) => runClaimedSearch(deps, due, now),
};

/** One saved search's due run (claimed first: `skipped` when another node had it). */
export const runSavedSearch = (deps: TAppDeps, due: TDueSearch, now: Date, publicUrl: string) => sendScheduled(savedSearchMails, { ...deps, publicUrl }, due, now);

/** Runs every saved search due at `now` under the advisory lock SAVED_SEARCH_LOCK_KEY; a failing one is logged, the others go on. */
export const runSavedSearches = (deps: TAppDeps, publicUrl: string, now: Date, onError?: (searchId: number | string, error: unknown) => void) =>
  runScheduledMail(savedSearchMails, { ...deps, publicUrl }, now, onError);

async function runClaimedSearch(deps: TSavedSearchDeps, due: TDueSearch, now: Date) {
  const { search } = due;
  const { publicUrl } = deps;
  const query = readSavedQuery(search.query);
  if (!query) return { status: 'ran' as const, found: 0, fresh: 0, mailed: 0 };
  const locale = due.locale as TLocale;
  const cards = await findMatches(deps, search.company_id, query, locale);
  const ids = cards.map((card) => card.id);
  // Searches whose mails are off announce their new candidates in the product only.
  const fresh = await recordCandidates(deps.db, search.id, ids, now, search.frequency === 'off');
  if (!mailsNow(search, now) || !due.email) return { status: 'ran' as const, found: ids.length, fresh: fresh.length, mailed: 0 };
  const announced = new Set(await claimUnannounced(deps.db, search.id, ids, now));
  if (announced.size === 0) return { status: 'ran' as const, found: ids.length, fresh: fresh.length, mailed: 0 };

  const shown = cards.filter((card) => announced.has(card.id));
  const page = (path: string) => siteLink(publicUrl, locale, path);
  const unsubscribe = await unsubscribeLink(deps.db, publicUrl, locale, 'saved-search', search.id);
  const mail = renderSavedSearchMail({
    locale,
    name: search.name,
    candidates: shown.slice(0, SAVED_SEARCH_MAIL_MAX),
    total: shown.length,
    candidateUrl: (id) => page(`/employee-profile?id=${id}`),
    searchUrl: page(`/saved-searches/${search.id}`),
    manageUrl: page('/saved-searches'),
    unsubscribeUrl: unsubscribe.pageUrl,
  });
  await deps.mailer.send({
    to: due.email,
    ...mail,
    locale,
    purpose: 'saved_search',
    headers: unsubscribe.headers,
  });
  await updateSearch(deps.db, search.id, { last_mailed_at: now });
  return { status: 'ran' as const, found: ids.length, fresh: fresh.length, mailed: shown.length };
}

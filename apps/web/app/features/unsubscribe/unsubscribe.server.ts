import { data } from 'react-router';
import { UNSUBSCRIBE_PAGES, type TUnsubscribeList } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import type { TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';
import { splitLocalePath } from '../../lib/locale-path.ts';

/** The list a page address is of (the page answers at each list's address: its mails link there). */
function listOf(args: TApiArgs): TUnsubscribeList {
  const { rest } = splitLocalePath(args.url.pathname);
  const list = (Object.keys(UNSUBSCRIBE_PAGES) as TUnsubscribeList[]).find((name) => UNSUBSCRIBE_PAGES[name] === rest);
  if (!list) throw data(null, { status: 404 });
  return list;
}

/**
 * GET shows what the link stops and a confirm button (a mail scanner that prefetches the link changes nothing): the
 * alert or the saved search it stops, read by its token; the other lists show the question only.
 */
export async function unsubscribeLoader(args: TApiArgs) {
  const list = listOf(args);
  const token = args.url.searchParams.get('token') ?? '';
  const client = api(args, { token: null }).unsubscribe;
  const read = !token ? null : list === 'job-alert' ? client.jobAlertView({ query: { token } }) : list === 'saved-search' ? client.savedSearchView({ query: { token } }) : null;
  const result = await read;
  if (result && result.status >= 500) throw data(result.message, { status: 503 });
  const view = result?.ok && result.data ? result.data : null;
  return {
    list,
    token,
    /** What the link stops: an alert's keywords and details, a saved search's name. */
    alert: view && 'is_paused' in view ? view : null,
    name: view && 'name' in view ? view.name : null,
    /** Bad: no token, or the list reads its row and the token found none. */
    invalid: !token || (read !== null && !view),
    stopped: view ? ('is_paused' in view ? view.is_paused : view.frequency === 'off') : false,
  };
}
export type TUnsubscribePage = Awaited<ReturnType<typeof unsubscribeLoader>>;

export interface TUnsubscribeResult extends TActionResult {
  /** The mails' language: the confirmation is written in it. */
  locale?: 'ar' | 'en';
}

const CONFIRM = { 'job-alert': 'jobAlert', 'saved-search': 'savedSearch', 'recommended-jobs': 'recommendedJobs', 'member-digest': 'memberDigest' } as const;

/** The confirm button: the API stops the list's mails and answers in their language. */
export async function unsubscribeAction(args: TApiArgs) {
  const list = listOf(args);
  const form = await args.request.formData();
  const result = await api(args, { token: null }).unsubscribe[CONFIRM[list]]({ body: { token: text(form, 'token') } });
  if (!result.ok || !result.data) return data<TUnsubscribeResult>({ ok: false, message: result.message }, { status: result.status });
  return { ok: true, message: result.message, locale: result.data.locale } satisfies TUnsubscribeResult;
}

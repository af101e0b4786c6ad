import { data } from 'react-router';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import type { TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';

export interface TUnsubscribeResult extends TActionResult {
  /** The alert's language: the confirmation is written in it. */
  locale?: 'ar' | 'en';
}

/** GET shows what the link stops and a confirm button: a mail scanner that prefetches the link changes nothing. */
export async function unsubscribeLoader(args: TApiArgs) {
  const token = args.url.searchParams.get('token') ?? '';
  if (!token) return { token, alert: null };
  const result = await api(args, { token: null }).alertUnsubscribe.view({ query: { token } });
  if (result.status >= 500) throw data(result.message, { status: 503 });
  return { token, alert: result.ok && result.data ? result.data : null };
}

export type TUnsubscribePage = Awaited<ReturnType<typeof unsubscribeLoader>>;

/** The confirm button: pauses the alert (decision 017) and answers the API's confirmation, in the alert's language. */
export async function unsubscribeAction(args: TApiArgs) {
  const form = await args.request.formData();
  const result = await api(args, { token: null }).alertUnsubscribe.confirm({ body: { token: text(form, 'token') } });
  if (!result.ok || !result.data) return data<TUnsubscribeResult>({ ok: false, message: result.message }, { status: result.status });
  return { ok: true, message: result.message, locale: result.data.locale } satisfies TUnsubscribeResult;
}

import { data, redirect } from 'react-router';
import { API, type TSavedSearchFrequency } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { idParam } from '../../lib/params.ts';
import { translator } from '../../i18n/index.ts';

/** What a failed form of the saved searches page sends back to the form it came from. */
export interface TSavedSearchesResult extends TActionResult {
  intent?: string;
  id?: number;
}

/** /saved-searches: the member's saved candidate searches with their counts of new candidates. */
export async function savedSearchesLoader(args: TApiArgs) {
  const result = await api(args).savedSearches.list();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return result.data;
}
export type TSavedSearchesPage = Awaited<ReturnType<typeof savedSearchesLoader>>;

/** `intent`: update (`id`, `name`, `frequency`) | delete (`id`). Successes come back with a toast; failures answer their form. */
export async function savedSearchesAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const fail = (status: number, message: string) =>
    data<TSavedSearchesResult>({ ok: false, intent, id, message: message || translator(locale)('errors.generic') }, { status });
  if (!Number.isInteger(id) || id <= 0) return fail(400, '');
  const done = async (message: string) =>
    redirect(`${args.url.pathname}${args.url.search}`, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, args.context) } });
  if (intent === 'update') {
    const body = { name: text(form, 'name'), frequency: text(form, 'frequency') as TSavedSearchFrequency };
    const result = await submitToApi(args, API.savedSearches.update, body, { params: { id }, extra: { intent, id } });
    return result.ok ? done(result.message) : result.response;
  }
  if (intent === 'delete') {
    const result = await api(args).savedSearches.remove({ params: { id } });
    return result.ok ? done(result.message) : fail(result.status, result.message);
  }
  return fail(400, '');
}

/** /saved-searches/:id: the member opens a saved search (its new candidates are seen from now), which runs it. */
export async function openSavedSearchLoader(args: TApiArgs & { params: { id?: string } }) {
  const { prefix } = args.context.get(localeContext);
  const result = await api(args).savedSearches.open({ params: { id: idParam(args.params.id) } });
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  const query = result.data.search_query;
  return redirect(`${prefix}/search-on-employee${query ? `?${query}` : ''}`);
}

/** "Save this search" on /search-on-employee: the page's words and filters (its page, order and job are not kept). */
export async function saveSearchAction(args: TApiArgs, form: FormData, params: Record<string, string | undefined>) {
  const { page: _page, sort: _sort, job_id: _job, ...query } = params;
  const body = { name: text(form, 'name'), frequency: text(form, 'frequency'), query };
  const created = await submitToApi(args, API.savedSearches.create, body, { extra: { intent: 'save-search' } });
  if (!created.ok) return created.response;
  return redirect(`${args.url.pathname}${args.url.search}`, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: created.message }, args.context) } });
}


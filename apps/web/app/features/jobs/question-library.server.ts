import { data, redirect } from 'react-router';
import type { TScreeningLibraryItem } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { translator } from '../../i18n/index.ts';

/** What a failed removal sends back to the page: its message beside the question it named. */
export interface TQuestionLibraryResult extends TActionResult {
  id?: number;
}

/**
 * /company-screening-questions (decision 127): the company's library of screening questions. The API lets a member
 * whose role reads jobs list it (`jobs:read`) and one who writes jobs remove from it (`jobs:write`); a viewer is 403.
 */
export async function questionLibraryLoader(args: TApiArgs): Promise<{ items: TScreeningLibraryItem[] }> {
  const result = await api(args).screeningLibrary.list();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { items: result.data.items };
}

/** `intent=remove` with the question's `id`: a plain form, back to the page with a toast. */
export async function questionLibraryAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const id = Number(text(form, 'id'));
  const fail = (status: number, message: string) => data<TQuestionLibraryResult>({ ok: false, id, message: message || t('errors.generic') }, { status });
  if (text(form, 'intent') !== 'remove' || !Number.isInteger(id) || id <= 0) return fail(400, t('errors.generic'));
  const result = await api(args).screeningLibrary.remove({ params: { id } });
  if (!result.ok) return fail(result.status, result.message);
  return redirect(args.url.pathname, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

import { data, redirect } from 'react-router';
import type { TZatcaConsole } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';

/** /admin/zatca (decision 171): the invoicing unit, the counts and the queue with ZATCA's words. */
export async function zatcaConsoleLoader(args: TApiArgs): Promise<{ console: TZatcaConsole }> {
  const result = await api(args).adminZatca.state();
  if (!result.ok || !result.data) throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  return { console: result.data };
}

export type TZatcaRetryResult = { ok: false; id: number; message: string };

/** intent retry: a refused or waiting document sent again now; the API's words come back as the toast or the error. */
export async function zatcaConsoleAction(args: TApiArgs) {
  const t = translator(args.context.get(localeContext).locale);
  const form = await args.request.formData();
  const id = Number(text(form, 'id')) || 0;
  if (text(form, 'intent') !== 'retry' || !id) return data<TZatcaRetryResult>({ ok: false, id, message: t('errors.generic') }, { status: 400 });
  const result = await api(args).adminZatca.retry({ params: { id }, body: {} });
  if (!result.ok || !result.data) return data<TZatcaRetryResult>({ ok: false, id, message: result.message || t('errors.generic') }, { status: result.status });
  const { prefix } = args.context.get(localeContext);
  const kind = result.data.state === 'waiting' || result.data.state === 'rejected' ? 'error' : 'success';
  return redirect(withPrefix(prefix, '/admin/zatca'), { headers: { 'Set-Cookie': await flashHeader({ kind, message: result.message }, args.context) } });
}

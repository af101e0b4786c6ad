import { data, redirect, redirectDocument } from 'react-router';
import type { TBankAccount, TFeatureOption, TJobOwn } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { formIdempotencyKey } from '../../lib/idempotency-field.ts';

export interface TFeatureData {
  job: TJobOwn;
  options: TFeatureOption[];
  bankAccounts: TBankAccount[];
}

/** /company-jobs/:id/feature: the company's job and the featuring periods for sale (decision 135). */
export async function featureLoader(args: TApiArgs & { params: { id?: string } }): Promise<TFeatureData> {
  const client = api(args);
  const id = idParam(args.params.id);
  const [job, options, banks] = await Promise.all([client.companyJobs.get({ params: { id } }), client.featured.options(), client.bankAccounts.list()]);
  if (!job.ok || !job.data) throw data({ message: job.message }, { status: job.status });
  return { job: job.data, options: options.data ?? [], bankAccounts: banks.data ?? [] };
}

/**
 * Buys a featuring period (decision 135): intent online sends the browser to the gateway's page; bank opens a
 * bank-transfer purchase and goes to /payments, which shows the accounts and the receipt form. Each form carries an
 * Idempotency-Key made when the page rendered, so a double submit is one purchase. A job that is not live: the API's
 * 422 message, in the page's language.
 */
export async function featureAction(args: TApiArgs & { params: { id?: string } }) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const optionId = Number(text(form, 'option_id')) || 0;
  const payType = intent === 'online' ? 'online' : 'bank';
  const fail = (status: number, message: string) => data<TActionResult>({ ok: false, message: message || t('errors.generic') }, { status });
  if (intent !== 'online' && intent !== 'bank') return fail(400, t('errors.generic'));
  const started = await api(args, { idempotencyKey: formIdempotencyKey(form) }).featured.buy({ params: { id: idParam(args.params.id) }, body: { option_id: optionId, pay_type: payType } });
  if (!started.ok || !started.data) return fail(started.status, started.message);
  if (payType === 'online') {
    if (!started.data.redirect_url) return fail(502, t('pay.checkout.noRedirect'));
    return redirectDocument(started.data.redirect_url);
  }
  return redirect(withPrefix(prefix, '/payments#packages'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: started.message || t('toast.success') }, context) } });
}

import { data, redirect, redirectDocument } from 'react-router';
import type { TCheckout } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { pickedFile, text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { uploadFile } from '../../lib/server/uploads.server.ts';
import { idParam } from '../../lib/params.ts';
import { isSecondStepOffered } from '../account-security/index.server.ts';

/** The checkout, and how many posting credits the company can spend instead of paying (decision 130). */
/** `second_step_offer`: the owner is offered the second step where they pay (decision 166). */
export type TCheckoutData = TCheckout & { credits_available: number; second_step_offer: boolean };

export interface TCheckoutResult extends TActionResult {
  intent: string;
}

type TCheckoutArgs = TApiArgs & { params: { jobId?: string } };

/** /checkout/:jobId: the checkout view of the job, as the API decides it (another company's job is the 404 page). */
export async function checkoutLoader(args: TCheckoutArgs): Promise<TCheckoutData> {
  const client = api(args);
  const [result, credits, offered] = await Promise.all([client.payments.checkout({ params: { id: idParam(args.params.jobId) } }), client.packages.credits(), isSecondStepOffered(args)]);
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status === 403 ? 404 : result.status });
  return { ...result.data, credits_available: credits.data?.available ?? 0, second_step_offer: offered };
}

/**
 * intent online: opens a card payment and sends the browser to the gateway's hosted page.
 * intent bank: opens a bank-transfer payment (the page then shows the accounts, the amount and the reference).
 * intent credit: publishes the job with one of the company's posting credits instead of paying (decision 130).
 * intent receipt: uploads the transfer receipt (files kind=invoice) and attaches it to the open bank payment,
 * opening a new one first when there is none (after a refused transfer).
 */
export async function checkoutAction(args: TCheckoutArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const jobId = idParam(args.params.jobId);
  const client = api(args);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const fail = (status: number, message: string, errors?: TCheckoutResult['errors']) =>
    data<TCheckoutResult>({ ok: false, intent, message: message || t('errors.generic'), errors }, { status });
  const back = async (message: string) =>
    redirect(withPrefix(prefix, `/checkout/${jobId}`), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  const start = (payType: 'online' | 'bank') => client.payments.start({ params: { id: jobId }, body: { pay_type: payType } });

  if (intent === 'online') {
    const started = await start('online');
    if (!started.ok || !started.data) return fail(started.status, started.message);
    if (!started.data.redirect_url) return fail(502, t('pay.checkout.noRedirect'));
    // A full page load: the gateway's page is not a route of this app, even when served from the same origin.
    return redirectDocument(started.data.redirect_url);
  }
  if (intent === 'bank') {
    const started = await start('bank');
    return started.ok ? back(started.message) : fail(started.status, started.message);
  }
  if (intent === 'credit') {
    const spent = await client.packages.spend({ params: { id: jobId } });
    return spent.ok ? back(spent.message) : fail(spent.status, spent.message);
  }
  if (intent === 'receipt') {
    const file = pickedFile(form, 'receipt');
    if (!file) return fail(422, t('errors.generic'), { receipt: [t('pay.bank.chooseReceipt')] });
    let paymentId = Number(text(form, 'payment_id')) || 0;
    if (!paymentId) {
      const started = await start('bank');
      if (!started.ok || !started.data) return fail(started.status, started.message);
      paymentId = started.data.id;
    }
    const uploaded = await uploadFile(args, 'invoice', file, 'receipt');
    if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
    const attached = await client.payments.attachReceipt({ params: { id: paymentId }, body: { invoice_file_id: uploaded.file.id } });
    if (!attached.ok) return fail(attached.status, attached.message, attached.errors?.invoice_file_id ? { receipt: attached.errors.invoice_file_id } : attached.errors);
    return back(attached.message || t('pay.bank.sent'));
  }
  return fail(400, t('errors.generic'));
}

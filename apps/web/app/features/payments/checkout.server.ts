import { data, redirect, redirectDocument } from 'react-router';
import type { TBankAccount, TCompanyOwn, TJobOwn, TJobStatus, TPayment, TPrice } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../lib/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { pickedFile } from '../../lib/form-data.ts';
import { uploadFile } from '../../lib/uploads.server.ts';
import { idParam } from '../../lib/params.ts';

export interface TCheckoutData {
  job: { id: number; title: string; status: TJobStatus };
  price: TPrice;
  blockers: TCompanyOwn['publish_blockers'];
  /** The payment that waits (pending online or bank, or a bank receipt under review). */
  open: TPayment | null;
  /** The newest refused bank transfer or declined card, when nothing newer replaced it. */
  lastFailure: TPayment | null;
  /** The newest confirmed payment of this job (for its invoice). */
  paid: TPayment | null;
  banks: TBankAccount[];
}

export interface TCheckoutResult extends TActionResult {
  intent: string;
}

const OPEN: ReadonlyArray<TPayment['status']> = ['pending', 'awaiting_review'];

/** Everything /checkout/:jobId shows: the job, the server's price, what still stops the company, the job's payments and the bank accounts. */
export async function checkoutLoader(args: TApiArgs & { params: { jobId?: string } }): Promise<TCheckoutData> {
  const jobId = idParam(args.params.jobId);
  const [job, price, company, payments, banks] = await Promise.all([
    callApi<TJobOwn>(args, 'GET', `/api/v1/company/jobs/${jobId}`),
    callApi<TPrice>(args, 'GET', '/api/v1/payments/price'),
    callApi<TCompanyOwn>(args, 'GET', '/api/v1/company/profile'),
    callApi<TPayment[]>(args, 'GET', `/api/v1/company/payments?job_id=${jobId}`),
    callApi<TBankAccount[]>(args, 'GET', '/api/v1/bank-accounts'),
  ]);
  if (!job.ok || !job.data) throw data({ message: job.message }, { status: job.status === 403 ? 404 : job.status });
  if (!price.ok || !price.data) throw data({ message: price.message }, { status: price.status });
  const history = [...(payments.data ?? [])].sort((a, b) => b.id - a.id);
  const open = history.find((p) => p.id === job.data?.open_payment_id) ?? history.find((p) => OPEN.includes(p.status)) ?? null;
  const newest = history.find((p) => p.status !== 'cancelled' && !(p.status === 'pending' && p.pay_type === 'online'));
  return {
    job: { id: job.data.id, title: job.data.title, status: job.data.status },
    price: price.data,
    blockers: company.data?.publish_blockers ?? [],
    open,
    lastFailure: newest && (newest.status === 'rejected' || newest.status === 'failed') ? newest : null,
    paid: history.find((p) => p.status === 'paid') ?? null,
    banks: banks.data ?? [],
  };
}

/**
 * intent online: opens a card payment and sends the browser to the gateway's hosted page.
 * intent bank: opens a bank-transfer payment (the page then shows the accounts, the amount and the reference).
 * intent receipt: uploads the transfer receipt (files kind=invoice) and attaches it to the open bank payment,
 * opening a new one first when there is none (after a refused transfer).
 */
export async function checkoutAction(args: TApiArgs & { params: { jobId?: string } }) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const jobId = idParam(args.params.jobId);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const fail = (status: number, message: string, errors?: TCheckoutResult['errors']) =>
    data<TCheckoutResult>({ ok: false, intent, message: message || t('errors.generic'), errors }, { status });
  const back = async (message: string) =>
    redirect(withPrefix(prefix, `/checkout/${jobId}`), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  const start = (payType: 'online' | 'bank') => callApi<TPayment>(args, 'POST', `/api/v1/company/jobs/${jobId}/payments`, { pay_type: payType });

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
    const attached = await callApi<TPayment>(args, 'POST', `/api/v1/company/payments/${paymentId}/receipt`, { invoice_file_id: uploaded.file.id });
    if (!attached.ok) return fail(attached.status, attached.message, attached.errors?.invoice_file_id ? { receipt: attached.errors.invoice_file_id } : attached.errors);
    return back(attached.message || t('pay.bank.sent'));
  }
  return fail(400, t('errors.generic'));
}

import { data, redirect, redirectDocument } from 'react-router';
import type { TBankAccount, TPackage, TPayment, TPostingCredits, TTaxInvoice } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { pickedFile, text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { uploadFile } from '../../lib/server/uploads.server.ts';
import { formIdempotencyKey } from '../../lib/idempotency-field.ts';

export interface TReturnData {
  payment: TPayment | null;
  /** Why the gateway declined, as it said it (shown as text, only beside a failed payment). */
  gatewayMessage: string | null;
  /** The API's message when the payment could not be checked. */
  error: string | null;
}

/**
 * /payments/return?payment=<id>&...: the gateway sent the browser back. The page never trusts the query's
 * status: it asks the API to confirm with the gateway (idempotent, so a reload changes nothing).
 */
export async function returnLoader(args: TApiArgs): Promise<TReturnData> {
  const query = args.url.searchParams;
  const paymentId = idParam(query.get('payment'));
  const client = api(args);
  const confirmed = await client.payments.confirm({ params: { id: paymentId } });
  if (confirmed.status === 404) throw data(null, { status: 404 });
  const gatewayMessage = (query.get('message') ?? '').trim().slice(0, 200) || null;
  if (!confirmed.ok || !confirmed.data) {
    // The payment is the company's, but could not be checked now (gateway unreachable): show it as it stands.
    const stored = await client.payments.get({ params: { id: paymentId } });
    if (stored.status === 404) throw data(null, { status: 404 });
    return { payment: stored.data ?? null, gatewayMessage, error: confirmed.message || stored.message };
  }
  return { payment: confirmed.data, gatewayMessage, error: null };
}

export interface TPaymentsData {
  payments: TPayment[];
  /** The company's posting credits and the packages for sale (decision 130). */
  credits: TPostingCredits;
  packages: TPackage[];
  bankAccounts: TBankAccount[];
}

export interface TPackagesResult extends TActionResult {
  intent: string;
  packageId?: number;
}

/** /payments: the company's payments, newest first (as the API lists them), its credits and the packages it can buy. */
export async function paymentsLoader(args: TApiArgs): Promise<TPaymentsData> {
  const client = api(args);
  const [result, credits, packages, banks] = await Promise.all([client.payments.list(), client.packages.credits(), client.packages.list(), client.bankAccounts.list()]);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return {
    payments: result.data ?? [],
    credits: credits.data ?? { available: 0, next_expiry: null, credits: [] },
    packages: packages.data ?? [],
    bankAccounts: banks.data ?? [],
  };
}

/**
 * /payments actions (decision 130): intent buy-online sends the browser to the gateway's page for the package;
 * buy-bank opens a bank-transfer purchase (the page then shows the accounts and the receipt form); receipt uploads
 * the transfer receipt of that purchase. Each form carries an Idempotency-Key made when the page rendered, so a
 * double submit is one purchase.
 */
export async function paymentsAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const client = api(args);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const packageId = Number(text(form, 'package_id')) || 0;
  const fail = (status: number, message: string, errors?: TPackagesResult['errors']) =>
    data<TPackagesResult>({ ok: false, intent, packageId, message: message || t('errors.generic'), errors }, { status });
  const back = async (message: string) =>
    redirect(withPrefix(prefix, '/payments#packages'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  // Each buy form carries its own key (decisions 093, 130): a double submit is one purchase.
  const buy = (payType: 'online' | 'bank') => api(args, { idempotencyKey: formIdempotencyKey(form) }).packages.buy({ params: { id: packageId }, body: { pay_type: payType } });

  if (intent === 'buy-online') {
    const started = await buy('online');
    if (!started.ok || !started.data) return fail(started.status, started.message);
    if (!started.data.redirect_url) return fail(502, t('pay.checkout.noRedirect'));
    return redirectDocument(started.data.redirect_url);
  }
  if (intent === 'buy-bank') {
    const started = await buy('bank');
    return started.ok ? back(started.message) : fail(started.status, started.message);
  }
  if (intent === 'receipt') {
    const paymentId = Number(text(form, 'payment_id')) || 0;
    const file = pickedFile(form, 'receipt');
    if (!file || !paymentId) return fail(422, t('errors.generic'), { receipt: [t('pay.bank.chooseReceipt')] });
    const uploaded = await uploadFile(args, 'invoice', file, 'receipt');
    if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
    const attached = await client.payments.attachReceipt({ params: { id: paymentId }, body: { invoice_file_id: uploaded.file.id } });
    if (!attached.ok) return fail(attached.status, attached.message, attached.errors?.invoice_file_id ? { receipt: attached.errors.invoice_file_id } : attached.errors);
    return back(attached.message || t('pay.bank.sent'));
  }
  return fail(400, t('errors.generic'));
}

/**
 * /invoices/:id: the tax invoice of a paid payment; another company's (or an unpaid one) is a page that does not exist.
 * A standard invoice ZATCA has not cleared yet (decision 171, the API's 409): the page says it waits.
 */
export async function invoiceLoader(args: TApiArgs & { params: { id?: string } }): Promise<{ invoice: TTaxInvoice | null }> {
  const result = await api(args).payments.invoice({ params: { id: idParam(args.params.id) } });
  if (result.status === 409) return { invoice: null };
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status === 403 ? 404 : result.status });
  return { invoice: result.data };
}

/**
 * /invoices/:id/credit-note (decision 171): the credit note of a credited payment. Not there while ZATCA clears it
 * (the invoice comes without it, the payment says it was credited): the page says it waits; never credited: 404.
 */
export async function creditNoteLoader(args: TApiArgs & { params: { id?: string } }): Promise<{ invoice: TTaxInvoice | null; waiting: boolean }> {
  const { invoice } = await invoiceLoader(args);
  if (invoice?.credit) return { invoice, waiting: false };
  const payment = await api(args).payments.get({ params: { id: idParam(args.params.id) } });
  if (!payment.ok || !payment.data?.credit_reason) throw data({ message: payment.message }, { status: 404 });
  return { invoice: null, waiting: true };
}

/** /bank-accounts: the platform's active bank accounts (public). */
export async function bankAccountsLoader(args: TApiArgs): Promise<{ banks: TBankAccount[] }> {
  const result = await api(args, { token: null }).bankAccounts.list();
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { banks: result.data ?? [] };
}

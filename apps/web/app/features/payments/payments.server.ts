import { data } from 'react-router';
import type { TBankAccount, TPayment, TTaxInvoice } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { idParam } from '../../lib/params.ts';

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

/** /payments: the company's payments, newest first (as the API lists them). */
export async function paymentsLoader(args: TApiArgs): Promise<{ payments: TPayment[] }> {
  const result = await api(args).payments.list();
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { payments: result.data ?? [] };
}

/** /invoices/:id: the tax invoice of a paid payment; another company's (or an unpaid one) is a page that does not exist. */
export async function invoiceLoader(args: TApiArgs & { params: { id?: string } }): Promise<{ invoice: TTaxInvoice }> {
  const result = await api(args).payments.invoice({ params: { id: idParam(args.params.id) } });
  if (!result.ok || !result.data) throw data({ message: result.message }, { status: result.status === 403 || result.status === 409 ? 404 : result.status });
  return { invoice: result.data };
}

/** /bank-accounts: the platform's active bank accounts (public). */
export async function bankAccountsLoader(args: TApiArgs): Promise<{ banks: TBankAccount[] }> {
  const result = await api(args, { token: null }).bankAccounts.list();
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { banks: result.data ?? [] };
}

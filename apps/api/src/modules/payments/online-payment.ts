import type { FastifyBaseLogger } from 'fastify';
import { siteLink, type TLocale } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TPaymentRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { gatewayFor, type TGatewayDeps } from './gateways/index.ts';
import { GatewayError, type TGatewayStatus, type TPaymentGatewayAdapter } from './gateways/types.ts';
import { markPaid } from './mark-paid.ts';
import { sendPaymentNotice } from './payment-mail.ts';
import { failPendingPayment, findGatewayPayment, isEventRecorded, recordPaymentEvent, setCheckout } from './queries.ts';

export interface TPaymentDeps extends TGatewayDeps {
  config: TConfig;
  /** The company's payment notices (decision 026). */
  notifier: TNotifier;
  log?: FastifyBaseLogger;
}

export interface TGatewayEvent {
  gateway: string;
  eventId: string;
  kind: string;
  payload?: unknown;
}

/** The callback (return) page of the web app, in the language the company pays in. */
export function returnUrl(publicUrl: string, locale: TLocale, paymentId: number): string {
  return siteLink(publicUrl, locale, `/payments/return?payment=${paymentId}`);
}

/** Cancels the cancelled payments' checkouts at their gateways, so that nobody can still pay them there. */
export async function cancelCheckouts(deps: TGatewayDeps & { log?: FastifyBaseLogger }, cancelled: readonly TPaymentRow[]): Promise<void> {
  for (const old of cancelled) {
    if (!old.gateway || !old.gateway_ref) continue;
    const ref = old.gateway_ref;
    try {
      await gatewayFor(deps, old.gateway).cancelCheckout?.(ref);
    } catch (error) {
      deps.log?.warn({ err: error, paymentId: old.id }, 'could not cancel the replaced checkout');
    }
  }
}

/**
 * Makes the gateway's hosted checkout of a new online payment and stores it on the payment. The gateway cannot
 * be reached: the payment fails (502). The payment was cancelled meanwhile: the new checkout is cancelled too (409).
 */
export async function openCheckout(
  deps: TPaymentDeps,
  gateway: TPaymentGatewayAdapter,
  created: TPaymentRow,
  sold: { description: string; locale: TLocale },
): Promise<TPaymentRow> {
  const { db, config } = deps;
  let checkout: Awaited<ReturnType<typeof gateway.createCheckout>>;
  try {
    checkout = await gateway.createCheckout({
      paymentId: created.id,
      amountHalalas: created.total_halalas,
      description: sold.description,
      callbackUrl: returnUrl(config.publicUrl, sold.locale, created.id),
    });
  } catch (error) {
    deps.log?.error({ err: error, paymentId: created.id }, 'checkout could not be created');
    await failPendingPayment(db, created.id, 'gateway unavailable');
    if (error instanceof GatewayError) throw new HttpError(502, 'payment_gateway_unavailable');
    throw error;
  }
  const row = await setCheckout(db, created.id, checkout);
  if (!row) {
    // Cancelled while the checkout was made (the job went back to the drafts, or another payment replaced it):
    // the new checkout is cancelled too, so that nobody can pay it.
    await cancelCheckouts(deps, [{ ...created, gateway_ref: checkout.ref }]);
    throw new HttpError(409, 'payment_job_not_awaiting');
  }
  return row;
}

/**
 * Applies what the gateway says about an online payment, idempotently, in one transaction: paid → the
 * payment is paid (invoice number) and the job goes live; failed → the payment failed and the job still
 * waits for payment; initiated → nothing. With an event, its (gateway, event_id) is recorded first and a
 * replay changes nothing. `changed` tells whether this call changed the payment.
 */
export async function confirmOnlinePayment(
  db: TDatabase,
  paymentId: number,
  gatewayStatus: TGatewayStatus,
  options: { postingDays: number; event?: TGatewayEvent; log?: FastifyBaseLogger; zatca?: boolean },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    if (options.event && !(await recordPaymentEvent(tx, options.event, paymentId))) return { changed: false };
    if (gatewayStatus.status === 'paid') {
      return { changed: (await markPaid(tx, paymentId, 'pending', { postingDays: options.postingDays, log: options.log, zatca: options.zatca })) !== null };
    }
    if (gatewayStatus.status === 'failed') {
      return { changed: await failPendingPayment(tx, paymentId, gatewayStatus.message?.slice(0, 500) ?? 'failed') };
    }
    return { changed: false };
  });
}

/**
 * Asks the payment's gateway for its status and applies it (the return page, and webhooks after their
 * secret is checked). The gateway's amount and currency must be the payment's: otherwise 422, nothing changes.
 */
export async function checkOnlinePayment(deps: TPaymentDeps, payment: TPaymentRow, event?: Omit<TGatewayEvent, 'gateway'>): Promise<{ changed: boolean; status: TGatewayStatus['status'] }> {
  if (payment.pay_type !== 'online' || !payment.gateway) throw new HttpError(409, 'payment_not_online');
  if (payment.status !== 'pending' || !payment.gateway_ref) return { changed: false, status: payment.status === 'paid' ? 'paid' : payment.status === 'failed' ? 'failed' : 'initiated' };
  let status: TGatewayStatus;
  try {
    status = await gatewayFor(deps, payment.gateway).fetchStatus(payment.gateway_ref);
  } catch (error) {
    deps.log?.error({ err: error, paymentId: payment.id }, 'gateway status could not be fetched');
    throw error instanceof GatewayError ? new HttpError(502, 'payment_gateway_unavailable') : error;
  }
  if (status.status === 'paid' && (status.amountHalalas !== payment.total_halalas || status.currency !== payment.currency)) {
    deps.log?.error({ paymentId: payment.id, gateway: status }, 'gateway amount or currency differs from the payment');
    throw new HttpError(422, 'payment_gateway_mismatch');
  }
  const result = await confirmOnlinePayment(deps.db, payment.id, status, {
    postingDays: deps.config.jobPostingDays,
    log: deps.log,
    zatca: deps.config.zatca !== undefined,
    ...(event ? { event: { ...event, gateway: payment.gateway } } : {}),
  });
  // Only the call that made the payment paid sends the receipt: a retried confirm or a later webhook changes nothing.
  if (result.changed && status.status === 'paid') await sendPaymentNotice(deps, payment.id, 'online_paid');
  return { ...result, status: status.status };
}

/**
 * A gateway webhook: its secret first (401), then the payment it is about (by the checkout ref, or the
 * payment id in the metadata); the status is fetched again from the gateway, never taken from the body.
 * Events about nothing of ours are acknowledged and ignored; a replay changes nothing.
 */
export async function handleWebhook(deps: TPaymentDeps, gatewayName: 'moyasar', body: unknown): Promise<{ applied: boolean }> {
  const gateway = gatewayFor(deps, gatewayName);
  if (!gateway.verifyWebhook) throw notFound();
  const event = gateway.verifyWebhook(body);
  const by = event.ref ? { ref: event.ref } : event.paymentId ? { paymentId: event.paymentId } : undefined;
  if (!by) return { applied: false };
  const payment = await findGatewayPayment(deps.db, gatewayName, by);
  if (!payment) return { applied: false };
  if (await isEventRecorded(deps.db, gatewayName, event.eventId)) return { applied: false };
  // The stored copy is for support: without the shared secret.
  const { secret_token: _secret, ...payload } = body as Record<string, unknown>;
  const result = await checkOnlinePayment(deps, payment, { eventId: event.eventId, kind: event.type, payload });
  return { applied: result.changed };
}

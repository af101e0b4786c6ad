import type { TPaymentGateway } from '@tawzeef/contract';

export interface TCheckoutInput {
  paymentId: number;
  amountHalalas: number;
  description: string;
  /** The web return page (`/payments/return?payment=<id>`); the gateway sends the browser back there. */
  callbackUrl: string;
}

export interface TCheckout {
  /** The gateway's id for this checkout (stored as payments.gateway_ref). */
  ref: string;
  /** Where the browser goes to pay (the gateway's hosted page). */
  redirectUrl: string;
}

export interface TGatewayStatus {
  status: 'paid' | 'failed' | 'initiated';
  amountHalalas: number;
  currency: string;
  message?: string;
}

/** A webhook notification once its secret has been checked; its status is never trusted alone. */
export interface TWebhookEvent {
  eventId: string;
  type: string;
  /** The gateway ref of the checkout the event is about (Moyasar: the invoice id). */
  ref: string | undefined;
  /** Our payment id as the checkout's metadata carries it, when present. */
  paymentId: number | undefined;
}

/**
 * A payment provider, as the payments module sees it: create a hosted checkout, ask the status of one
 * (always from the provider, never from what the browser brings back), and authenticate webhooks.
 */
export interface TPaymentGatewayAdapter {
  name: TPaymentGateway;
  createCheckout(input: TCheckoutInput): Promise<TCheckout>;
  fetchStatus(ref: string): Promise<TGatewayStatus>;
  /** Best effort: stop a checkout that was replaced by another payment from being paid. */
  cancelCheckout?(ref: string): Promise<void>;
  /** Checks a webhook's secret; throws a GatewayAuthError when it is missing or wrong. */
  verifyWebhook?(body: unknown): TWebhookEvent;
}

/** The provider could not be reached or answered with an error (answered 502 to the client). */
export class GatewayError extends Error {
  override name = 'GatewayError';
}

/** A webhook without the configured secret (answered 401). */
export class GatewayAuthError extends Error {
  override name = 'GatewayAuthError';
}

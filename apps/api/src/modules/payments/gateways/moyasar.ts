import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DB_ID_MAX } from '@tawzeef/contract';
import type { TConfig } from '../../../config.ts';
import { GatewayAuthError, GatewayError, type TGatewayStatus, type TPaymentGatewayAdapter } from './types.ts';

const TIMEOUT_MS = 10_000;

/** The parts of Moyasar's invoice object we read (GET/POST /v1/invoices). */
const ZMoyasarInvoice = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  url: z.string().url().optional(),
});

/** A Moyasar webhook: the event id and type, the account's secret token, and the payment in `data`. */
const ZMoyasarWebhook = z.object({
  // Ids are UUIDs: the bounds keep a malformed event out of the unique index (PostgreSQL refuses long index rows).
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  secret_token: z.string().optional(),
  data: z
    .object({
      id: z.string().optional(),
      invoice_id: z.string().max(200).nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .passthrough(),
});

/** Invoice statuses that end an attempt without payment; anything else unpaid is still open. */
const FAILED_INVOICE_STATUSES = new Set(['failed', 'expired', 'canceled', 'cancelled', 'voided']);

export function mapInvoiceStatus(status: string): TGatewayStatus['status'] {
  if (status === 'paid') return 'paid';
  return FAILED_INVOICE_STATUSES.has(status) ? 'failed' : 'initiated';
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // Compare equal-length buffers so neither the length nor the content leaks through timing.
  return left.length === right.length ? timingSafeEqual(left, right) : (timingSafeEqual(left, left), false);
}

/** A fetch that failed because the connection was closed or reset under it (undici's "other side closed"), not a time-out. */
function isConnectionReset(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'TimeoutError' || error.name === 'AbortError') return false;
  const cause = (error as Error & { cause?: { code?: string } }).cause;
  return ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(cause?.code ?? '');
}

/**
 * Moyasar (https://docs.moyasar.com) through its Invoices API: the invoice's hosted page takes the card
 * (mada, Visa, Mastercard, Apple Pay), then sends the browser to `success_url`. Status comes from
 * GET /v1/invoices/:id with the secret key; webhooks are accepted only with the account's secret token.
 */
export function moyasarGateway(config: NonNullable<TConfig['moyasar']>): TPaymentGatewayAdapter {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    fetch(`${config.baseUrl}${path}`, {
      method,
      headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      // A read whose kept-alive connection the server had just closed is asked once more, on a new connection (a
      // webhook answered 502 for it on a busy machine); a time-out is not, nor is a write, which may have been done.
      response = await send(method, path, body).catch((error: unknown) => (method === 'GET' && isConnectionReset(error) ? send(method, path, body) : Promise.reject(error)));
    } catch (error) {
      throw new GatewayError(`moyasar ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayError(`moyasar ${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      throw new GatewayError(`moyasar ${method} ${path}: the answer is not JSON`);
    }
  }

  async function fetchInvoice(id: string) {
    const parsed = ZMoyasarInvoice.safeParse(await call('GET', `/v1/invoices/${encodeURIComponent(id)}`));
    if (!parsed.success) throw new GatewayError('moyasar: unexpected invoice object');
    return parsed.data;
  }

  return {
    name: 'moyasar',
    async createCheckout({ paymentId, amountHalalas, description, callbackUrl }) {
      const answer = await call('POST', '/v1/invoices', {
        amount: amountHalalas,
        currency: 'SAR',
        description,
        // The browser comes back to the return page, which asks the server to check the invoice.
        success_url: callbackUrl,
        back_url: callbackUrl,
        metadata: { payment_id: String(paymentId) },
      });
      const parsed = ZMoyasarInvoice.safeParse(answer);
      if (!parsed.success || !parsed.data.url) throw new GatewayError('moyasar: the created invoice has no id or url');
      return { ref: parsed.data.id, redirectUrl: parsed.data.url };
    },
    async fetchStatus(ref) {
      const invoice = await fetchInvoice(ref);
      return { status: mapInvoiceStatus(invoice.status), amountHalalas: invoice.amount, currency: invoice.currency, message: invoice.status };
    },
    async cancelCheckout(ref) {
      await call('DELETE', `/v1/invoices/${encodeURIComponent(ref)}`);
    },
    verifyWebhook(body) {
      const secret = config.webhookSecret;
      const token = typeof body === 'object' && body !== null ? (body as { secret_token?: unknown }).secret_token : undefined;
      if (!secret || typeof token !== 'string' || !safeEqual(token, secret)) throw new GatewayAuthError('moyasar webhook: wrong or missing secret_token');
      const parsed = ZMoyasarWebhook.safeParse(body);
      if (!parsed.success) throw new GatewayError('moyasar webhook: unexpected event object');
      const event = parsed.data;
      const metadataId = Number(event.data.metadata?.payment_id);
      return {
        eventId: event.id,
        type: event.type,
        ref: event.data.invoice_id ?? undefined,
        paymentId: Number.isInteger(metadataId) && metadataId > 0 && metadataId <= DB_ID_MAX ? metadataId : undefined,
      };
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { testGatewayCharges } from '../../../db/schema/index.ts';
import { TEST_CARDS, isLuhnValid } from './test-gateway.ts';
import type { TCardField } from './test-gateway-page.ts';

/** A charge of the embedded test gateway (one hosted checkout). */
export type TTestCharge = typeof testGatewayCharges.$inferSelect;

/** What a card form post comes to: no such charge, the form again with its errors, or back to the shop. */
export type TTestPayment =
  | { outcome: 'unknown' }
  | { outcome: 'invalid'; charge: TTestCharge; errors: TCardField[]; values: { name: string; expiry: string } }
  | { outcome: 'done'; location: string };

export async function findTestCharge(db: TDatabase, id: string): Promise<TTestCharge | undefined> {
  const [charge] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, id)).limit(1);
  return charge;
}

/** The shop's callback with the gateway's answer: `id`, `status` and `message`, as gateways add them. */
export function callbackWithResult(charge: Pick<TTestCharge, 'id' | 'callback_url' | 'status' | 'message'>): string {
  const url = new URL(charge.callback_url);
  url.searchParams.set('id', charge.id);
  url.searchParams.set('status', charge.status);
  if (charge.message) url.searchParams.set('message', charge.message);
  return url.toString();
}

/** Whether MM/YY is this month or later (UTC). */
export function isFutureExpiry(value: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function decide(number: string): { status: 'paid' | 'failed'; message: string } {
  if (number === TEST_CARDS.success) return { status: 'paid', message: 'Approved (test mode)' };
  if (number === TEST_CARDS.declined) return { status: 'failed', message: 'Card declined (test mode)' };
  return { status: 'failed', message: 'test mode: use a test card' };
}

/**
 * A card form post on the hosted page: the card is checked (name, Luhn, future expiry, 3-digit code), then the
 * charge records paid or failed once. A finished charge never changes again: the browser goes back with the
 * recorded result, also when two submissions race.
 */
export async function payTestCharge(db: TDatabase, chargeId: string, body: unknown): Promise<TTestPayment> {
  const charge = await findTestCharge(db, chargeId);
  if (!charge) return { outcome: 'unknown' };
  if (charge.status !== 'initiated') return { outcome: 'done', location: callbackWithResult(charge) };

  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const name = field('name').trim();
  const number = field('number').replace(/[\s-]/g, '');
  const expiry = field('expiry').trim();
  const cvc = field('cvc').trim();
  const errors: TCardField[] = [];
  if (!name || name.length > 100) errors.push('name');
  if (!isLuhnValid(number)) errors.push('number');
  if (!isFutureExpiry(expiry)) errors.push('expiry');
  if (!/^\d{3}$/.test(cvc)) errors.push('cvc');
  if (errors.length) return { outcome: 'invalid', charge, errors, values: { name, expiry } };

  const result = decide(number);
  const [updated] = await db
    .update(testGatewayCharges)
    .set({ status: result.status, message: result.message, card_last4: number.slice(-4), updated_at: new Date() })
    .where(and(eq(testGatewayCharges.id, charge.id), eq(testGatewayCharges.status, 'initiated')))
    .returning();
  // Two submissions at once: the one that lost goes back with the result the other recorded.
  const final = updated ?? (await findTestCharge(db, charge.id)) ?? charge;
  return { outcome: 'done', location: callbackWithResult(final) };
}

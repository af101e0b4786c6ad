import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client.ts';
import { testGatewayCharges } from '../../../db/schema/index.ts';
import { GatewayError, type TPaymentGatewayAdapter } from './types.ts';

/** The test cards of the embedded gateway (decision 013); any other card that passes the Luhn check is declined. */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
} as const;

/**
 * The embedded test gateway: a payment provider played by the platform itself. Its charges live in
 * `test_gateway_charges`, its hosted page is GET/POST /api/v1/test-gateway/:chargeId (test-gateway-routes.ts).
 * Charge ids are long random strings: the page is public and the id is what protects it.
 */
export function testGateway(db: TDatabase, publicUrl: string, locale: 'ar' | 'en' = 'ar'): TPaymentGatewayAdapter {
  return {
    name: 'test',
    async createCheckout({ amountHalalas, description, callbackUrl }) {
      const id = `tgc_${randomBytes(16).toString('hex')}`;
      await db.insert(testGatewayCharges).values({ id, amount_halalas: amountHalalas, currency: 'SAR', description, callback_url: callbackUrl });
      return { ref: id, redirectUrl: `${publicUrl}/api/v1/test-gateway/${id}?lang=${locale}` };
    },
    async fetchStatus(ref) {
      const [charge] = await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, ref)).limit(1);
      if (!charge) throw new GatewayError(`test gateway: no charge ${ref}`);
      return { status: charge.status, amountHalalas: charge.amount_halalas, currency: charge.currency, ...(charge.message ? { message: charge.message } : {}) };
    },
    async cancelCheckout(ref) {
      await db
        .update(testGatewayCharges)
        .set({ status: 'failed', message: 'cancelled: replaced by another payment', updated_at: new Date() })
        .where(and(eq(testGatewayCharges.id, ref), eq(testGatewayCharges.status, 'initiated')));
    },
  };
}

/** The Luhn checksum every real card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

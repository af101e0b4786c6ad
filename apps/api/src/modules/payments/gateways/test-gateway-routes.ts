import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase } from '../../../db/client.ts';
import { testGatewayCharges } from '../../../db/schema/index.ts';
import { TEST_CARDS, isLuhnValid } from './test-gateway.ts';
import { hostedPageCsp, pageLocale, renderNotFoundPage, renderPaymentPage, type TCardField } from './test-gateway-page.ts';

type TCharge = typeof testGatewayCharges.$inferSelect;

const ZParams = z.object({ chargeId: z.string().max(100) });
const ZQuery = z.object({ lang: z.string().max(5).optional() });

/** The shop's callback with the gateway's answer: `id`, `status` and `message`, as gateways add them. */
export function callbackWithResult(charge: Pick<TCharge, 'id' | 'callback_url' | 'status' | 'message'>): string {
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
 * The hosted page of the embedded test gateway, at /api/v1/test-gateway/:chargeId (public: the long random
 * id is the secret). GET shows the card form in test mode; POST records paid or failed once and sends the
 * browser back to the shop's callback with 303.
 */
export const testGatewayRoutes = (db: TDatabase): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    const find = async (id: string) => (await db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, id)).limit(1))[0];
    const localeOf = (request: FastifyRequest, lang: string | undefined) =>
      pageLocale(lang, request.headers['x-locale'] as string | undefined, request.headers['accept-language']);

    const sendPage = (reply: FastifyReply, status: number, html: string, callbackUrl?: string) =>
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', hostedPageCsp(callbackUrl))
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(html);

    const schema = { tags: ['payments'], params: ZParams, querystring: ZQuery };

    app.get('/test-gateway/:chargeId', { config: { public: true }, schema: { ...schema, summary: 'The test gateway’s hosted payment page (HTML, test mode)' } }, async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const charge = await find(request.params.chargeId);
      if (!charge) return sendPage(reply, 404, renderNotFoundPage(locale));
      const returnUrl = charge.status === 'initiated' ? charge.callback_url : callbackWithResult(charge);
      return sendPage(reply, 200, renderPaymentPage(locale, charge, { returnUrl }), charge.callback_url);
    });

    app.post('/test-gateway/:chargeId', { config: { public: true }, schema: { ...schema, summary: 'Pay on the test gateway’s hosted page (form post; answers 303 to the callback)' } }, async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const charge = await find(request.params.chargeId);
      if (!charge) return sendPage(reply, 404, renderNotFoundPage(locale));
      // A finished charge never changes again: the browser goes back with the recorded result.
      if (charge.status !== 'initiated') return reply.code(303).header('Location', callbackWithResult(charge)).send();

      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
      const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const name = field('name').trim();
      const number = field('number').replace(/[\s-]/g, '');
      const expiry = field('expiry').trim();
      const cvc = field('cvc').trim();
      const errors: TCardField[] = [];
      if (!name || name.length > 100) errors.push('name');
      if (!isLuhnValid(number)) errors.push('number');
      if (!isFutureExpiry(expiry)) errors.push('expiry');
      if (!/^\d{3}$/.test(cvc)) errors.push('cvc');
      if (errors.length) {
        return sendPage(reply, 422, renderPaymentPage(locale, charge, { returnUrl: charge.callback_url, errors, values: { name, expiry } }), charge.callback_url);
      }

      const result = decide(number);
      const [updated] = await db
        .update(testGatewayCharges)
        .set({ status: result.status, message: result.message, card_last4: number.slice(-4), updated_at: new Date() })
        .where(and(eq(testGatewayCharges.id, charge.id), eq(testGatewayCharges.status, 'initiated')))
        .returning();
      // Two submissions at once: the one that lost goes back with the result the other recorded.
      const final = updated ?? (await find(charge.id)) ?? charge;
      return reply.code(303).header('Location', callbackWithResult(final)).send();
    });
  };

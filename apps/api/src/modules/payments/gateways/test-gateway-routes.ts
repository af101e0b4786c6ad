import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../../deps.ts';
import { routes } from '../../../plugins/route.ts';
import { callbackWithResult, findTestCharge, payTestCharge } from './test-gateway-charges.ts';
import { hostedPageCsp, pageLocale, renderNotFoundPage, renderPaymentPage } from './test-gateway-page.ts';

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

/**
 * The hosted page of the embedded test gateway, at /api/v1/test-gateway/:chargeId (public: the long random
 * id is the secret). GET shows the card form in test mode; POST records paid or failed once and sends the
 * browser back to the shop's callback with 303.
 */
export const testGatewayRoutes = ({ db }: Pick<TAppDeps, 'db'>) => async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  routes(app, API.testGateway, {
    page: async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const charge = await findTestCharge(db, request.params.chargeId);
      if (!charge) return sendPage(reply, 404, renderNotFoundPage(locale));
      const returnUrl = charge.status === 'initiated' ? charge.callback_url : callbackWithResult(charge);
      return sendPage(reply, 200, renderPaymentPage(locale, charge, { returnUrl }), charge.callback_url);
    },
    pay: async (request, reply) => {
      const locale = localeOf(request, request.query.lang);
      const paid = await payTestCharge(db, request.params.chargeId, request.body);
      if (paid.outcome === 'unknown') return sendPage(reply, 404, renderNotFoundPage(locale));
      if (paid.outcome === 'invalid') {
        const { charge, errors, values } = paid;
        return sendPage(reply, 422, renderPaymentPage(locale, charge, { returnUrl: charge.callback_url, errors, values }), charge.callback_url);
      }
      return reply.code(303).header('Location', paid.location).send();
    },
  });
};

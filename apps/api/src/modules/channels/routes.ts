import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { listChannels, removeChannel, saveChannel, type TChannelDeps } from './service.ts';
import { receiveInboundSms, receiveWhatsappNotification, verifyWhatsappSubscription } from './webhooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they came (the WhatsApp webhook's signature is over them). */
    rawBody?: Buffer;
  }
}

/** /api/v1: the seeker's SMS and WhatsApp channels, and the providers' webhooks (decision 140). */
export const channelRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const channelDeps: TChannelDeps = { db: deps.db, config: deps.config, sms: deps.sms, whatsapp: deps.whatsapp };
  const ownerOf = (request: FastifyRequest) => requireAuth(request).user;
  const answer = async (request: FastifyRequest) => listChannels(channelDeps, ownerOf(request), (date) => request.formatDate(date));

  routes(app, API.messageChannels, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await answer(request) }),
    save: async (request) => {
      await saveChannel(channelDeps, ownerOf(request), request.params.channel, request.body, deps.now());
      return { message: t(request.locale, 'channel_saved'), data: await answer(request) };
    },
    remove: async (request) => {
      await removeChannel(channelDeps, ownerOf(request), request.params.channel, deps.now());
      return { message: t(request.locale, 'channel_removed'), data: await answer(request) };
    },
  });

  // The providers' webhooks, in a scope of their own where JSON is parsed from its bytes, kept for the signature check.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (request: FastifyRequest, body: Buffer, done) => {
      request.rawBody = body;
      try {
        done(null, body.length ? JSON.parse(body.toString('utf8')) : undefined);
      } catch (error) {
        (error as { statusCode?: number }).statusCode = 400;
        done(error as Error, undefined);
      }
    });
    routes(hooks, API.channelWebhooks, {
      whatsappVerify: async (request, reply) => reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(verifyWhatsappSubscription(deps.config, request.query)),
      whatsapp: async (request) => ({
        message: t(request.locale, 'webhook_received'),
        data: await receiveWhatsappNotification(deps.db, deps.config, request.rawBody ?? Buffer.alloc(0), request.headers['x-hub-signature-256'], deps.now()),
      }),
      smsInbound: async (request) => ({
        message: t(request.locale, 'webhook_received'),
        data: await receiveInboundSms(deps.db, deps.config, request.headers['x-webhook-token'], request.body, deps.now()),
      }),
    });
  });
};

import fp from 'fastify-plugin';
import { resolveLocale, parseTimezoneOffset, toOffsetIso, type TLocale } from '@tawzeef/contract';

/** Saudi Arabia's offset, used when a client sends no usable `Timezone` header. */
export const DEFAULT_TZ_OFFSET_MINUTES = 180;

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
    tzOffset: number;
    /** A timestamp as ISO 8601 in the caller's `Timezone`. */
    formatDate(date: Date): string;
    formatDate(date: Date | null): string | null;
  }
}

/** Every request speaks the language of `X-locale` (Arabic by default) and formats dates in its `Timezone`. */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'ar');
  app.decorateRequest('tzOffset', DEFAULT_TZ_OFFSET_MINUTES);
  app.decorateRequest('formatDate', function (this: { tzOffset: number }, date: Date | null) {
    return date ? toOffsetIso(date, this.tzOffset) : null;
  } as never);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = resolveLocale(request.headers['x-locale'] as string | undefined);
    const header = request.headers['timezone'];
    request.tzOffset = parseTimezoneOffset(typeof header === 'string' ? header : undefined) ?? DEFAULT_TZ_OFFSET_MINUTES;
    reply.header('Content-Language', request.locale);
  });
});

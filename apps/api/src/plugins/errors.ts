import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { attributeName, localizeIssues, translateMessage, type TErrorEnvelope } from '@tawzeef/contract';
import { HttpError, RequestValidationError, isDatabaseUnavailable, isPoolWaitTimeout, serverBusy } from '../errors.ts';
import { t, type TApiMessage } from '../i18n.ts';

const STATUS_MESSAGES: Record<number, TApiMessage> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
  507: 'storage_full',
};

/** How long a client should wait before it tries again after a 503 (the database is usually back within seconds). */
const RETRY_AFTER_SECONDS = '5';

/**
 * One error handler for the API: `{ message, errors? }` in the caller's language; field errors are 422;
 * a 5xx never shows its cause. The database out of reach (a restart, a network cut) is a 503 with Retry-After,
 * never a 500: the process keeps running and answers normally as soon as the pool reconnects.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((thrown: FastifyError | HttpError | RequestValidationError, request, reply) => {
    const locale = request.locale;
    // The pool's wait past its deadline (decision 164): the process is full, not the database away; no warning each.
    const error = isPoolWaitTimeout(thrown) ? serverBusy() : thrown;
    if (error instanceof RequestValidationError) {
      return reply.code(422).send({ message: t(locale, 'validation_failed'), errors: localizeIssues(error.issues, error.input, locale) });
    }
    if (error instanceof HttpError) {
      const body: TErrorEnvelope = { message: t(locale, error.messageKey), ...(error.reason ? { reason: error.reason } : {}) };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).flatMap(([field, entry]) => {
            if (!entry) return [];
            const { key, params } = typeof entry === 'string' ? { key: entry, params: undefined } : entry;
            return [[field, [translateMessage(key, locale, { attribute: attributeName(field, locale), ...params })]]];
          }),
        );
      }
      if (error.statusCode === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS);
      return reply.code(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send({ message: t(locale, 'service_unavailable') });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: t(locale, 'server_error') });
    }
    return reply.code(status).send({ message: t(locale, STATUS_MESSAGES[status] ?? 'bad_request') });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: t(request.locale, 'route_not_found') });
  });
});

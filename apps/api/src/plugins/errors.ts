import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { attributeName, localizeIssues, translateMessage, type TFieldErrors } from '@tawzeef/contract';
import { HttpError, RequestValidationError } from '../errors.ts';
import { t, type TApiMessage } from '../i18n.ts';

const STATUS_MESSAGES: Record<number, TApiMessage> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * One error handler for the API: `{ message, errors? }` in the caller's language; field errors are 422;
 * a 5xx never shows its cause.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    const locale = request.locale;
    if (error instanceof RequestValidationError) {
      return reply.code(422).send({ message: t(locale, 'validation_failed'), errors: localizeIssues(error.issues, error.input, locale) });
    }
    if (error instanceof HttpError) {
      const body: { message: string; errors?: TFieldErrors } = { message: t(locale, error.messageKey) };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).flatMap(([field, entry]) => {
            if (!entry) return [];
            const { key, params } = typeof entry === 'string' ? { key: entry, params: undefined } : entry;
            return [[field, [translateMessage(key, locale, { attribute: attributeName(field, locale), ...params })]]];
          }),
        );
      }
      return reply.code(error.statusCode).send(body);
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

import type { FastifyRequest } from 'fastify';
import type { TClientInfo } from './service.ts';

/** The caller of a sign-in endpoint, as the session records it and the answer is written for. */
export function clientOf(request: FastifyRequest): TClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'], locale: request.locale, formatDate: (date) => request.formatDate(date) };
}

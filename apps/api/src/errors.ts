import type { z } from 'zod';
import type { TErrorReason, TMessageKey } from '@tawzeef/contract';
import type { TApiMessage } from './i18n.ts';

/** A field's message: a key, or a key with the values of its placeholders (`{ key: 'image_size', params: { count: 5 } }`). */
export type TFieldError = TMessageKey | { key: TMessageKey; params?: Record<string, string | number> };

/** An error the client can act on: a status, a message key, and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: TApiMessage,
    readonly fieldErrors?: Partial<Record<string, TFieldError>>,
    /** What a client reads instead of the words (`step_up_required`): the answer's `reason`. */
    readonly reason?: TErrorReason,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
/**
 * A request that waited past its deadline in a queue inside the process (decision 164: the database pool, the
 * password hashes): 503 with Retry-After and the load shedding's "busy" message, before any work was done for it.
 */
export const serverBusy = () => new HttpError(503, 'server_busy');
/** The bytes of an upload do not fit in file storage (disk full, quota reached): 507. */
export const storageFull = () => new HttpError(507, 'storage_full');
export const unauthenticated = () => new HttpError(401, 'unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden');

/** A request part that failed its Zod schema; answered as 422 with messages in the caller's language. */
export class RequestValidationError extends Error {
  statusCode = 422;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('validation_failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * PostgreSQL error codes of a database that is away or not taking work: admin shutdown, crash shutdown, starting
 * up (57P01-57P03), too many connections (53300), and every connection exception (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Network errors of a connection to the database that was refused, reset or never reached. */
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What the pg driver says when a connection ends under it, or cannot be had in time. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;
/** What pg's pool says when every connection stayed busy for its whole wait (a new one that cannot connect says "Connection terminated due to connection timeout"). */
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * Whether an error is the pool's wait ending (decision 164): every connection was busy for the whole deadline. The
 * process is full, not the database away: the request is answered as a busy server's.
 */
export function isPoolWaitTimeout(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  return error.message === POOL_WAIT_MESSAGE || isPoolWaitTimeout(error.cause, depth + 1);
}

/**
 * Whether an error means the database cannot be reached right now (answered 503, not 500): its PostgreSQL code,
 * its network code or the driver's message, looked for through the causes Drizzle wraps it in. A failed `fetch`
 * (the geocoder, a payment gateway) is not the database, whatever its cause says.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error.message === 'fetch failed') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NETWORK_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

import type { z } from 'zod';
import type { TFieldErrors, TMessageKey } from '@tawzeef/contract';
import type { TApiMessage } from './i18n.ts';

/** A field's message: a key, or a key with the values of its placeholders (`{ key: 'image_size', params: { count: 5 } }`). */
export type TFieldError = TMessageKey | { key: TMessageKey; params?: Record<string, string | number> };

/** An error the client can act on: a status, a message key, and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: TApiMessage,
    readonly fieldErrors?: Partial<Record<string, TFieldError>>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found');
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

export type { TFieldErrors };

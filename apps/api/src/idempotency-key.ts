import { HttpError } from './errors.ts';

/** 1 to 255 visible ASCII characters (a UUID is typical); an RFC 8941 string in double quotes is taken without them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The Idempotency-Key header of a creating request (payments, applications: decision 021): undefined when the
 * request has none; 400 when it is not a key (empty, too long, repeated).
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = typeof header === 'string' ? header.replace(/^"(.*)"$/, '$1') : '';
  if (!KEY_PATTERN.test(value)) throw new HttpError(400, 'idempotency_key_invalid');
  return value;
}

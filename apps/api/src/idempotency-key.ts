import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from './db/client.ts';
import { anonymousIdempotencyKeys, idempotencyKeys } from './db/schema/index.ts';
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

/** What a key was first used for, and the row it made. */
export interface TKeyedWrite {
  /** The request's key, parsed (undefined: no key, every request writes). */
  key: string | undefined;
  /** The account; null for a visitor (decision 095), whose keys are their own by `address`. */
  userId: number | null;
  /** What the key is for, e.g. `message:<conversation id>`: the same key for another scope is 422. */
  scope: string;
  /** A visitor's client address (userId null): part of their key's hash. */
  address?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The key of a request that writes (decision 095): the account's, or a visitor's by its client address; `scope` names
 * the write (e.g. `comment:<post id>`) and `body` what it asks: the same key with another body is another request
 * (422 for an account; for a visitor simply another key, so no visitor ever meets another's).
 */
export function keyedRequest(header: string | string[] | undefined, who: { userId: number | null; address?: string }, scope: string, body?: unknown): TKeyedWrite {
  const key = parseIdempotencyKey(header);
  const scoped = body === undefined ? scope : `${scope}:${sha256(JSON.stringify(body)).slice(0, 32)}`;
  return who.userId === null ? { key, userId: null, scope: scoped, address: who.address ?? '' } : { key, userId: who.userId, scope: scoped };
}

/** A visitor's key as stored: a hash of the key, the scope and the address (the key itself is not kept). */
const anonymousHash = (write: TKeyedWrite & { key: string }) => sha256(JSON.stringify([write.address ?? '', write.scope, write.key]));

/** The row an earlier request with this key made (its id), undefined when the key is new; 422 when it made something else. */
export async function findKeyedWrite(db: TDatabase, write: TKeyedWrite): Promise<number | undefined> {
  if (write.key === undefined) return undefined;
  if (write.userId === null) {
    const [made] = await db
      .select({ resource_id: anonymousIdempotencyKeys.resource_id })
      .from(anonymousIdempotencyKeys)
      .where(eq(anonymousIdempotencyKeys.key_hash, anonymousHash({ ...write, key: write.key })))
      .limit(1);
    return made?.resource_id;
  }
  const [row] = await db
    .select({ scope: idempotencyKeys.scope, resource_id: idempotencyKeys.resource_id })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, write.userId), eq(idempotencyKeys.key, write.key)))
    .limit(1);
  if (!row) return undefined;
  if (row.scope !== write.scope) throw new HttpError(422, 'idempotency_key_reused');
  return row.resource_id;
}

/** Records the key with the row it made, in the transaction that wrote the row (a unique violation when it was taken meanwhile). */
export async function recordKeyedWrite(tx: TDatabase, write: TKeyedWrite, resourceId: number): Promise<void> {
  if (write.key === undefined) return;
  if (write.userId === null) {
    await tx.insert(anonymousIdempotencyKeys).values({ key_hash: anonymousHash({ ...write, key: write.key }), scope: write.scope, resource_id: resourceId });
    return;
  }
  await tx.insert(idempotencyKeys).values({ user_id: write.userId, key: write.key, scope: write.scope, resource_id: resourceId });
}

/**
 * A write a client may retry (decision 093): `write` makes the row and records the key (recordKeyedWrite) in one
 * transaction; a retry with the key answers `replay(id)` of the row the first one made and writes nothing; two requests
 * with one key at once: one writes, the other answers what it wrote (whatever the second met meanwhile: the key's
 * primary key, the name the first took, the state the first moved the row to; decision 095).
 */
export async function keyedWrite<T>(db: TDatabase, write: TKeyedWrite, create: () => Promise<T>, replay: (id: number) => Promise<T>): Promise<T> {
  const made = await findKeyedWrite(db, write);
  if (made !== undefined) return replay(made);
  try {
    return await create();
  } catch (error) {
    if (write.key === undefined) throw error;
    // Found now: a request with the same key committed while this one ran. Not found (or the database away): the error is this request's own.
    let raced: number | undefined;
    try {
      raced = await findKeyedWrite(db, write);
    } catch (again) {
      throw again instanceof HttpError ? again : error;
    }
    if (raced === undefined) throw error;
    return replay(raced);
  }
}

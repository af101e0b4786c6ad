import argon2 from 'argon2';
import { E_TIMEOUT, Semaphore, withTimeout } from 'async-mutex';
import { msSinceArrival } from '../../arrival.ts';
import { serverBusy } from '../../errors.ts';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashes computed at once by this process, and until when one may wait for its turn (decisions 164, 188). A
 * hash takes tens of milliseconds of a core in libuv's thread pool, which also reads the files the server sends:
 * without a bound, a burst of sign-ins queued there for seconds and took the cores from every page. The wait ends
 * HASH_WAIT_MS after the request arrived (not after the work before the hash), leaving the rest of a second for the
 * answer; past it the sign-in is refused (503 with Retry-After) before any work is done for it.
 */
export const HASHES_AT_ONCE = 2;
export const HASH_WAIT_MS = 900;
/**
 * The wait in force: HASH_WAIT_MS. The API tests of other behaviour give it longer (test/setup.ts), so that a test
 * machine busy with other work is not read as an overload; the tests of the deadline set it back.
 */
export const hashQueue = { waitMs: HASH_WAIT_MS };

const slots = new Semaphore(HASHES_AT_ONCE);

/** Runs `work` in one of the hash slots; a slot not had by HASH_WAIT_MS after the request arrived is a 503 (exported for its test). */
export async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  const wait = hashQueue.waitMs - msSinceArrival();
  if (wait <= 0) {
    if (slots.isLocked()) throw serverBusy();
    return slots.runExclusive(work);
  }
  try {
    return await withTimeout(slots, wait).runExclusive(work);
  } catch (error) {
    throw error === E_TIMEOUT ? serverBusy() : error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown account) it still spends the same work on a dummy
 * hash, so response time does not tell whether an account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
    const dummy = await dummyHash;
    await inHashSlot(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return inHashSlot(() => argon2.verify(hash, password).catch(() => false));
}

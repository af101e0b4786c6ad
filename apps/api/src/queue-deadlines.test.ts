import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { POOL_WAIT_MS } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { HASHES_AT_ONCE, HASH_WAIT_MS, hashPassword, hashQueue, inHashSlot, verifyPassword } from './modules/auth/password.ts';
import { runArrived } from './arrival.ts';
import { PG_SERVER, TEST_QUEUE_WAIT_MS, createServerDatabase, isPgServerReachable, testApp } from './test/harness.ts';

/**
 * The queues inside a process have deadlines (decision 164): a request that cannot have what it waits for in time
 * is answered 503 with Retry-After, never left waiting in the queue.
 */

const reachable = await isPgServerReachable();
if (!reachable) console.warn(`PostgreSQL server at ${PG_SERVER} not reachable: the pool's deadline is not tested`);

describe.skipIf(!reachable)('the database pool’s wait (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    database = await createServerDatabase('pool_wait', { poolWaitMs: POOL_WAIT_MS });
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-pool-wait-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data') });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers a request that cannot have a connection within its deadline 503 busy with Retry-After, then serves again', async () => {
    const login = (locale: 'ar' | 'en') => app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'x-locale': locale }, payload: { login: 'nobody@example.com', password: 'not-the-password-1' } });
    // Every connection of the pool taken by a transaction that waits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 10 }, () => database.db.transaction(async () => held));
    await vi.waitFor(() => expect(database.poolStats?.()).toMatchObject({ total: 10, idle: 0 }), { timeout: 10_000, interval: 20 });
    try {
      const busy = await login('ar');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ message: 'الموقع مزدحم جدًا الآن: يرجى المحاولة بعد بضع ثوانٍ' });
      const english = await login('en');
      expect(english.statusCode).toBe(503);
      expect(english.json()).toEqual({ message: 'The site is very busy right now: please try again in a few seconds' });
      // Nothing of theirs is left in the pool's queue.
      expect(database.poolStats?.().waiting).toBe(0);
    } finally {
      release();
      await Promise.all(holders);
    }
    // The connections back: the same request is answered as usual (no such account).
    expect((await login('en')).statusCode).toBe(401);
  });
});

describe('the password hashes’ turn', () => {
  // The production wait, not the tests' longer one (test/setup.ts).
  beforeAll(() => {
    hashQueue.waitMs = HASH_WAIT_MS;
  });
  afterAll(() => {
    hashQueue.waitMs = TEST_QUEUE_WAIT_MS;
  });

  it('refuses a sign-in whose hash cannot have a slot within its deadline with 503 busy, and serves again after', async () => {
    const stored = await hashPassword('the-password-1');
    // Every slot taken by work that waits: the next hash waits for its deadline, then is refused.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: HASHES_AT_ONCE }, () => inHashSlot(() => held));
    try {
      const refused = await verifyPassword(stored, 'the-password-1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 503, messageKey: 'server_busy' });
      await expect(hashPassword('a-new-password-1')).rejects.toMatchObject({ statusCode: 503, messageKey: 'server_busy' });
    } finally {
      release();
      await Promise.all(holders);
    }
    expect(await verifyPassword(stored, 'the-password-1')).toBe(true);
  });

  it('counts the wait from the request’s arrival (decision 188): refused at once past it, and sooner for a request that came earlier', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: HASHES_AT_ONCE }, () => inHashSlot(() => held));
    // The wait's own timer is faked: only the arrival can end it without the clock being moved.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settledBy = (promise: Promise<unknown>) => {
        const state = { error: undefined as unknown, settled: false };
        promise.then(
          () => (state.settled = true),
          (error: unknown) => Object.assign(state, { settled: true, error }),
        );
        return state;
      };
      const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
      // Arrived longer ago than the wait: refused without waiting.
      const late = settledBy(new Promise((resolve, reject) => runArrived(performance.now() - HASH_WAIT_MS - 1, () => void inHashSlot(async () => 'ran').then(resolve, reject))));
      await flush();
      expect(late.settled).toBe(true);
      expect(late.error).toMatchObject({ statusCode: 503, messageKey: 'server_busy' });
      // Arrived half the wait ago: refused once the other half has passed, not a whole wait later.
      const half = Math.floor(HASH_WAIT_MS / 2);
      const earlier = settledBy(new Promise((resolve, reject) => runArrived(performance.now() - half, () => void inHashSlot(async () => 'ran').then(resolve, reject))));
      await flush();
      expect(earlier.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(HASH_WAIT_MS - half);
      expect(earlier.settled).toBe(true);
      expect(earlier.error).toMatchObject({ statusCode: 503, messageKey: 'server_busy' });
    } finally {
      vi.useRealTimers();
      release();
      await Promise.all(holders);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { openPostgres, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { PG_SERVER, isPgServerReachable, keyedCall, signUp, testApp, type TSignedUp } from '../../test/harness.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { applications, messages, seekerProfiles } from '../../db/schema/index.ts';
import { createProxiedDatabase, type TcpProxy } from '../../test/tcp-proxy.ts';
import { isDatabaseUnavailable } from '../../errors.ts';

/**
 * The database away (issue 16): the API reaches its own database through a TCP proxy this test owns, so that
 * cutting the proxy takes the database away from this app only, never from the machine's shared PostgreSQL
 * server that other tests use at the same time. While it is away: 503 with a message in the caller's language,
 * the process keeps running; back: the app answers again within 10 s.
 */

const reachable = await isPgServerReachable();
if (!reachable) console.warn(`PostgreSQL server at ${PG_SERVER} not reachable: the database-away test does not run`);

describe.skipIf(!reachable)('the database away and back (PostgreSQL through a proxy)', () => {
  let proxied: Awaited<ReturnType<typeof createProxiedDatabase>>;
  let proxy: TcpProxy;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let root: string;
  let seeker: TSignedUp;

  beforeAll(async () => {
    proxied = await createProxiedDatabase('away');
    proxy = proxied.proxy;
    database = openPostgres(proxied.url);
    await prepareDatabase(database, { seedDemo: false });
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-away-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data') });
    seeker = await signUp(app);
  });
  afterAll(async () => {
    await proxy.cut();
    // Closing after the cut once hung in CI with every core busy (twice in 1,750 tests, never alone; cause not found):
    // each close gets 10 s (a close that finishes takes well under 1 s, even then), says so if it takes longer, and the
    // database is dropped by force anyway. Still seen in 2026-11 when run beside other PostgreSQL files: idle clients
    // only, none checked out, none waiting.
    const within = async (step: string, work: Promise<unknown> | undefined) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
      const outcome = await Promise.race([Promise.resolve(work).catch(() => undefined), late]);
      clearTimeout(timer);
      if (outcome === 'late') console.warn(`database-away teardown: ${step} did not finish within 10 s`);
    };
    await within('app.close()', app?.close());
    await within('database.close()', database?.close());
    fs.rmSync(root, { recursive: true, force: true });
    await proxied?.drop();
  }, 180_000);

  const health = (locale: 'ar' | 'en' = 'en') => app.inject({ url: '/api/health', headers: { 'x-locale': locale } });

  it('answers 503 with a message while the database is away, keeps running, and is back within 10 s', async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await seeker.call('GET', '/api/v1/user/profile')).statusCode).toBe(200);

    // A query under way when the database goes: its error is one of "the database is away".
    const inFlight = database.db.execute(sql`select pg_sleep(30)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    const sleeping = async () => {
      const result = (await database.db.execute(sql`select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep(30)%'`)) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n ?? 0;
    };
    await expect.poll(sleeping, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    await proxy.cut();
    const interrupted = await inFlight;
    expect(interrupted).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(interrupted)).toBe(true);

    // Away: the health check says so, and every call answers 503 in the caller's language (no 500, no stack).
    const downEn = await health('en');
    expect(downEn.statusCode).toBe(503);
    expect(downEn.json()).toEqual({ message: 'The database is not answering: the service will be back shortly' });
    expect(downEn.headers['retry-after']).toBe('5');
    expect((await health('ar')).json()).toEqual({ message: 'قاعدة البيانات لا تستجيب: ستعود الخدمة قريبًا' });

    const profile = await seeker.call('GET', '/api/v1/user/profile', undefined, 'en');
    expect(profile.statusCode).toBe(503);
    expect(profile.json()).toEqual({ message: 'The service is briefly unavailable: please try again in a moment' });
    expect(profile.headers['retry-after']).toBe('5');
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: seeker.account.email, password: seeker.account.password } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا: يرجى المحاولة بعد قليل' });
    const lookups = await app.inject({ url: '/api/v1/lookups/countries', headers: { 'x-locale': 'en' } });
    expect(lookups.statusCode).toBe(503);

    // Back: fully working again within 10 s of the database, on the same process and pool.
    await proxy.open();
    await expect.poll(async () => (await health()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    expect((await seeker.call('GET', '/api/v1/user/profile')).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: seeker.account.email, password: seeker.account.password } });
    expect(again.statusCode).toBe(200);
  });

  it('keeps running when the database goes while a transaction or an advisory lock holds a connection between two queries', async () => {
    expect((await health()).statusCode).toBe(200);
    let cut: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (cut = resolve));
    // A transaction that waits on other work (a mail, a search) with its connection checked out of the pool.
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await waiting;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // A schedule's advisory lock, held on its own connection while the work uses others.
    const locked = withAdvisoryLock(database.db, 0x54575aff, async () => {
      await waiting;
      await database.db.execute(sql`select 1`);
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    await expect.poll(async () => {
      const result = (await database.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`)) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n ?? 0;
    }).toBeGreaterThan(0);
    await proxy.cut();
    // The checked-out connections see their sockets end with no query running: no uncaught error may end the process.
    await new Promise((resolve) => setImmediate(resolve));
    cut();
    expect(isDatabaseUnavailable(await transaction)).toBe(true);
    expect(isDatabaseUnavailable(await locked)).toBe(true);
    await proxy.open();
    await expect.poll(async () => (await health()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
  });

  it('loses and duplicates nothing when the database goes and comes back under a load of applications and messages sent with retries', async () => {
    // Issue 44: a client that retries a write the same way (same Idempotency-Key) until it is answered, as a phone on a
    // bad connection or a page's retry does. Some writes commit just before the database goes and answer 503; their
    // retry must answer what was written, never write it again.
    const busy = await testApp(database, { DATA_DIR: path.join(root, 'data'), MESSAGES_PER_MINUTE: '1000', COMPANY_NEW_CONVERSATIONS_PER_DAY: '1000' });
    try {
      const company = await readyCompany(busy, database);
      const job = await insertLiveJob(database, company.companyId);
      const seekers = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const who = await signUp(busy);
          await giveMinimumProfile(database, who.id);
          await database.db.update(seekerProfiles).set({ is_visible: true }).where(eq(seekerProfiles.user_id, who.id));
          return who;
        }),
      );
      const threads = await Promise.all(
        seekers.map(async (who) => {
          const started = await company.call('POST', '/api/v1/conversations', { seeker_id: who.id, body: `Hello ${who.id}` });
          expect(started.statusCode, started.body).toBe(201);
          return started.json().data.conversation.id as number;
        }),
      );

      const answers: number[] = [];
      /** Sends one write until it is answered below 500 (a connection refused inside the app answers 503 too). */
      const untilAnswered = async (token: string, url: string, payload: unknown, key: string) => {
        for (let attempt = 0; attempt < 2_000; attempt++) {
          const response = await keyedCall(busy, token, 'POST', url, payload, key);
          answers.push(response.statusCode);
          if (response.statusCode < 500) return response;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`${url} never answered`);
      };
      const MESSAGES_EACH = 6;
      const load = seekers.map(async (who, i) => {
        const applied = await untilAnswered(who.token, `/api/v1/jobs/${job.id}/applications`, {}, `apply-${who.id}`);
        const sent = [];
        for (let n = 0; n < MESSAGES_EACH; n++) {
          const body = `message ${n} of seeker ${who.id}`;
          sent.push(await untilAnswered(who.token, `/api/v1/conversations/${threads[i]}/messages`, { body }, `message-${who.id}-${n}`));
        }
        return { applied, sent };
      });

      // The database goes once the load is under way, and comes back once a write was refused for it.
      await expect.poll(() => answers.filter((status) => status < 300).length, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(8);
      await proxy.cut();
      await expect.poll(() => answers.filter((status) => status === 503).length, { timeout: 30_000, interval: 5 }).toBeGreaterThan(0);
      await proxy.open();
      const done = await Promise.all(load);

      for (const { applied, sent } of done) {
        expect(applied.statusCode, applied.body).toBe(201);
        for (const message of sent) expect(message.statusCode, message.body).toBe(201);
      }
      // Every acknowledged write is there, once.
      for (const [i, who] of seekers.entries()) {
        const applied = await database.db.select({ id: applications.id }).from(applications).where(and(eq(applications.job_id, job.id), eq(applications.user_id, who.id)));
        expect(applied).toHaveLength(1);
        const bodies = (await database.db.select({ body: messages.body }).from(messages).where(and(eq(messages.conversation_id, threads[i]!), eq(messages.sender_id, who.id)))).map((row) => row.body);
        expect(bodies.sort()).toEqual(Array.from({ length: MESSAGES_EACH }, (_, n) => `message ${n} of seeker ${who.id}`).sort());
      }
      expect(answers.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    } finally {
      await proxy.open().catch(() => undefined);
      await busy.close();
    }
  });

  it('counts a refused connection, a terminated one and a server shutting down as the database being away', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    // Not the database being away: a unique violation, a syntax error, any other bug.
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

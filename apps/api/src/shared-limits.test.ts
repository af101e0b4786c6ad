import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openPglite, type TDatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadConfig } from './config.ts';
import { openSharedLimits, type TSharedLimits } from './shared-limits.ts';
import { testApp } from './test/harness.ts';
import { TcpProxy } from './test/tcp-proxy.ts';
import { REDIS_SERVER as REDIS, REDIS_SERVER_URL, isRedisReachable, redisKeys } from './test/redis.ts';

/**
 * The per-address limits beyond one process (decision 112, issue 48 §2): two apps stand for two processes or machines.
 * With REDIS_URL they count together in the machine's Redis (127.0.0.1:6379), each installation under its own
 * REDIS_PREFIX; without it each counts its own; with Redis away each falls back to its own count and keeps serving,
 * says so in the log, and counts together again once Redis is back.
 */

const redisAnswers = await isRedisReachable();
if (!redisAnswers) console.warn('Redis at 127.0.0.1:6379 not reachable: the shared limits tests do not run');

describe.skipIf(!redisAnswers)('per-address limits shared through Redis', () => {
  let database: TDatabaseHandle;
  const opened: Array<{ close(): Promise<unknown> }> = [];
  const prefix = `tawzeef-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: false });
  });
  /** Each test's own client address: the counts of a test never meet another's in Redis. */
  let address = '';
  let tests = 0;
  beforeEach(() => {
    tests += 1;
    address = `203.0.113.${tests}`;
  });
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });
  afterAll(async () => {
    await redisKeys(prefix, { remove: true });
    await database?.close();
  });

  const lines: string[] = [];
  const log = { warn: (line: string) => void lines.push(`warn: ${line}`), info: (line: string) => void lines.push(`info: ${line}`) };

  /** One process's API with RATE_LIMIT_PER_MINUTE 5 and LOGIN_IP_MAX_PER_MINUTE 3, its limits from `limits`. */
  const apiWith = async (limits: TSharedLimits | undefined): Promise<FastifyInstance> => {
    const app = await testApp(database, { RATE_LIMIT_PER_MINUTE: '5', LOGIN_IP_MAX_PER_MINUTE: '3' }, limits ? { sharedLimits: limits } : {});
    opened.push(app);
    return app;
  };
  const limitsOf = (url: string, installation = prefix) => {
    const limits = openSharedLimits(loadConfig({ REDIS_URL: url, REDIS_PREFIX: installation }), log);
    opened.push(limits);
    return limits;
  };
  const ready = (limits: TSharedLimits) => expect.poll(() => limits.shared(), { timeout: 10_000 }).toBe(true);
  /** The statuses of `count` requests from one address to `app`. */
  const statuses = async (app: FastifyInstance, count: number, url = '/api/v1/lookups/countries', method: 'GET' | 'POST' = 'GET') => {
    const answers: number[] = [];
    for (let n = 0; n < count; n++) {
      // Sign-ins name a new account each time: the lockout of one account (kept in the database) is not what is counted.
      const payload = method === 'POST' ? { payload: { login: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'wrong-Passw0rd' } } : {};
      const response = await app.inject({ method, url, remoteAddress: address, headers: { 'x-locale': 'en' }, ...payload });
      answers.push(response.statusCode);
    }
    return answers;
  };

  it('counts one address across two processes: five requests a minute in all, not five each', async () => {
    const [a, b] = [limitsOf(REDIS_SERVER_URL), limitsOf(REDIS_SERVER_URL)];
    await Promise.all([ready(a), ready(b)]);
    const [first, second] = [await apiWith(a), await apiWith(b)];
    expect(await statuses(first, 3)).toEqual([200, 200, 200]);
    expect(await statuses(second, 3)).toEqual([200, 200, 429]);
    expect(await statuses(first, 1)).toEqual([429]);
  });

  it("shares a route's own limit too (the sign-in's per address), and each installation's prefix keeps its counts apart", async () => {
    const url = REDIS_SERVER_URL;
    const [a, b, other] = [limitsOf(url), limitsOf(url), limitsOf(url, `${prefix}other:`)];
    await Promise.all([ready(a), ready(b), ready(other)]);
    const [first, second, elsewhere] = [await apiWith(a), await apiWith(b), await apiWith(other)];
    const login = (app: FastifyInstance, count: number) => statuses(app, count, '/api/v1/auth/login', 'POST');
    expect((await login(first, 2)).filter((status) => status === 429)).toEqual([]);
    expect(await login(second, 2).then((answers) => answers.at(-1))).toBe(429);
    // Another installation on the same Redis: its own counts.
    expect((await login(elsewhere, 3)).filter((status) => status === 429)).toEqual([]);
  });

  it('counts in each process without REDIS_URL, as before', async () => {
    const [first, second] = [await apiWith(undefined), await apiWith(undefined)];
    expect(await statuses(first, 3)).toEqual([200, 200, 200]);
    expect(await statuses(second, 3)).toEqual([200, 200, 200]);
  });

  it('keeps serving with Redis away, limited per process, says so once, and shares the counts again once it is back', async () => {
    const proxy = new TcpProxy(REDIS);
    await proxy.open();
    opened.push({ close: () => proxy.cut() });
    const url = `redis://127.0.0.1:${proxy.port}`;
    const [a, b] = [limitsOf(url), limitsOf(url)];
    await Promise.all([ready(a), ready(b)]);
    const [first, second] = [await apiWith(a), await apiWith(b)];
    lines.length = 0;

    await proxy.cut();
    await expect.poll(() => a.shared() || b.shared()).toBe(false);
    // Away: every request is answered, each process counting its own five.
    expect(await statuses(first, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(second, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(first, 1)).toEqual([429]);
    const warnings = lines.filter((line) => line.startsWith('warn: REDIS_URL: Redis is not answering'));
    expect(warnings).toHaveLength(2);

    // Back: counted together again (a new window in Redis, which missed the requests above).
    await proxy.open();
    await Promise.all([ready(a), ready(b)]);
    expect(lines.filter((line) => line === 'info: REDIS_URL: Redis answers again: per-address limits are shared again')).toHaveLength(2);
    expect(await statuses(first, 3)).toEqual([200, 200, 200]);
    expect(await statuses(second, 3)).toEqual([200, 200, 429]);
  });

  it('refuses a REDIS_URL that is not a redis:// address, naming the variable, without showing its value', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@127.0.0.1:6379' })).toThrow(/^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'http://user:secret@127.0.0.1:6379' })).not.toThrow(/secret/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has spaces' })).toThrow(/^Invalid configuration: REDIS_PREFIX must be 1 to 64/);
    expect(loadConfig({}).redisPrefix).toBe('tawzeef:');
  });
});

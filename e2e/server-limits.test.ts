import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TChildServer } from '../apps/api/src/test/child-server.ts';
import { REDIS_SERVER_URL, redisKeys } from '../apps/api/src/test/redis.ts';

/**
 * The limits of the one process `npm start` runs, on one server started with small limits: load shedding (issue 16,
 * decision 042) with MAX_CONCURRENT_REQUESTS=1, and page views limited as page views (issue 18, decision 043) with
 * PAGE_VIEWS_PER_MINUTE=12 and RATE_LIMIT_PER_MINUTE=4. Visitors are told apart by X-Forwarded-For (TRUST_PROXY).
 * The limits are counted in the machine's Redis (REDIS_URL, decision 112), under this run's own REDIS_PREFIX.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-web-limits-'));
const redisPrefix = `tawzeef-e2e-${path.basename(dataDir)}:`;
const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
let server: TChildServer;
beforeAll(async () => {
  server = await startServer('apps/web/server.ts', dataDir, {
    NODE_ENV: 'production',
    API_ORIGIN: '',
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    MAX_CONCURRENT_REQUESTS: '1',
    PAGE_VIEWS_PER_MINUTE: '12',
    RATE_LIMIT_PER_MINUTE: '4',
    REDIS_URL: REDIS_SERVER_URL,
    REDIS_PREFIX: redisPrefix,
    METRICS_TOKEN: METRICS_TOKEN,
  });
}, 180_000);
afterAll(async () => {
  await redisKeys(redisPrefix, { remove: true });
  server?.child.kill('SIGKILL');
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request from visitor `address`, its answer read to the end (an answer still being written counts as under way). */
async function visit(pathAndQuery: string, address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathAndQuery}`, { headers: { 'x-forwarded-for': address, ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('the web server when it is full', () => {
  it('refuses pages and API calls past MAX_CONCURRENT_REQUESTS with 503, keeps the health check, and recovers', async () => {
    const { port } = server;
    const me = '10.1.0.1';
    const statusOf = async (pathAndQuery: string) => (await visit(pathAndQuery, me)).status;

    // One request under way: a form whose body has not all arrived.
    const body = 'login=nobody%40example.com&password=Wrong-pass1';
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`POST /en/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);

    await vi.waitFor(async () => expect(await statusOf('/find-jobs')).toBe(503), { timeout: 10_000, interval: 50 });
    const arabic = await visit('/find-jobs?q=x', me);
    expect(arabic.headers.get('retry-after')).toBe('2');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('الموقع مزدحم جدًا الآن');
    expect(arabic.body).toContain('href="/find-jobs?q=x"');
    const english = await visit('/en/jobs', me);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('The site is very busy right now');
    const api = await visit('/api/v1/lookups/cities', me, { 'x-locale': 'en' });
    expect(api.status).toBe(503);
    expect((JSON.parse(api.body) as { message: string }).message).toBe('The site is very busy right now: please try again in a few seconds');
    expect(await statusOf('/api/health')).toBe(200);

    // The form's body arrives: it is answered as usual (the wrong password), and the server serves again.
    socket.write(body.slice(10));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 (200|400|401|422)/), { timeout: 20_000, interval: 50 });
    socket.destroy();
    await vi.waitFor(async () => expect(await statusOf('/find-jobs')).toBe(200), { timeout: 10_000, interval: 50 });
    expect(await statusOf('/api/v1/lookups/cities')).toBe(200);
  });

  it('limits page views per address, without counting the API calls a page makes while rendering against the API limit', async () => {
    const reader = '10.2.0.1';
    // Twelve pages, each of which calls the API in the process several times: far more calls than the API limit of 4.
    const pages = ['/', '/en', '/find-jobs', '/en/find-jobs?q=engineer', '/majors', '/en/majors', '/', '/en', '/find-jobs?q=محاسب', '/en/find-jobs', '/', '/en'];
    for (const page of pages) expect((await visit(page, reader)).status, page).toBe(200);
    const arabic = await visit('/find-jobs', reader);
    expect(arabic.status).toBe(429);
    expect(Number(arabic.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('صفحات كثيرة في وقت قصير');
    const english = await visit('/en/majors', reader);
    expect(english.status).toBe(429);
    expect(english.body).toContain('Too many pages in a short time');
    // Another visitor is not affected.
    expect((await visit('/en', '10.2.0.2')).status).toBe(200);

    // The API limit itself still holds for calls made directly: 4 a minute from one address.
    const caller = '10.3.0.1';
    for (let i = 0; i < 4; i += 1) expect((await visit('/api/v1/lookups/cities', caller)).status).toBe(200);
    expect((await visit('/api/v1/lookups/cities', caller)).status).toBe(429);
    // A page is a page view, not an API call: the caller over its API limit still reads pages.
    expect((await visit('/en/find-jobs', caller)).status).toBe(200);

    // Both were counted in Redis, where every process and machine of the installation counts them.
    const keys = await redisKeys(redisPrefix);
    expect(keys.some((key) => key.startsWith(`${redisPrefix}rate-limit:pages:`) && key.endsWith(reader))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${redisPrefix}rate-limit:api:`) && key.endsWith(caller))).toBe(true);
  });
});

describe("the web server's metrics (decision 113)", () => {
  it('counts pages by status and the page cache, and says the limits are shared, with the token only', async () => {
    const reader = '10.4.0.1';
    expect((await visit('/en/find-jobs?q=metrics', reader)).status).toBe(200);
    expect((await visit('/en/find-jobs?q=metrics', reader)).status).toBe(200);
    expect((await visit('/metrics', reader)).status).toBe(401);
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': reader } })).text();
    const pages = text.split('\n').filter((line) => line.startsWith('tawzeef_pages_total{status="200"'));
    expect(pages.length).toBeGreaterThan(0);
    expect(text).toMatch(/tawzeef_http_requests_total\{method="GET",route="\/\*",status="200"\} \d+/);
    expect(text).toContain('tawzeef_limits_shared 1');
    expect(text).toMatch(/tawzeef_search_index_rows\{index="jobs"\} \d+/);
    // Ready through the web server too (its search index was built at start).
    expect((await visit('/api/ready', reader)).status).toBe(200);
  });
});

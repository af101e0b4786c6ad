import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TChildServer } from '../apps/api/src/test/child-server.ts';

/**
 * Load shedding in the one process `npm start` runs (issue 16, decision 042), with MAX_CONCURRENT_REQUESTS=1: while a
 * login form's body is still arriving, every other page and API request is refused at once with 503 in the
 * visitor's language, the health check still answers, and the server serves again as soon as the form is through.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-web-shedding-'));
let server: TChildServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the web server when it is full', () => {
  it('refuses pages and API calls past MAX_CONCURRENT_REQUESTS with 503, keeps the health check, and recovers', { timeout: 120_000 }, async () => {
    server = await startServer('apps/web/server.ts', dataDir, { NODE_ENV: 'production', API_ORIGIN: '', MAX_CONCURRENT_REQUESTS: '1', LOG_LEVEL: 'info' });
    const { port, url } = server;
    // The answer read to its end: an answer still being written counts as under way.
    const statusOf = async (pathAndQuery: string) => {
      const response = await fetch(`${url}${pathAndQuery}`);
      await response.arrayBuffer();
      return response.status;
    };

    // One request under way: a form whose body has not all arrived.
    const body = 'login=nobody%40example.com&password=Wrong-pass1';
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`POST /en/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);

    await vi.waitFor(async () => expect(await statusOf('/find-jobs')).toBe(503), { timeout: 10_000, interval: 50 });
    const arabic = await fetch(`${url}/find-jobs?q=x`);
    expect(arabic.headers.get('retry-after')).toBe('2');
    const arabicPage = await arabic.text();
    expect(arabicPage).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPage).toContain('الموقع مزدحم جدًا الآن');
    expect(arabicPage).toContain('href="/find-jobs?q=x"');
    const englishPage = await (await fetch(`${url}/en/jobs`)).text();
    expect(englishPage).toContain('<html lang="en" dir="ltr">');
    expect(englishPage).toContain('The site is very busy right now');
    const api = await fetch(`${url}/api/v1/lookups/cities`, { headers: { 'x-locale': 'en' } });
    expect(api.status).toBe(503);
    expect(((await api.json()) as { message: string }).message).toBe('The site is very busy right now: please try again in a few seconds');
    expect(await statusOf('/api/health')).toBe(200);

    // The form's body arrives: it is answered as usual (the wrong password), and the server serves again.
    socket.write(body.slice(10));
    await vi.waitFor(() => expect(answer).toMatch(/^HTTP\/1\.1 (200|400|401|422)/), { timeout: 20_000, interval: 50 });
    socket.destroy();
    await vi.waitFor(async () => expect(await statusOf('/find-jobs')).toBe(200), { timeout: 10_000, interval: 50 });
    expect(await statusOf('/api/v1/lookups/cities')).toBe(200);
  });
});

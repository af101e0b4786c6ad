import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl, logInByApi, registerByApi, sessionCookie } from './support/session.ts';

/** A GET with the given Accept-Encoding, the body as sent (not decoded). */
function rawGet(path: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl()}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('compression (issue 18)', () => {
  it('sends pages and API answers in Brotli or gzip as the browser accepts, and plain to a client that asks for neither', async () => {
    const plain = await rawGet('/en/find-jobs');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('<html lang="en" dir="ltr"');

    const br = await rawGet('/en/find-jobs', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(html.length / 3);
    // A page is compressed in one go, not through a stream (decision 072): its compressed length is known.
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toContain('<html lang="en" dir="ltr"');

    const gzip = await rawGet('/api/v1/lookups/cities', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString('utf8')).data.length).toBeGreaterThan(10);
  });

  it('serves the hashed scripts and styles compressed at build time, cached for a year as immutable', async () => {
    const page = (await rawGet('/')).body.toString('utf8');
    const assets = [...page.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of new Set(assets)) {
      const original = await rawGet(asset);
      expect(original.status, asset).toBe(200);
      expect(original.headers['cache-control'], asset).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
      if (original.body.length < 1024) continue;
      const br = await rawGet(asset, 'br, gzip');
      expect(br.headers['content-encoding'], asset).toBe('br');
      expect(zlib.brotliDecompressSync(br.body).equals(original.body), asset).toBe(true);
      const gz = await rawGet(asset, 'gzip');
      expect(gz.headers['content-encoding'], asset).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).equals(original.body), asset).toBe(true);
    }
    // An asset of another build: a bare 404, not a rendered page.
    const gone = await rawGet('/assets/entry.client-OLDHASH0.js');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves the favicon, the app icons and the web app manifest the pages link to', async () => {
    const page = (await rawGet('/en')).body.toString('utf8');
    for (const href of ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) expect(page).toContain(`href="${href}"`);
    const ico = await rawGet('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.body.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true);
    const manifest = await rawGet('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    const parsed = JSON.parse(manifest.body.toString('utf8')) as { icons: Array<{ src: string }> };
    for (const icon of parsed.icons) expect((await rawGet(icon.src)).status, icon.src).toBe(200);
  });

  it('keeps serving when signed-in visitors leave in the middle of a compressed page', async () => {
    const account = await registerByApi('USER');
    const cookie = await sessionCookie(await logInByApi(account.email, account.password));
    const { hostname, port } = new URL(baseUrl());
    // Thirty visitors who leave: at the first bytes of the answer or a few milliseconds into it, closing or resetting
    // the connection. One of them once took the whole server down (an unhandled error on the page's stream).
    for (let i = 0; i < 30; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), hostname, () => {
          socket.write(`GET /find-jobs?q=${i} HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\nAccept-Encoding: br\r\n\r\n`);
          if (i % 3 !== 0) setTimeout(leave, 2 * i);
        });
        const leave = () => {
          if (i % 2 === 0) socket.resetAndDestroy();
          else socket.destroy();
          resolve();
        };
        if (i % 3 === 0) socket.once('data', leave);
        socket.on('error', () => resolve());
      });
    }
    const after = await fetch(`${baseUrl()}/find-jobs`, { headers: { cookie } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('<html');
  });
});

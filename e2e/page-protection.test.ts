import http from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, hydrated, loggedInAs, newPage, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';

/**
 * Page actions take bounded bodies of the types a browser form sends, and every page carries a
 * Content-Security-Policy whose nonce is on each of React Router's inline scripts (issue 16, decision 020).
 */

const browser = useBrowser();

const MEGABYTE = 1024 * 1024;
/** The remembered language cookie as React Router writes it (base64 of the JSON string "en"). */
const ENGLISH_COOKIE = `locale=${encodeURIComponent(Buffer.from(JSON.stringify('en')).toString('base64'))}`;

interface TRawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** Bytes of the body written before the answer came (or the server closed the connection). */
  sentBeforeAnswer: number;
  /** The server closed the connection while the body was still going out (it refused to read the rest). */
  closedEarly: boolean;
}

/**
 * Sends `total` bytes of body (`chunk` repeated) one piece at a time, each once the previous one has gone out, and
 * stops as soon as the server answers: a server that refuses early has taken only part of it.
 * `declareOnly`: the length is declared but no byte is sent (a server that checks the declared length answers at
 * once; one that waits for the body times out). Without `contentLength` the body goes chunked, so only counting the
 * bytes as they arrive can stop it. A server that refuses closes the connection after its answer (Fastify does), so
 * a write may then fail: that counts as closed early.
 */
function sendBody(
  path: string,
  options: { contentType?: string; total: number; chunk?: Buffer; contentLength?: boolean; declareOnly?: boolean; headers?: Record<string, string> },
): Promise<TRawAnswer> {
  const { total, contentType, contentLength = true, declareOnly = false } = options;
  const chunk = options.chunk ?? Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let settled = false;
    const headers: Record<string, string> = { ...options.headers };
    if (contentType) headers['content-type'] = contentType;
    if (contentLength) headers['content-length'] = String(total);
    const request = http.request(new URL(path, baseUrl()), { method: 'POST', headers }, (response) => {
      settled = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), sentBeforeAnswer, closedEarly: false });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      if (sent > 0 && sent < total && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        resolve({ status: 0, headers: {}, text: '', sentBeforeAnswer: sent, closedEarly: true });
      } else reject(error);
    });
    if (declareOnly) return void request.flushHeaders();
    const next = () => {
      if (settled) return;
      if (sent >= total) return void request.end();
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      request.write(piece, () => setImmediate(next));
    };
    next();
  });
}

/** A small request with a whole body. */
async function post(path: string, body: string | Buffer, contentType: string | undefined, headers: Record<string, string> = {}) {
  return sendBody(path, { contentType, total: Buffer.byteLength(body), chunk: Buffer.from(body), headers });
}

const MULTIPART = 'multipart/form-data; boundary=----tawzeef-e2e-boundary';

const langOf = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];

describe('page actions take bounded bodies of the types forms send', () => {
  it('refuses a 20 MB url-encoded form with 413 in the page language, from its declared length alone', async () => {
    const answer = await sendBody('/en/login', { contentType: 'application/x-www-form-urlencoded', total: 20 * MEGABYTE, declareOnly: true });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(langOf(answer.text)).toBe('en');
    expect(answer.text).toContain('The form is too large');
    expect(answer.text).toContain('512 KB');
    const arabic = await sendBody('/login', { contentType: 'application/x-www-form-urlencoded', total: 20 * MEGABYTE, declareOnly: true });
    expect(arabic.status).toBe(413);
    expect(langOf(arabic.text)).toBe('ar');
    expect(arabic.text).toContain('النموذج كبير جدًا');
  });

  it('stops reading a chunked form once it passes the limit, long before its end', async () => {
    const total = 32 * MEGABYTE;
    const answer = await sendBody('/en/login', { contentType: 'application/x-www-form-urlencoded', total, contentLength: false });
    expect(answer.closedEarly || answer.status === 413, `status ${answer.status}`).toBe(true);
    expect(answer.sentBeforeAnswer).toBeLessThan(total / 2);
  });

  it('answers a form sent to an unprefixed (Arabic) page in Arabic, whatever language was remembered (decision 156)', async () => {
    const answer = await sendBody('/login', { contentType: 'application/x-www-form-urlencoded', total: 2 * MEGABYTE, declareOnly: true, headers: { cookie: ENGLISH_COOKIE } });
    expect(answer.status).toBe(413);
    expect(langOf(answer.text)).toBe('ar');
    const malformed = await post('/profile/personal-info', 'no boundary here', 'multipart/form-data', { cookie: ENGLISH_COOKIE });
    expect(malformed.status).toBe(400);
    expect(langOf(malformed.text)).toBe('ar');
  });

  it('refuses a multipart form larger than the largest uploads a form allows', async () => {
    const answer = await sendBody('/en/profile/files', { contentType: MULTIPART, total: 14 * MEGABYTE, declareOnly: true });
    expect(answer.status).toBe(413);
    expect(langOf(answer.text)).toBe('en');
    expect(answer.text).toContain('13 MB');
  });

  it('answers 415 to a JSON or text body sent to a page action, as a page and as a data request', async () => {
    const json = await post('/en/login', JSON.stringify({ login: 'a@example.com', password: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    expect(json.headers['content-type']).toContain('text/html');
    expect(langOf(json.text)).toBe('en');

    const text = await post('/login', 'login=a', 'text/plain');
    expect(text.status).toBe(415);
    expect(langOf(text.text)).toBe('ar');

    const data = await post('/en/login.data', '{}', 'application/json');
    expect(data.status).toBe(415);
    expect(data.headers['content-type']).toContain('text/plain');
    expect(data.text.length).toBeGreaterThan(10);
  });

  it('answers 400 in the visitor’s language to a multipart form that cannot be read, before any action (decision 089)', async () => {
    const cut = `------tawzeef-e2e-boundary\r\nContent-Disposition: form-data; name="login"\r\n\r\nsara@example.com\r\n------tawzeef-e2e-bou`;
    const english = await post('/en/login', cut, MULTIPART);
    expect(english.status).toBe(400);
    expect(langOf(english.text)).toBe('en');
    expect(english.text).toContain('The form could not be read');

    const arabic = await post('/login', 'no boundary here', 'multipart/form-data');
    expect(arabic.status).toBe(400);
    expect(langOf(arabic.text)).toBe('ar');
    expect(arabic.text).toContain('تعذرت قراءة النموذج');

    const data = await post('/en/login.data', cut, MULTIPART);
    expect(data.status).toBe(400);
    expect(data.text).toContain('The form could not be read');

    // A whole multipart form still reaches the action (a wrong password is the action's own answer).
    const whole = `------tawzeef-e2e-boundary\r\nContent-Disposition: form-data; name="login"\r\n\r\nnobody@example.com\r\n------tawzeef-e2e-boundary\r\nContent-Disposition: form-data; name="password"\r\n\r\nWrong-pass1\r\n------tawzeef-e2e-boundary--\r\n`;
    expect((await post('/en/login', whole, MULTIPART)).status).not.toBe(400);
  });

  it('shows the refusal page in the browser when a form without JavaScript sends too large a file', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/files');
    await page.getByTestId('cv-file').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(14 * MEGABYTE, 'x') });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('cv-upload').click()]);
    expect(response.status()).toBe(413);
    await page.getByRole('heading', { name: 'The form is too large' }).waitFor();
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await page.waitForURL((url) => url.pathname === '/en/profile/files');
    await context.close();
  });

  it('still acts on an ordinary form sent without JavaScript', async () => {
    const account = await registerByApi('USER', uniqueAccount('bodies'));
    const form = new URLSearchParams({ login: account.email, password: account.password }).toString();
    const answer = await post('/en/login', form, 'application/x-www-form-urlencoded');
    expect([302, 303]).toContain(answer.status);
    expect(String(answer.headers['set-cookie'])).toContain('auth._token.local=');
  });
});

/** The policy's directives by name. */
function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('the Content-Security-Policy of pages', () => {
  it('is on every page, with a new nonce each time that every inline script carries', async () => {
    const nonces = new Set<string>();
    for (const path of ['/en', '/', '/en/login', '/en/find-jobs?q=engineer']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy') ?? undefined);
      const scriptSrc = policy.get('script-src') ?? [];
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toContain("'self'");
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('report-uri')).toEqual(['/api/v1/csp-reports']);
      expect(policy.get('report-to')).toEqual(['csp']);
      expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/v1/csp-reports"');
      nonces.add(nonce!);

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
  });

  it('allows the configured map tiles and is on refusals too', async () => {
    const settings = (await (await fetch(`${baseUrl()}/api/v1/map-settings`)).json()) as { data: { tile_url: string } };
    const tileOrigin = new URL(settings.data.tile_url.replace(/\{[a-z]\}/g, '0')).origin;
    const page = await fetch(`${baseUrl()}/en`);
    expect(directives(page.headers.get('content-security-policy') ?? undefined).get('img-src')).toContain(tileOrigin);
    const refused = await post('/en/login', '{}', 'application/json');
    expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  /** Records the page's policy violations (the listener is added by the browser tooling, outside the policy). */
  async function watchViolations(page: Page) {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])) as string[])];
  }

  it('lets the pages run: home, search, a job, a company with its map, and logging in, with no violation', async () => {
    const { context, page } = await newPage(browser());
    const violations = await watchViolations(page);

    await page.goto('/en');
    await hydrated(page);
    await page.goto('/en/find-jobs?q=engineer');
    await hydrated(page);
    const jobLink = page.locator('a[href*="/jobs/"]').first();
    await jobLink.waitFor();
    await jobLink.click();
    await page.waitForURL(/\/jobs\/\d+/);
    await page.waitForLoadState('networkidle');

    const company = page.locator('a[href*="/company-profile/"]').first();
    if (await company.count()) {
      await company.click();
      await page.waitForURL(/\/company-profile\//);
      await page.waitForLoadState('networkidle');
    }

    await loggedInAs(page, 'USER', '/en');
    await page.getByTestId('header-user').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

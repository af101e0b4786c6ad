import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { cspViolations } from './service.ts';

/** Browsers report what a page's Content-Security-Policy blocked; the API logs it at warn (decision 020). */

const URI_REPORT = {
  'csp-report': {
    'document-uri': 'https://tawzeef.test/en/jobs/1',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'https://tawzeef.test/en/jobs/1',
    'status-code': 200,
    'script-sample': 'alert(1)',
  },
};

const API_REPORTS = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://tawzeef.test/en',
    user_agent: 'Chrome',
    body: { documentURL: 'https://tawzeef.test/en', effectiveDirective: 'img-src', blockedURL: 'https://tiles.example/1/2/3.png', disposition: 'enforce', statusCode: 200 },
  },
  { type: 'deprecation', age: 1, url: 'https://tawzeef.test/en', user_agent: 'Chrome', body: { id: 'x', message: 'old API' } },
];

describe('Content-Security-Policy reports', () => {
  let app: FastifyInstance;
  let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
  beforeAll(async () => {
    app = await testApp(await sharedPglite());
    // The test app logs nowhere, and every request logs through the app's logger itself.
    warn = vi.spyOn(app.log, 'warn');
  });
  afterAll(async () => {
    warn.mockRestore();
    await app.close();
  });

  const report = (payload: string, contentType: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/v1/csp-reports', headers: { 'content-type': contentType }, payload, remoteAddress });
  const logged = () =>
    warn.mock.calls.filter((call) => call[1] === 'Content-Security-Policy violation reported').map((call) => call[0] as { ip: string; csp: Record<string, unknown> });

  it('logs a report-uri report at warn with the address that sent it, and answers 204', async () => {
    const answer = await report(JSON.stringify(URI_REPORT), 'application/csp-report');
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const entry = logged().at(-1)!;
    expect(entry.ip).toBe('203.0.113.7');
    expect(entry.csp).toEqual({
      document: 'https://tawzeef.test/en/jobs/1',
      directive: 'script-src-elem',
      blocked: 'inline',
      source: 'https://tawzeef.test/en/jobs/1',
      line: 12,
      column: 3,
      disposition: 'enforce',
      sample: 'alert(1)',
    });
  });

  it('logs the violations of a Reporting API batch and leaves its other reports out', async () => {
    const before = logged().length;
    const answer = await report(JSON.stringify(API_REPORTS), 'application/reports+json', '198.51.100.4');
    expect(answer.statusCode).toBe(204);
    const entries = logged().slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ ip: '198.51.100.4', csp: { directive: 'img-src', blocked: 'https://tiles.example/1/2/3.png', document: 'https://tawzeef.test/en' } });
  });

  it('bounds what it takes: size, depth, shape and content type', async () => {
    const big = { 'csp-report': { 'script-sample': 'x'.repeat(70 * 1024) } };
    expect((await report(JSON.stringify(big), 'application/csp-report')).statusCode).toBe(413);
    expect((await report('['.repeat(10_000), 'application/reports+json')).statusCode).toBe(400);
    expect((await report('{"nothing":1}', 'application/csp-report')).statusCode).toBe(422);
    expect((await report(JSON.stringify(URI_REPORT), 'application/xml')).statusCode).toBe(415);
    // Elsewhere in the API these types are not taken.
    const elsewhere = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/csp-report' }, payload: '{}' });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('keeps each logged text short', () => {
    const [violation] = cspViolations({ 'csp-report': { 'blocked-uri': `https://x.test/${'a'.repeat(5000)}`, 'line-number': 'not a number' } });
    expect(violation!.blocked!.length).toBe(500);
    expect(violation!.line).toBeUndefined();
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths['/api/v1/csp-reports']?.post?.responses ?? {})).toContain('204');
  });
});

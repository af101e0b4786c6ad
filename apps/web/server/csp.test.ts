import { describe, expect, it } from 'vitest';
import { API } from '@tawzeef/contract';
import Fastify from 'fastify';
import { MOYASAR_CHECKOUT_ORIGIN, addPageHeaders, newNonce, nonceOf, tileSource } from './csp.ts';

const config = { publicUrl: 'https://tawzeef.example', paymentGateway: 'test' as const, map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } };
const REPORTS = API.csp.report.path;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(' ');
    return [name!, values];
  }));
}

/** A web scope with the page headers, answering what a route asks for, and the nonce each request was given. */
async function webScope(gateway: 'test' | 'moyasar' = 'test') {
  const app = Fastify();
  const given: string[] = [];
  addPageHeaders(app, { ...config, paymentGateway: gateway }, REPORTS);
  app.get('/page', async (request) => {
    given.push(nonceOf(request.raw));
    return 'page';
  });
  app.get('/not-modified', async (_request, reply) => reply.code(304).send());
  app.get('/own', async (_request, reply) => reply.header('content-security-policy', "sandbox; default-src 'none'").header('referrer-policy', 'no-referrer').send('file'));
  app.get('/refused', async (_request, reply) => reply.code(503).send('busy'));
  await app.ready();
  return { app, given };
}

describe('the page policy', () => {
  it('allows scripts by this response’s nonce only, no plugins, no framing, and reports violations', async () => {
    const { app, given } = await webScope();
    const first = await app.inject('/page');
    const second = await app.inject('/page');
    const policy = directives(String(first.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${given[0]}'`]);
    expect(directives(String(second.headers['content-security-policy'])).get('script-src')).toEqual(["'self'", `'nonce-${given[1]}'`]);
    expect(given[0]).not.toBe(given[1]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual([REPORTS]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect([...policy.keys()]).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'object-src', 'base-uri', 'frame-ancestors', 'form-action', 'report-uri', 'report-to']);
    expect(first.headers['reporting-endpoints']).toBe(`csp="${REPORTS}"`);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('is on refusals, not on a 304 (the browser keeps its copy’s policy), and gives way to an answer’s own policy and referrer policy', async () => {
    const { app } = await webScope();
    expect(String((await app.inject('/refused')).headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const notModified = await app.inject('/not-modified');
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.headers['reporting-endpoints']).toBeUndefined();
    const own = await app.inject('/own');
    expect(own.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(own.headers['reporting-endpoints']).toBeUndefined();
    expect(own.headers['referrer-policy']).toBe('no-referrer');
    expect(own.headers['x-frame-options']).toBe('DENY');
  });

  it('lets forms go to the configured payment gateway only', async () => {
    const formAction = async (gateway: 'test' | 'moyasar') => directives(String((await (await webScope(gateway)).app.inject('/page')).headers['content-security-policy'])).get('form-action');
    expect(await formAction('test')).toEqual(["'self'", 'https://tawzeef.example']);
    expect(await formAction('moyasar')).toEqual(["'self'", 'https://tawzeef.example', MOYASAR_CHECKOUT_ORIGIN]);
  });

  it('takes the tile server from the tile URL template, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=1')).toBe('http://127.0.0.1:8080');
  });

  it('makes a new 128-bit nonce each time, across the draws of random bytes it takes them from', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

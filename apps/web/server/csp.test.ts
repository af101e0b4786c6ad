import { describe, expect, it } from 'vitest';
import { API } from '@tawzeef/contract';
import { MOYASAR_CHECKOUT_ORIGIN, contentSecurityPolicy, newNonce, tileSource } from './csp.ts';

const config = { publicUrl: 'https://tawzeef.example', paymentGateway: 'test' as const, map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } };
const REPORTS = API.csp.report.path;

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((part) => {
    const [name, ...values] = part.split(' ');
    return [name!, values];
  }));
}

describe('the page policy', () => {
  it('allows scripts by nonce only, no plugins, no framing, and reports violations', () => {
    const policy = directives(contentSecurityPolicy(config, 'abc123', REPORTS));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual([REPORTS]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('img-src')).toContain('https://tile.openstreetmap.org');
  });

  it('lets forms go to the configured payment gateway only', () => {
    expect(directives(contentSecurityPolicy(config, 'n', REPORTS)).get('form-action')).toEqual(["'self'", 'https://tawzeef.example']);
    const moyasar = directives(contentSecurityPolicy({ ...config, paymentGateway: 'moyasar' }, 'n', REPORTS));
    expect(moyasar.get('form-action')).toEqual(["'self'", 'https://tawzeef.example', MOYASAR_CHECKOUT_ORIGIN]);
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

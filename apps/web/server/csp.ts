import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The Content-Security-Policy of every page (decision 020) and the nonce its inline scripts carry. */

const NONCE_BYTES = 16;
/** Random bytes drawn 256 nonces at a time: one call into the system's generator for that many pages, not one each. */
const NONCE_POOL_BYTES = 256 * NONCE_BYTES;
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/** A fresh nonce for one response's inline scripts (128 random bits, never handed out twice). */
export function newNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  return nonce;
}

/** Where Moyasar's hosted payment pages live (the invoice `url` it answers with). */
export const MOYASAR_CHECKOUT_ORIGIN = 'https://checkout.moyasar.com';

export interface TPolicyConfig {
  publicUrl: string;
  paymentGateway: 'test' | 'moyasar';
  map: { tileUrl: string };
}

/** The origin of a tile URL template for img-src; a `{s}` subdomain becomes a wildcard (`https://*.tile.example`). */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/.exec(tileUrl);
  if (!match) return undefined;
  return `${match[1]}://${match[2]!.replace(/\{s\}/g, '*').toLowerCase()}`;
}

/**
 * The page policy: scripts only from this origin or with this response's nonce (React Router's inline scripts
 * and Mantine's colour-scheme script carry it), styles from this origin and inline (Mantine writes style
 * elements and attributes), images from here and the map's tile server, forms to this site and the payment
 * gateway's hosted page, no plugins, no framing, and violations reported to `reportPath`.
 */
export function contentSecurityPolicy(config: TPolicyConfig, nonce: string, reportPath: string): string {
  const site = new URL(config.publicUrl).origin;
  const gateway = config.paymentGateway === 'moyasar' ? MOYASAR_CHECKOUT_ORIGIN : site;
  const tiles = tileSource(config.map.tileUrl);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...new Set([site, gateway])],
    ['report-uri', reportPath],
    ['report-to', 'csp'],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The Reporting API's endpoint named by `report-to csp`. */
export const reportingEndpoints = (reportPath: string) => `csp="${reportPath}"`;


/** One nonce per response: the policy header and the page's inline scripts carry the same. */
const nonces = new WeakMap<FastifyRequest, string>();
export function nonceOf(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) nonces.set(request, (nonce = newNonce()));
  return nonce;
}

/**
 * The headers of every answer of the web scope (pages, refusals, files): defaults a page that sets its own keeps (the
 * reset page's no-referrer), and the policy with this response's nonce, except on a 304, which keeps the policy of the
 * browser's copy (its nonce is in that copy).
 */
export function addPageHeaders(web: FastifyInstance, config: TPolicyConfig, reportPath: string): void {
  const defaults = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' };
  web.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(config, nonceOf(request), reportPath));
      reply.header('reporting-endpoints', reportingEndpoints(reportPath));
    }
    return payload;
  });
}

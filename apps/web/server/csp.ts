import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
 * The page policy as helmet's directives (`@fastify/helmet`'s `contentSecurityPolicy`, decision 103): scripts only
 * from this origin or with this response's nonce (React Router's inline scripts and Mantine's colour-scheme script
 * carry it), styles from this origin and inline (Mantine writes style elements and attributes: a style nonce would
 * turn 'unsafe-inline' off, so there is none), images from here and the map's tile server, forms to this site and the
 * payment gateway's hosted page, no plugins, no framing, and violations reported to `reportPath`. No helmet defaults:
 * the policy is exactly this list.
 */
export function policyDirectives(config: TPolicyConfig, reportPath: string) {
  const site = new URL(config.publicUrl).origin;
  const gateway = config.paymentGateway === 'moyasar' ? MOYASAR_CHECKOUT_ORIGIN : site;
  const tiles = tileSource(config.map.tileUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (request: IncomingMessage) => `'nonce-${nonceOf(request)}'`],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...new Set([site, gateway])],
    'report-uri': [reportPath],
    'report-to': ['csp'],
  };
}

/** The Reporting API's endpoint named by `report-to csp`. */
export const reportingEndpoints = (reportPath: string) => `csp="${reportPath}"`;

/** One nonce per response (by its request): the policy header and the page's inline scripts carry the same. */
const nonces = new WeakMap<IncomingMessage, string>();
export function nonceOf(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) nonces.set(request, (nonce = newNonce()));
  return nonce;
}

/**
 * The headers of every answer of the web scope (pages, refusals, the load shedder's 503 among them): defaults a page
 * that sets its own keeps (the reset page's no-referrer), and the policy with this response's nonce, except on a 304,
 * which keeps the policy of the browser's copy (its nonce is in that copy), and on an answer that brings its own.
 * The policy is helmet's Content-Security-Policy middleware, made once (its directives parsed and checked at start),
 * run when the answer is sent rather than by registering @fastify/helmet in this scope, whose onRequest hook makes
 * helmet anew for each request and does not run for an answer given before it (decision 103).
 */
export function addPageHeaders(web: FastifyInstance, config: TPolicyConfig, reportPath: string): void {
  const defaults = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' };
  const policy = helmet.contentSecurityPolicy({ useDefaults: false, directives: policyDirectives(config, reportPath) });
  const reporting = reportingEndpoints(reportPath);
  const failed = (error?: unknown) => {
    if (error) throw error;
  };
  web.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(defaults)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
      policy(request.raw, reply.raw, failed);
      reply.header('reporting-endpoints', reporting);
    }
    return payload;
  });
}

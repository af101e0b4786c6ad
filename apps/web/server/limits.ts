import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { FILE_RULES, MEGABYTE } from '@tawzeef/contract';
import { crawlerVerifier } from './crawlers.ts';

/**
 * What the web server bounds before React Router sees a request: the bodies page actions take (decision 020), forms
 * that cannot be read (decision 089), and page views per address (decision 043). A refusal is answered by the web
 * scope's error handler (refusal.ts).
 */

/** The content types of the forms a browser sends; a page action refuses any other with 415. */
export const PAGE_BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
export type TPageBodyType = (typeof PAGE_BODY_TYPES)[number];

export const KILOBYTE = 1024;

/** The most bytes a page action reads, by content type; a larger body answers 413 before it is buffered. */
export const PAGE_BODY_LIMITS: Record<TPageBodyType, number> = {
  // The longest form is the job posting: 35,000 characters of text, at most 9 bytes each once URL-encoded.
  'application/x-www-form-urlencoded': 512 * KILOBYTE,
  // The most a form uploads at once (a company's logo and commercial registration), plus 1 MB for the rest.
  'multipart/form-data': FILE_RULES.logo.maxBytes + FILE_RULES.commercial.maxBytes + MEGABYTE,
};

/**
 * Whether a page body of `contentType` reads as a form (decision 089): a multipart body cut before its end, without
 * its boundary or with a part missing its headers does not, and answers 400 in the visitor's language before any
 * action reads it (React Router's `request.formData()` would throw, a 500). A url-encoded body always reads.
 */
export async function isReadableForm(contentType: string, body: Uint8Array): Promise<boolean> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return true;
  try {
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}


/**
 * Page actions take the bodies browser forms send, bounded by type while they stream in (decision 020): over the limit
 * answers 413 before the body is buffered, any other type 415 (a body-less request passes). A form that cannot be read
 * (a multipart body cut short or without its boundary) answers 400, for every action at once (decision 089).
 */
export function limitPageBodies(web: FastifyInstance): void {
  web.removeAllContentTypeParsers();
  for (const type of PAGE_BODY_TYPES) {
    web.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMITS[type] }, async (request: FastifyRequest, body: Buffer) => {
      if (!(await isReadableForm(String(request.headers['content-type'] ?? ''), body))) throw Object.assign(new Error('unreadable form'), { statusCode: 400 });
      return body;
    });
  }
}

/**
 * Page views are limited as page views, per address (decision 043): documents and `.data` loads alike, search engines'
 * crawlers verified by reverse and forward DNS allowed more, counted in `store` (shared through Redis) when given. The API calls a page makes while rendering are not counted
 * again (transports.ts). Over the limit: 429 with Retry-After, the refusal page.
 */
export async function limitPageViews(web: FastifyInstance, limits: { pageViewsPerMinute: number; crawlerPageViewsPerMinute: number }, store?: FastifyRateLimitStoreCtor): Promise<void> {
  const isVerifiedCrawler = crawlerVerifier();
  await web.register(rateLimit, {
    global: true,
    // Counted for every process and machine when REDIS_URL is set (decision 112).
    store,
    timeWindow: '1 minute',
    max: async (request) => ((await isVerifiedCrawler(request.ip, request.headers['user-agent'])) ? limits.crawlerPageViewsPerMinute : limits.pageViewsPerMinute),
    errorResponseBuilder: (_request, context) => Object.assign(new Error('too many page views'), { statusCode: context.statusCode }),
  });
}

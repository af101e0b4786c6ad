import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API, endpointPath, type TEndpointData } from '@tawzeef/contract';
import type { TApiTransport } from '../app/lib/context.ts';
import { cookiePairs } from '../app/lib/server/cookies.server.ts';
import type { SharedAnswers } from './shared-answers.ts';

/**
 * A short cache of whole pages for visitors without a session (decision 049), one per server process.
 *
 * - Only a GET of a document (not a `.data` load) whose cookies are at most the language (`locale`) and the time zone
 *   (`tz`) is looked up or stored: any other cookie (a session, a flash message, a login's way back) renders the
 *   page afresh. The key: host, protocol, path with query, those two cookies, and whether the visitor is a crawler
 *   (crawlers get the whole document at once, entry.server.tsx).
 * - Only a 200 HTML answer without `Set-Cookie` and without `Cache-Control: no-store`/`private` is stored.
 * - The page is kept as its UTF-8 bytes, cut where its Content-Security-Policy nonce stood, and served with a fresh
 *   nonce put in each time (`pageBody(parts, nonce)`): the nonce is 128 random bits in base64 (ASCII), so it occurs
 *   nowhere else in the page, and its bytes never stand inside another character's.
 * - An entry lives `ttlMs` at most; it dies earlier when jobs change (`changeMark`: the API's job change mark, the
 *   newest id of the search change log, written by triggers in every process's database, decisions 027 and 103) or
 *   when this process handles a request that may write (`invalidate()`, any method but GET and HEAD).
 * - Each page also has a weak ETag, the hash of the page without its nonce, for revalidation (If-None-Match → 304).
 */

/** The cookies a visitor without a session may carry and still share a cached page (both are part of the key). */
export const SHAREABLE_COOKIES = ['locale', 'tz'] as const;

/** What stands for the nonce in the bytes an ETag is the hash of. */
const NONCE_SLOT = Buffer.from('\u0000nonce\u0000');

export interface TPageEntry {
  status: number;
  headers: Array<[string, string]>;
  /** The page's UTF-8 bytes between the places of its nonce (views of one buffer, not copies). */
  parts: Buffer[];
  etag: string;
  expires: number;
  mark: number;
  generation: number;
}

/** The cookies of a request header as name → raw value; `undefined` when a name repeats. */
function cookiesOf(header: string | undefined): Map<string, string> | undefined {
  const cookies = new Map<string, string>();
  for (const [name, value] of cookiePairs(header)) {
    if (cookies.has(name)) return undefined;
    cookies.set(name, value);
  }
  return cookies;
}

export interface TPageRequest {
  method: string;
  url: string;
  host: string;
  protocol: string;
  cookie: string | undefined;
  isBot: boolean;
}

/**
 * The key a request is cached under, or null when it must be rendered for this visitor alone: not a GET, a data
 * load, or a cookie other than the language and the time zone (a session among them).
 */
export function pageKey(request: TPageRequest): string | null {
  if (request.method !== 'GET') return null;
  const pathname = request.url.split('?')[0]!;
  if (pathname.endsWith('.data')) return null;
  const cookies = cookiesOf(request.cookie);
  if (!cookies) return null;
  for (const name of cookies.keys()) if (!(SHAREABLE_COOKIES as readonly string[]).includes(name)) return null;
  return [request.protocol, request.host, request.url, cookies.get('locale') ?? '', cookies.get('tz') ?? '', request.isBot ? 'bot' : ''].join('\u001f');
}

/** Whether an answer may be kept and shared: 200, HTML, no cookie set, not marked private or no-store. */
export function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (headers.getSetCookie().length > 0) return false;
  if (!/^text\/html/i.test(headers.get('content-type') ?? '')) return false;
  return !/\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '');
}

/**
 * A rendered page as it is sent (`body`: its UTF-8 bytes, encoded once, which compression and the socket take as they
 * are), the same bytes cut where its nonce stands (`parts`, for the cache), and its weak ETag: the hash of the page
 * with a placeholder where the nonce was, so that the same page has the same tag whatever nonce it was sent with.
 */
export function pageOf(html: string, nonce: string | undefined): { body: Buffer; parts: Buffer[]; etag: string } {
  const body = Buffer.from(html, 'utf8');
  const parts: Buffer[] = [];
  if (nonce) {
    const needle = Buffer.from(nonce, 'utf8');
    let from = 0;
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, from)) {
      parts.push(body.subarray(from, at));
      from = at + needle.length;
    }
    parts.push(body.subarray(from));
  } else {
    parts.push(body);
  }
  const hash = createHash('sha1');
  parts.forEach((part, i) => {
    if (i > 0) hash.update(NONCE_SLOT);
    hash.update(part);
  });
  return { body, parts, etag: `W/"${hash.digest('base64url')}"` };
}

/** The page of `parts` (pageOf) with `nonce` where its own nonce stood. */
export function pageBody(parts: readonly Buffer[], nonce: string | undefined): Buffer {
  if (parts.length === 1) return parts[0]!;
  const between = Buffer.from(nonce ?? '', 'utf8');
  return Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [between, part] : [part])));
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for a GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export interface TPageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** The newest change of jobs as a number that grows; pages cached under another one are not served. */
  changeMark?: () => Promise<number>;
  clock?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, TPageEntry>();
  private generation = 0;
  private markRead: Promise<number> | null = null;

  constructor(private readonly options: TPageCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The current change mark; concurrent callers share one read. */
  private mark(): Promise<number> {
    if (!this.options.changeMark) return Promise.resolve(0);
    if (!this.markRead) {
      this.markRead = this.options.changeMark().finally(() => {
        this.markRead = null;
      });
    }
    return this.markRead;
  }

  /** What a render starting now depends on: put() stores its page only if both are still current. */
  async begin(): Promise<{ mark: number; generation: number }> {
    return { mark: await this.mark(), generation: this.generation };
  }

  /** A fresh entry for `key`, or undefined (stale, jobs changed since, or never stored). */
  async get(key: string): Promise<TPageEntry | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = (this.options.clock ?? Date.now)();
    if (now >= entry.expires || entry.generation !== this.generation || entry.mark !== (await this.mark())) {
      // Another request may have stored a newer page meanwhile.
      if (this.entries.get(key) === entry) this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a rendered page (already checked with isShareable) unless something changed while it was rendered. */
  put(key: string, since: { mark: number; generation: number }, page: Omit<TPageEntry, 'expires' | 'mark' | 'generation'>): void {
    if (!this.enabled || since.generation !== this.generation) return;
    const now = (this.options.clock ?? Date.now)();
    const max = this.options.maxEntries ?? 500;
    if (this.entries.size >= max) {
      for (const [old, entry] of this.entries) if (now >= entry.expires) this.entries.delete(old);
      // Map keeps insertion order: the first keys are the oldest.
      for (const old of this.entries.keys()) {
        if (this.entries.size < max) break;
        this.entries.delete(old);
      }
    }
    this.entries.delete(key);
    this.entries.set(key, { ...page, expires: now + this.options.ttlMs, mark: since.mark, generation: this.generation });
  }

  /** Something may have been written: no page cached so far is served again, nor one being rendered now stored. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * A request that may write (any method but GET and HEAD, pages and API alike), seen at its start and at its end, makes
 * every page cached so far stale and keeps a page being rendered from being stored; at its end the API answers pages
 * share (shared-answers.ts) are forgotten too.
 */
export function forgetOnWrites(app: FastifyInstance, cache: PageCache, shared: SharedAnswers): void {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.invalidate();
  });
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    cache.invalidate();
    shared.clear();
  });
}

const CHANGE_MARK_PATH = endpointPath(API.jobs.changeMark);

/**
 * The job change mark as the API gives it (decision 103): the web tier reads no database. A failure throws, and the
 * page request that needed it answers with the refusal page, as when the mark was read from the database here.
 */
export async function apiChangeMark(api: TApiTransport): Promise<number> {
  const response = await api.request({ method: 'GET', path: CHANGE_MARK_PATH, headers: { accept: 'application/json' }, remoteAddress: '127.0.0.1' });
  const mark = (response.body as { data?: TEndpointData<typeof API.jobs.changeMark> } | null)?.data?.mark;
  if (response.status !== 200 || typeof mark !== 'number') throw new Error(`the job change mark answered ${response.status}`);
  return mark;
}

/**
 * The API answers a page may share with other pages (issue 18): a GET the API marks `Cache-Control: public,
 * max-age=N` (the lookup lists: cities, majors, sectors) is kept for N seconds, at most SHARED_ANSWER_MAX_MS, as a
 * shared HTTP cache would keep it (RFC 9111): one copy per value of the request headers its `Vary` names, none for an
 * answer that sets a cookie, says `private` or `no-store`, or varies on `*`. A page of the job search then reads its
 * three lists from memory instead of three API calls with their database reads. Any change made through this process
 * (a request other than GET or HEAD) empties it, so an administrator's new city is listed at once here, and within
 * SHARED_ANSWER_MAX_MS by the other processes.
 */

/** Kept at most this long, whatever the answer allows. */
export const SHARED_ANSWER_MAX_MS = 60_000;
const MAX_ENTRIES = 500;

interface TEntry {
  status: number;
  /** The body, parsed once and frozen to its leaves: every reader gets this same object. */
  body: unknown;
  expires: number;
}

/** `value` and everything in it made read-only (a change throws in strict code, as all modules are). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** How long a response may be shared, in ms (0: not at all), from its headers. */
export function sharedLifetime(status: number, headers: Record<string, string | string[] | number | undefined>): number {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const control = String(headers['cache-control'] ?? '').toLowerCase();
  const directives = new Set(control.split(',').map((part) => part.trim().split('=')[0]));
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/u.exec(control);
  if (!maxAge) return 0;
  return Math.min(Number(maxAge[1]) * 1000, SHARED_ANSWER_MAX_MS);
}

export class SharedAnswers {
  /** Per path: the request headers the answer varies on, and a copy per value of them. */
  private readonly paths = new Map<string, { vary: string[]; copies: Map<string, TEntry> }>();
  private entries = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The values of the headers `vary` names (lower case) in `headers`, whatever their case there, as one key. */
  private static variant(vary: string[], headers: Record<string, string>): string {
    const values = vary.map(() => '\u0000');
    for (const name in headers) {
      const at = vary.indexOf(name.toLowerCase());
      if (at >= 0) values[at] = headers[name]!;
    }
    return values.join('\u0001');
  }

  /** A kept answer to GET `path` with these request headers (its body frozen, shared); undefined when none is fresh. */
  get(path: string, headers: Record<string, string>): { status: number; body: unknown } | undefined {
    const kept = this.paths.get(path);
    const entry = kept?.copies.get(SharedAnswers.variant(kept.vary, headers));
    if (!entry || entry.expires <= this.now()) return undefined;
    return { status: entry.status, body: entry.body };
  }

  /** Keeps the answer to GET `path` if its headers let it be shared. */
  put(path: string, requestHeaders: Record<string, string>, status: number, responseHeaders: Record<string, string | string[] | number | undefined>, text: string): void {
    const lifetime = sharedLifetime(status, responseHeaders);
    const varyHeader = responseHeaders.vary;
    const vary = String(Array.isArray(varyHeader) ? varyHeader.join(',') : (varyHeader ?? ''))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
      .sort();
    if (lifetime <= 0 || vary.includes('*')) return;
    if (this.entries >= MAX_ENTRIES) this.clear();
    let kept = this.paths.get(path);
    if (!kept || kept.vary.join() !== vary.join()) {
      this.entries -= kept?.copies.size ?? 0;
      this.paths.set(path, (kept = { vary, copies: new Map() }));
    }
    const key = SharedAnswers.variant(vary, requestHeaders);
    if (!kept.copies.has(key)) this.entries += 1;
    kept.copies.set(key, { status, body: deepFreeze(JSON.parse(text)), expires: this.now() + lifetime });
  }

  clear(): void {
    this.paths.clear();
    this.entries = 0;
  }
}

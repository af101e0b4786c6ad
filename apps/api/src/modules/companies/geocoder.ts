import type { TGeocodeResult, TLocale } from '@tawzeef/contract';
import { HttpError } from '../../errors.ts';

/** The Gulf countries place search is limited to. */
export const GEOCODER_COUNTRIES = 'sa,ae,kw,bh,qa,om';
export const GEOCODER_LIMIT = 8;
export const GEOCODER_TIMEOUT_MS = 5000;
/** OpenStreetMap's public Nominatim allows at most one request per second from an application. */
const PUBLIC_NOMINATIM_HOST = 'nominatim.openstreetmap.org';
const PUBLIC_NOMINATIM_SPACING_MS = 1000;
const CACHE_SIZE = 500;
const CACHE_TTL_MS = 24 * 3_600_000;

export interface TGeocoderOptions {
  /** Base URL of a Nominatim-compatible server; undefined: place search is off. */
  url: string | undefined;
  userAgent: string;
  timeoutMs?: number;
  now?: () => number;
}

export interface TGeocoder {
  /** Places matching `query`, named in `locale`; throws 503 geocoder_unavailable when the server cannot answer. */
  search(query: string, locale: TLocale): Promise<TGeocodeResult[]>;
}

const unavailable = () => new HttpError(503, 'geocoder_unavailable');

/** One place of Nominatim's `format=jsonv2` answer (only the fields used). */
interface TNominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function toResult(place: TNominatimPlace): TGeocodeResult | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (typeof place.display_name !== 'string' || !place.display_name.trim()) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { label: place.display_name.trim(), lat, lng };
}

/**
 * Place search through a Nominatim-compatible server, called by the API (never by the browser): the
 * visitor's address is not sent to a third party, the page's CSP needs no extra origin, and the server can
 * follow Nominatim's usage policy (an identifying User-Agent, caching, one request per second on the
 * public instance).
 */
export function createGeocoder(options: TGeocoderOptions): TGeocoder {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const cache = new Map<string, { at: number; results: TGeocodeResult[] }>();
  const base = options.url;
  const spacingMs = base && new URL(base).hostname === PUBLIC_NOMINATIM_HOST ? PUBLIC_NOMINATIM_SPACING_MS : 0;
  let nextSlot = 0;

  /** Waits for this request's turn on the public instance; refuses when the queue is longer than the timeout. */
  async function waitForSlot(): Promise<void> {
    if (!spacingMs) return;
    const current = now();
    const slot = Math.max(current, nextSlot);
    if (slot - current > timeoutMs) throw unavailable();
    nextSlot = slot + spacingMs;
    if (slot > current) await new Promise((resolve) => setTimeout(resolve, slot - current));
  }

  return {
    async search(query, locale) {
      if (!base) throw unavailable();
      const q = query.trim().replace(/\s+/g, ' ');
      const key = `${locale}\u0000${q.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached && now() - cached.at < CACHE_TTL_MS) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.results;
      }

      await waitForSlot();
      const url = new URL(`${base}/search`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        q,
        'accept-language': locale,
        countrycodes: GEOCODER_COUNTRIES,
        limit: String(GEOCODER_LIMIT),
      }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json', 'Accept-Language': locale },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw unavailable();
        body = await response.json();
      } catch {
        // Unreachable, timed out, an error status or an answer that is not JSON: the map stays usable without search.
        throw unavailable();
      }
      if (!Array.isArray(body)) throw unavailable();
      const results = (body as TNominatimPlace[]).map(toResult).filter((r): r is TGeocodeResult => r !== null).slice(0, GEOCODER_LIMIT);

      cache.delete(key);
      cache.set(key, { at: now(), results });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return results;
    },
  };
}

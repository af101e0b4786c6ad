import { sql } from 'drizzle-orm';
import type { TJobSearchFacets, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { distanceKm } from './near.ts';

/**
 * The places around a job search's city (decision 170): the metropolitan areas whose cities answer each other's jobs
 * after their own, and, when a city (or region) has nothing, where the same search has jobs: the cities nearby and
 * every city, each with its count. Engine-agnostic: search-jobs.ts asks its own searches (either engine) for them.
 */

/**
 * Metropolitan areas, by the cities' English names (db/seed/lookup-data.ts): one built-up area people commute across.
 * Dammam, Al Khobar, Dhahran and Al Qatif (the Dammam metropolitan area, 10–20 km apart); Riyadh and Ad Diriyah (its
 * north-western edge, 20 km). Jeddah has none among the cities listed: Makkah (70 km) and Rabigh (150 km) are cities
 * of their own, offered as nearby when Jeddah has nothing.
 */
export const METRO_AREAS: ReadonlyArray<readonly string[]> = [
  ['Dammam', 'Al Khobar', 'Dhahran', 'Al Qatif'],
  ['Riyadh', 'Ad Diriyah'],
];

/** A city within this many km (centre to centre) of the one asked is nearby: a daily drive (Riyadh–Al Kharj 80 km, Jeddah–Makkah 70 km, Makkah–Taif 90 km). */
export const NEARBY_KM = 150;

/** At most this many cities are offered as "every city with such jobs" (the most jobs first). */
export const ELSEWHERE_CITIES_MAX = 12;

interface TCityRow {
  id: number;
  name_ar: string;
  name_en: string;
  lat: number | null;
  lng: number | null;
}

/** The cities (a small table), read once a minute per database. */
const CITIES_TTL_MS = 60_000;
const citiesOf = new WeakMap<TDatabase, { at: number; rows: Promise<Map<number, TCityRow>> }>();

async function cityRows(db: TDatabase): Promise<Map<number, TCityRow>> {
  const cached = citiesOf.get(db);
  if (cached && Date.now() - cached.at < CITIES_TTL_MS) return cached.rows;
  const rows = (async () => {
    const result = (await db.execute(sql`select id, name_ar, name_en, lat, lng from cities`)) as unknown as { rows: TCityRow[] };
    return new Map(result.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), lat: row.lat === null ? null : Number(row.lat), lng: row.lng === null ? null : Number(row.lng) }]));
  })();
  citiesOf.set(db, { at: Date.now(), rows });
  rows.catch(() => citiesOf.delete(db));
  return rows;
}

/** The other cities of `cityId`'s metropolitan area, nearest first (empty: none). */
export async function metroNeighbours(db: TDatabase, cityId: number): Promise<TCityRow[]> {
  const cities = await cityRows(db);
  const city = cities.get(cityId);
  if (!city) return [];
  const area = METRO_AREAS.find((names) => names.includes(city.name_en));
  if (!area) return [];
  const others = [...cities.values()].filter((other) => other.id !== cityId && area.includes(other.name_en));
  const far = (other: TCityRow) => (city.lat !== null && city.lng !== null && other.lat !== null && other.lng !== null ? distanceKm(city.lat, city.lng, other.lat, other.lng) : Infinity);
  return others.sort((a, b) => far(a) - far(b) || a.id - b.id);
}

/** A city's name in the reader's language. */
export const cityName = (city: Pick<TCityRow, 'name_ar' | 'name_en'>, locale: TLocale) => (locale === 'ar' ? city.name_ar : city.name_en);

export interface TElsewhere {
  /** The city or region asked, in the reader's language. */
  place: string;
  /** Cities within NEARBY_KM of the city asked that have such jobs, nearest first. */
  nearby: Array<{ id: number; name: string; count: number; distance_km: number }>;
  /** Every city that has such jobs, the most first (at most ELSEWHERE_CITIES_MAX). */
  cities: Array<{ id: number; name: string; count: number }>;
  /** The counts are estimates (a large search, decision 059). */
  estimated: boolean;
}

/**
 * Where a search that found nothing in a city (or region) has jobs: `counts` are the city counts of the same search
 * without the city; `asked` the city (null: a region, which has no centre), `exclude` the cities already searched.
 */
export async function elsewhereOf(
  db: TDatabase,
  locale: TLocale,
  place: { cityId: number | null; name: string; exclude: number[] },
  counts: TJobSearchFacets['city'],
  estimated: boolean,
): Promise<TElsewhere> {
  const cities = await cityRows(db);
  const asked = place.cityId !== null ? cities.get(place.cityId) : undefined;
  const found = counts.filter((entry) => entry.count > 0 && !place.exclude.includes(entry.id));
  const nearby = asked && asked.lat !== null && asked.lng !== null
    ? found
        .flatMap((entry) => {
          const city = cities.get(entry.id);
          if (!city || city.lat === null || city.lng === null) return [];
          const km = distanceKm(asked.lat!, asked.lng!, city.lat, city.lng);
          return km <= NEARBY_KM ? [{ id: entry.id, name: cityName(city, locale), count: entry.count, distance_km: Math.round(km) }] : [];
        })
        .sort((a, b) => a.distance_km - b.distance_km || a.id - b.id)
    : [];
  const every = [...found].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, locale)).slice(0, ELSEWHERE_CITIES_MAX);
  return { place: place.name, nearby, cities: every.map((entry) => ({ id: entry.id, name: cities.get(entry.id) ? cityName(cities.get(entry.id)!, locale) : entry.name, count: entry.count })), estimated };
}

/** Facet counts of disjoint searches added up (a metropolitan area's cities), the most first. */
export function addFacets(all: TJobSearchFacets[]): TJobSearchFacets {
  const first = all[0]!;
  const out = {} as Record<string, unknown>;
  for (const name of Object.keys(first) as Array<keyof TJobSearchFacets>) {
    const sums = new Map<string, { entry: Record<string, unknown>; count: number }>();
    for (const facets of all) {
      for (const entry of facets[name] as Array<{ count: number; id?: number; value?: string }>) {
        const key = String(entry.id ?? entry.value);
        const seen = sums.get(key);
        if (seen) seen.count += entry.count;
        else sums.set(key, { entry, count: entry.count });
      }
    }
    out[name] = [...sums.values()].map(({ entry, count }) => ({ ...entry, count })).sort((a, b) => b.count - a.count);
  }
  return out as unknown as TJobSearchFacets;
}

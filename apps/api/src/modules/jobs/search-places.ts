import type { TJobSearchFacets, TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { distanceKm } from '../search-engine/distance.ts';
import { cityName, cityRows } from '../search-engine/metro-areas.ts';

/**
 * The places around a job search's city (decision 170): when a city (or region) has nothing, where the same search
 * has jobs: the cities nearby and every city, each with its count; and the counts of a metropolitan area's cities
 * added up (the areas themselves, shared with candidate search: search-engine/metro-areas.ts). Engine-agnostic:
 * search-jobs.ts asks its own searches (either engine) for them.
 */

/** A city within this many km (centre to centre) of the one asked is nearby: a daily drive (Riyadh–Al Kharj 80 km, Jeddah–Makkah 70 km, Makkah–Taif 90 km). */
export const NEARBY_KM = 150;

/** At most this many cities are offered as "every city with such jobs" (the most jobs first). */
export const ELSEWHERE_CITIES_MAX = 12;

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

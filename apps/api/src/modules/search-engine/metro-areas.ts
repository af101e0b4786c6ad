import { sql } from 'drizzle-orm';
import type { TLocale } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { distanceKm } from './distance.ts';

/**
 * Metropolitan areas (decisions 170 and 178): a search in a city of one answers the city's own matches first, then
 * each other city's in turn, nearest first; the total, the counts per filter value and the pages run across them.
 * Job search and candidate search both page their parts with `pageAcrossCities` (each adds up its own kind of counts);
 * each part is the search's own (either engine), so the engines agree by construction.
 */

/**
 * By the cities' English names (db/seed/lookup-data.ts): one built-up area people commute across. Dammam, Al Khobar,
 * Dhahran and Al Qatif (the Dammam metropolitan area, 10–20 km apart); Riyadh and Ad Diriyah (its north-western edge,
 * 20 km). Jeddah has none among the cities listed: Makkah (70 km) and Rabigh (150 km) are cities of their own, offered
 * as nearby when Jeddah has no such jobs.
 */
export const METRO_AREAS: ReadonlyArray<readonly string[]> = [
  ['Dammam', 'Al Khobar', 'Dhahran', 'Al Qatif'],
  ['Riyadh', 'Ad Diriyah'],
];

export interface TCityRow {
  id: number;
  name_ar: string;
  name_en: string;
  lat: number | null;
  lng: number | null;
}

/** The cities (a small table), read once a minute per database. */
const CITIES_TTL_MS = 60_000;
const citiesOf = new WeakMap<TDatabase, { at: number; rows: Promise<Map<number, TCityRow>> }>();

export async function cityRows(db: TDatabase): Promise<Map<number, TCityRow>> {
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

/** A city's name in the reader's language. */
export const cityName = (city: Pick<TCityRow, 'name_ar' | 'name_en'>, locale: TLocale) => (locale === 'ar' ? city.name_ar : city.name_en);

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

/**
 * The page asked of a metropolitan area's search: the city's own matches (`own`, answered for that page), then each
 * other city's in turn, the pages counted across them. The other cities are asked at once (`searchCity`, for their
 * first `perPage` matches: as many as the page could take from any of them, 0 when `own` fills it, for their totals
 * and counts alone), so that their reads go together (candidate search's cards are one statement for all); each
 * city's first matches are the start of its order, so the page is what asking them in turn would give. Answers the
 * page's items and every other city's answer, in order.
 */
export async function pageAcrossCities<TAnswer extends { items: readonly unknown[]; total: number }>(
  own: TAnswer,
  cityIds: readonly number[],
  page: { page: number; perPage: number },
  searchCity: (cityId: number, perPage: number) => Promise<TAnswer>,
): Promise<{ items: Array<TAnswer['items'][number]>; parts: TAnswer[] }> {
  const items = [...own.items];
  let skip = Math.max(0, (page.page - 1) * page.perPage - own.total);
  const room = page.perPage - items.length;
  const parts = await Promise.all(cityIds.map((cityId) => searchCity(cityId, room > 0 ? skip + room : 0)));
  for (const found of parts) {
    const need = page.perPage - items.length;
    if (need > 0) items.push(...found.items.slice(skip, skip + need));
    skip = Math.max(0, skip - found.total);
  }
  return { items, parts };
}

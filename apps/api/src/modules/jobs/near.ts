import { sql } from 'drizzle-orm';
import { nearPlaceOf, type TJobSearchQuery } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { distanceKm, KM_PER_DEGREE } from '../search-engine/distance.ts';

/**
 * Jobs near a place (decision 137): the point a search is near and how far a job is from it. The search index holds
 * each job's place (search-index-columns.ts) and tests it with `withinTest`; the cards get `distanceKm` rounded.
 */

/** A search's point and radius. */
export interface TNearPoint {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * Whether a place (NaN: unknown, never within) is within the radius of `near`: a box of latitudes first (a
 * subtraction), the distance only for places inside it.
 */
export function withinTest(near: TNearPoint): (lat: number, lng: number) => boolean {
  const spread = near.radiusKm / KM_PER_DEGREE;
  return (lat, lng) => Math.abs(lat - near.lat) <= spread && distanceKm(near.lat, near.lng, lat, lng) <= near.radiusKm;
}

/**
 * The point a search is near (null: none): the point given, or the centre of the city given. A city that does not
 * exist or has no known place is 422 (`near_city`).
 */
export async function nearPointOf(db: TDatabase, query: Pick<TJobSearchQuery, 'near_city' | 'near_lat' | 'near_lng' | 'radius_km'>): Promise<TNearPoint | null> {
  const place = nearPlaceOf(query);
  if (!place) return null;
  if (!('city' in place)) return place;
  const rows = ((await db.execute(sql`select lat, lng from cities where id = ${place.city}`)) as unknown as { rows: Array<{ lat: number | null; lng: number | null }> }).rows;
  const city = rows[0];
  if (!city || city.lat === null || city.lng === null) throw new HttpError(422, 'validation_failed', { near_city: { key: city ? 'near_city_unplaced' : 'not_found_item' } });
  return { lat: Number(city.lat), lng: Number(city.lng), radiusKm: place.radiusKm };
}

/** Distances on the earth (decision 137's searches near a place, decision 170's cities nearby and metropolitan areas). */

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;
/** Kilometres in a degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RADIANS;

/** The great-circle distance between two points, in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

import { parseNumber } from '../../lib/form-data.ts';

export interface TPoint {
  lat: number;
  lng: number;
}

/** A coordinate as typed (ASCII or Arabic-Indic digits, "." or "٫"); null when empty or not a number. */
export function parseCoordinate(value: string): number | null {
  const number = parseNumber(value);
  return number !== null && Number.isFinite(number) ? number : null;
}

/** The point two coordinate fields describe, or null when either is missing or out of range. */
export function pointOf(lat: string, lng: string): TPoint | null {
  const a = parseCoordinate(lat);
  const b = parseCoordinate(lng);
  if (a === null || b === null || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/** Six decimals: about 10 cm, more than a street address needs. */
export const formatCoordinate = (value: number): string => String(Math.round(value * 1e6) / 1e6);

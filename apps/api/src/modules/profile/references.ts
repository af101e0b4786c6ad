import type { TFileKind, TMessageKey } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { findCityCountryId, findExistingMajorIds, findOwnFileKind, lookupExists, type TLookupTable } from './queries.ts';

/** The fields a check found wrong, each with its message key. */
type TRefused = Record<string, TMessageKey>;

/**
 * Runs a form's reference checks together and refuses once with every wrong field (decision 089: a form reports all
 * its errors at once, not one per submit).
 */
export async function assertReferences(...checks: Array<Promise<TRefused>>): Promise<void> {
  const refused: TRefused = Object.assign({}, ...(await Promise.all(checks)));
  if (Object.keys(refused).length) throw new HttpError(422, 'validation_failed', refused);
}

/** Every referenced lookup row exists (a bad id is a field error, not a database error). */
export async function lookupsRefused(db: TDatabase, refs: Array<{ field: string; id: number | null | undefined; table: TLookupTable }>): Promise<TRefused> {
  const refused: TRefused = {};
  for (const ref of refs) {
    if (ref.id && !(await lookupExists(db, ref.table, ref.id))) refused[ref.field] = 'valid';
  }
  return refused;
}

/** The city exists and lies in the country chosen. */
export async function cityRefused(db: TDatabase, cityId: number | null | undefined, countryId: number | null | undefined): Promise<TRefused> {
  if (!cityId) return {};
  const city = await findCityCountryId(db, cityId);
  if (!city) return { city_id: 'valid' };
  return city.country_id === countryId ? {} : { city_id: 'city_not_in_country' };
}

/** Files attached to a CV item must be the person's own, of a fitting kind. */
export async function ownFilesRefused(db: TDatabase, userId: number, refs: Array<{ field: string; id: number | null | undefined; kinds: readonly TFileKind[] }>): Promise<TRefused> {
  const refused: TRefused = {};
  for (const ref of refs) {
    if (!ref.id) continue;
    const kind = await findOwnFileKind(db, userId, ref.id);
    if (!kind || !ref.kinds.includes(kind as TFileKind)) refused[ref.field] = 'valid';
  }
  return refused;
}

/** Every prominent major exists. */
export async function majorsRefused(db: TDatabase, majorIds: number[]): Promise<TRefused> {
  const existing = await findExistingMajorIds(db, majorIds);
  return majorIds.some((id) => !existing.has(id)) ? { major_ids: 'valid' } : {};
}

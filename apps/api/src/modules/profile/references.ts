import type { TFileKind, TMessageKey } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { findCityCountryId, findExistingMajorIds, findOwnFileKind, lookupExists, type TLookupTable } from './queries.ts';

function refuse(field: string, key: TMessageKey = 'valid'): never {
  throw new HttpError(422, 'validation_failed', { [field]: key });
}

/** Every referenced lookup row exists (a bad id is a field error, not a database error). */
export async function assertLookups(db: TDatabase, refs: Array<{ field: string; id: number | null | undefined; table: TLookupTable }>): Promise<void> {
  for (const ref of refs) {
    if (ref.id && !(await lookupExists(db, ref.table, ref.id))) refuse(ref.field);
  }
}

export async function assertCityInCountry(db: TDatabase, cityId: number | null | undefined, countryId: number | null | undefined): Promise<void> {
  if (!cityId) return;
  const city = await findCityCountryId(db, cityId);
  if (!city) refuse('city_id');
  if (city.country_id !== countryId) refuse('city_id', 'city_not_in_country');
}

/** Files attached to a CV item must be the person's own, of a fitting kind. */
export async function assertOwnFiles(db: TDatabase, userId: number, refs: Array<{ field: string; id: number | null | undefined; kinds: readonly TFileKind[] }>): Promise<void> {
  for (const ref of refs) {
    if (!ref.id) continue;
    const kind = await findOwnFileKind(db, userId, ref.id);
    if (!kind || !ref.kinds.includes(kind as TFileKind)) refuse(ref.field);
  }
}

/** Every prominent major exists. */
export async function assertMajors(db: TDatabase, majorIds: number[]): Promise<void> {
  const existing = await findExistingMajorIds(db, majorIds);
  if (majorIds.some((id) => !existing.has(id))) refuse('major_ids');
}

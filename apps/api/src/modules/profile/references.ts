import { and, eq, inArray } from 'drizzle-orm';
import type { TFileKind, TMessageKey } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, countries, files, majors, nationalities, sectors } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';

const LOOKUP_TABLES = { nationalities, countries, cities, majors, sectors } as const;
export type TLookupTable = keyof typeof LOOKUP_TABLES;

function refuse(field: string, key: TMessageKey = 'valid'): never {
  throw new HttpError(422, 'validation_failed', { [field]: key });
}

/** Every referenced lookup row exists (a bad id is a field error, not a database error). */
export async function assertLookups(db: TDatabase, refs: Array<{ field: string; id: number | null | undefined; table: TLookupTable }>): Promise<void> {
  for (const ref of refs) {
    if (!ref.id) continue;
    const table = LOOKUP_TABLES[ref.table];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, ref.id)).limit(1);
    if (!row) refuse(ref.field);
  }
}

export async function assertCityInCountry(db: TDatabase, cityId: number | null | undefined, countryId: number | null | undefined): Promise<void> {
  if (!cityId) return;
  const [city] = await db.select({ country_id: cities.country_id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) refuse('city_id');
  if (city.country_id !== countryId) refuse('city_id', 'city_not_in_country');
}

/** Files attached to a CV item must be the person's own, of a fitting kind. */
export async function assertOwnFiles(db: TDatabase, userId: number, refs: Array<{ field: string; id: number | null | undefined; kinds: readonly TFileKind[] }>): Promise<void> {
  for (const ref of refs) {
    if (!ref.id) continue;
    const [file] = await db
      .select({ kind: files.kind })
      .from(files)
      .where(and(eq(files.id, ref.id), eq(files.owner_id, userId)))
      .limit(1);
    if (!file || !ref.kinds.includes(file.kind as TFileKind)) refuse(ref.field);
  }
}

export async function existingMajorIds(db: TDatabase, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: majors.id }).from(majors).where(inArray(majors.id, ids));
  return new Set(rows.map((r) => r.id));
}

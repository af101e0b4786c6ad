import { count } from 'drizzle-orm';
import type { TDatabase } from '../client.ts';
import { cities, countries, majors, nationalities, sectors, users } from '../schema/index.ts';
import { cities as citySeeds, countries as countrySeeds, majors as majorSeeds, nationalities as nationalitySeeds, sectors as sectorSeeds } from './lookup-data.ts';
import { seedDemoAccounts } from './demo.ts';

async function isEmpty(db: TDatabase, table: typeof countries | typeof users): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Reference data every installation needs. Runs only when the lookup tables are empty. */
export async function seedLookups(db: TDatabase): Promise<boolean> {
  if (!(await isEmpty(db, countries))) return false;
  await db.transaction(async (tx) => {
    const insertedCountries = await tx
      .insert(countries)
      .values(countrySeeds.map((c, i) => ({ ...c, sort_order: i })))
      .returning({ id: countries.id, code: countries.code });
    const idOf = new Map(insertedCountries.map((c) => [c.code, c.id]));
    await tx.insert(cities).values(
      citySeeds.map((c, i) => {
        const country_id = idOf.get(c.country_code);
        if (!country_id) throw new Error(`city ${c.name_en} names unknown country ${c.country_code}`);
        return { country_id, region_ar: c.region_ar, region_en: c.region_en, name_ar: c.name_ar, name_en: c.name_en, sort_order: i, lat: c.lat, lng: c.lng };
      }),
    );
    await tx.insert(nationalities).values(nationalitySeeds.map((n, i) => ({ ...n, sort_order: i })));
    await tx.insert(majors).values(majorSeeds.map((m, i) => ({ ...m, sort_order: i })));
    await tx.insert(sectors).values(sectorSeeds.map((s, i) => ({ ...s, sort_order: i })));
  });
  return true;
}

/** Demo accounts for a first start; only into a database with no accounts at all. */
export async function seedDemoData(db: TDatabase): Promise<boolean> {
  if (!(await isEmpty(db, users))) return false;
  await seedDemoAccounts(db);
  return true;
}

import { asc, eq } from 'drizzle-orm';
import type { TLocale, TLookupItem, TLookupKind } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { cities, countries, majors, nationalities, occupations, sectors } from '../../db/schema/index.ts';

const pick = (locale: TLocale, row: { name_ar: string; name_en: string }) => (locale === 'ar' ? row.name_ar : row.name_en);

export async function findLookups(db: TDatabase, kind: TLookupKind, locale: TLocale, filter: { country_id?: number }): Promise<TLookupItem[]> {
  switch (kind) {
    case 'countries': {
      const rows = await db.select().from(countries).orderBy(asc(countries.sort_order), asc(countries.id));
      return rows.map((r) => ({ id: r.id, name: pick(locale, r), name_ar: r.name_ar, name_en: r.name_en, code: r.code, dial_code: r.dial_code }));
    }
    case 'cities': {
      const query = db.select().from(cities);
      const rows = await (filter.country_id ? query.where(eq(cities.country_id, filter.country_id)) : query).orderBy(asc(cities.sort_order), asc(cities.id));
      return rows.map((r) => ({
        id: r.id,
        name: pick(locale, r),
        name_ar: r.name_ar,
        name_en: r.name_en,
        code: null,
        country_id: r.country_id,
        region: locale === 'ar' ? r.region_ar : r.region_en,
      }));
    }
    case 'nationalities': {
      const rows = await db.select().from(nationalities).orderBy(asc(nationalities.sort_order), asc(nationalities.id));
      return rows.map((r) => ({ id: r.id, name: pick(locale, r), name_ar: r.name_ar, name_en: r.name_en, code: r.code }));
    }
    case 'majors':
    case 'sectors': {
      const table = kind === 'majors' ? majors : sectors;
      const rows = await db.select().from(table).orderBy(asc(table.sort_order), asc(table.id));
      return rows.map((r) => ({ id: r.id, name: pick(locale, r), name_ar: r.name_ar, name_en: r.name_en, code: r.slug }));
    }
    case 'occupations': {
      // Search's vocabulary (decision 023): the post-job form's choice of occupation (decision 030).
      const rows = await db
        .select({ id: occupations.id, name_ar: occupations.name_ar, name_en: occupations.name_en, slug: occupations.slug, sector_id: occupations.sector_id })
        .from(occupations)
        .orderBy(asc(occupations.sort_order), asc(occupations.id));
      return rows.map((r) => ({ id: r.id, name: pick(locale, r), name_ar: r.name_ar, name_en: r.name_en, code: r.slug, sector_id: r.sector_id }));
    }
  }
}

import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TAdminResourceDef } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { cities, countries, jobOccupations, majors, nationalities, occupations, sectors } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import { forgetVocabulary } from '../../search-engine/vocabulary.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

/** The unique constraints of the lookups and the field each one concerns (a duplicate is a 422 on that field). */
const UNIQUE_FIELDS: Record<string, string> = {
  countries_code_unique: 'code',
  nationalities_code_unique: 'code',
  majors_slug_unique: 'slug',
  sectors_slug_unique: 'slug',
  occupations_slug_unique: 'slug',
  cities_country_name_unique: 'name_en',
};

/** A database error of a write, as the field the admin can fix: a value already taken, or a reference to nothing. */
function asFieldError(error: unknown): HttpError | undefined {
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1, current = current.cause as typeof current) {
    if (current.code === '23505') {
      const field = UNIQUE_FIELDS[current.constraint ?? ''] ?? 'id';
      return new HttpError(422, 'validation_failed', { [field]: 'value_taken' });
    }
    if (current.code === '23503') {
      const field = (current.constraint ?? '').includes('country') ? 'country_id' : (current.constraint ?? '').includes('sector') ? 'sector_id' : 'id';
      return new HttpError(422, 'validation_failed', { [field]: 'valid' });
    }
  }
  return undefined;
}

async function writing<T>(ctx: TAdminContext, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    // Search reads cities, majors, sectors and occupations through its vocabulary: this process reads it again once
    // the change is committed, the others within its five minutes (decision 023).
    ctx.afterCommit((db) => forgetVocabulary(db));
    return result;
  } catch (error) {
    throw asFieldError(error) ?? error;
  }
}

interface TLookupSpec {
  def: TAdminResourceDef;
  table: typeof countries | typeof cities | typeof nationalities | typeof majors | typeof sectors | typeof occupations;
  columns: Record<string, unknown>;
  from?: (db: TDatabase) => TSelectFrom;
  filters?: TListSpec['filters'];
  search: TListSpec['search'];
  sorts: TListSpec['sorts'];
  /** The row to write from the checked input (defaults to the input itself). */
  values?: (input: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A lookup list (countries, cities, nationalities, majors, sectors, occupations): created and changed, never deleted
 * (accounts, CVs and jobs point at them; a wrong entry is renamed).
 */
function lookupResource(lookup: TLookupSpec): TAdminResource {
  const { def, table } = lookup;
  const from = lookup.from ?? ((db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(table));
  const spec: TListSpec = { filters: lookup.filters ?? {}, search: lookup.search, sorts: lookup.sorts, id: table.id };
  const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => def.record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;
  const values = lookup.values ?? ((input: Record<string, unknown>) => input);
  const fields = lookup.columns as Parameters<TSelectFrom>[0];
  return {
    def,
    async list(ctx, query) {
      const { rows, total } = await readPage(from(ctx.db), fields, spec, query);
      return { items: rows.map((row) => toRecord(ctx, row)), total };
    },
    async get(ctx, id) {
      const [row] = await from(ctx.db)(fields).where(eq(table.id, Number(id)));
      return row ? toRecord(ctx, row) : undefined;
    },
    create: (ctx, input) =>
      writing(ctx, async () => {
        const [row] = (await ctx.db.insert(table).values(values(input) as never).returning({ id: table.id })) as Array<{ id: number }>;
        return row!.id;
      }),
    update: (ctx, id, input) =>
      writing(ctx, async () => {
        await ctx.db.update(table).set(values(input) as never).where(eq(table.id, Number(id)));
      }),
  };
}

const names = (table: typeof majors | typeof sectors | typeof countries | typeof nationalities) => ({
  id: table.id,
  name_ar: table.name_ar,
  name_en: table.name_en,
  sort_order: table.sort_order,
});
const nameSorts = (table: typeof majors | typeof sectors | typeof countries | typeof nationalities | typeof cities | typeof occupations) => ({
  sort_order: table.sort_order,
  id: table.id,
  name_ar: table.name_ar,
  name_en: table.name_en,
});

export const countriesResource = lookupResource({
  def: ADMIN_RESOURCES.countries,
  table: countries,
  columns: { ...names(countries), code: countries.code, dial_code: countries.dial_code },
  search: [countries.name_ar, countries.name_en, countries.code],
  sorts: nameSorts(countries),
});

export const nationalitiesResource = lookupResource({
  def: ADMIN_RESOURCES.nationalities,
  table: nationalities,
  columns: { ...names(nationalities), code: nationalities.code },
  search: [nationalities.name_ar, nationalities.name_en, nationalities.code],
  sorts: nameSorts(nationalities),
});

export const majorsResource = lookupResource({
  def: ADMIN_RESOURCES.majors,
  table: majors,
  columns: { ...names(majors), slug: majors.slug },
  search: [majors.name_ar, majors.name_en, majors.slug],
  sorts: nameSorts(majors),
});

export const sectorsResource = lookupResource({
  def: ADMIN_RESOURCES.sectors,
  table: sectors,
  columns: { ...names(sectors), slug: sectors.slug },
  search: [sectors.name_ar, sectors.name_en, sectors.slug],
  sorts: nameSorts(sectors),
});

export const citiesResource = lookupResource({
  def: ADMIN_RESOURCES.cities,
  table: cities,
  columns: {
    id: cities.id,
    name_ar: cities.name_ar,
    name_en: cities.name_en,
    sort_order: cities.sort_order,
    country_id: cities.country_id,
    country: countries.name_en,
    region_ar: cities.region_ar,
    region_en: cities.region_en,
  },
  from: (db) => (fields) => db.select(fields).from(cities).innerJoin(countries, eq(countries.id, cities.country_id)),
  filters: { country_id: (value: number) => sql`${cities.country_id} = ${value}` },
  search: [cities.name_ar, cities.name_en, cities.region_ar, cities.region_en],
  sorts: nameSorts(cities),
});

const jobsOfOccupation = sql<number>`(select count(*)::int from ${jobOccupations} where ${jobOccupations.occupation_id} = ${occupations.id})`;

/** Search's bilingual vocabulary (decision 023): each write makes this process read it again. */
export const occupationsResource = lookupResource({
  def: ADMIN_RESOURCES.occupations,
  table: occupations,
  columns: {
    id: occupations.id,
    slug: occupations.slug,
    name_ar: occupations.name_ar,
    name_en: occupations.name_en,
    sort_order: occupations.sort_order,
    forms_ar: occupations.forms_ar,
    forms_en: occupations.forms_en,
    spellings: occupations.spellings,
    sector_id: occupations.sector_id,
    major_ids: occupations.major_ids,
    jobs: jobsOfOccupation,
  },
  filters: { sector_id: (value: number) => sql`${occupations.sector_id} = ${value}` },
  search: [occupations.name_ar, occupations.name_en, occupations.slug],
  sorts: nameSorts(occupations),
  // The names are forms too, first (search reads every form; the vocabulary's seed does the same).
  values: (input) => {
    const first = (name: unknown, list: unknown) => [String(name), ...(list as string[]).filter((form) => form !== name)];
    return { ...input, forms_ar: first(input.name_ar, input.forms_ar), forms_en: first(input.name_en, input.forms_en) };
  },
});

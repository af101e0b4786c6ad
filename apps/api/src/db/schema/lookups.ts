import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  dial_code: text('dial_code').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    region_ar: text('region_ar').notNull(),
    region_en: text('region_en').notNull(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    /** The city's centre (decision 137: where its jobs are when their company has no point of its own); both or neither. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    index('cities_country_id_idx').on(t.country_id),
    uniqueIndex('cities_country_name_unique').on(t.country_id, t.name_en),
    check('cities_point_check', sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180))`),
  ],
);

export const nationalities = pgTable('nationalities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});

export const majors = pgTable('majors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});

export const sectors = pgTable('sectors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
});

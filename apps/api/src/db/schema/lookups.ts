import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('cities_country_id_idx').on(t.country_id), uniqueIndex('cities_country_name_unique').on(t.country_id, t.name_en)],
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

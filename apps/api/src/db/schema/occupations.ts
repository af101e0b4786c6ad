import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.ts';
import { sectors } from './lookups.ts';

/**
 * The bilingual occupation vocabulary of search (decision 023): each occupation with its Arabic and English
 * names, the other forms people type (feminine, plurals, synonyms, Gulf terms) and its spellings in the other
 * script (Arabizi, English written in Arabic letters). Seeded from db/seed/occupation-data.ts; admins edit it later.
 */
export const occupations = pgTable(
  'occupations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    /** Every Arabic form, the name first. */
    forms_ar: text('forms_ar').array().notNull(),
    /** Every English form, the name first. */
    forms_en: text('forms_en').array().notNull(),
    /** Arabizi ("mohaseb", "sa2eq") and English in Arabic letters («اكاونتنت»). */
    spellings: text('spellings').array().notNull(),
    sector_id: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    /** The majors that lead to it (majors.id; a field word such as "finance" finds the occupations of its majors). */
    major_ids: integer('major_ids').array().notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('occupations_sector_idx').on(t.sector_id)],
);

/** The occupations of a job, found from its title when it is saved (modules/search-engine/classify.ts). */
export const jobOccupations = pgTable(
  'job_occupations',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    occupation_id: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.occupation_id] }), index('job_occupations_occupation_idx').on(t.occupation_id, t.job_id)],
);

export type TOccupationRow = typeof occupations.$inferSelect;

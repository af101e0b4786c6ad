import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The changes that concern job search (decision 027): one row per change of a job that can alter what search
 * lists (its searchable columns, its state, its occupations, its company's standing), written by triggers. Every
 * API process's in-memory search index reads the rows after the last it applied, so a change made by any process
 * (or by SQL) is searchable at the next search. Rows older than a day are deleted by the job expiry schedule.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job_id: integer('job_id').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_changed_at_idx').on(t.changed_at)],
);

/**
 * Every title a job has had, once (decision 058), kept by a trigger on `jobs` (migration 0032). A search whose words
 * match nothing looks for near spellings of titles (pg_trgm's `<%`) among these distinct titles, then reads the live
 * jobs with the titles found by `jobs_live_title_idx`: its cost follows the number of different titles, not of jobs.
 */
export const jobTitles = pgTable('job_titles', { title: text('title').primaryKey() }, (t) => [index('job_titles_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`)]);

/**
 * Skills learnt from the texts (issue 60, decision 240): what CVs and job ads name as skills beyond the curated list
 * (search-engine/skill-words.ts), rewritten by the skill-learning schedule; search reads them beside the curated ones.
 */
export const learnedSkills = pgTable('learned_skills', {
  name: text('name').primaryKey(),
  name_ar: text('name_ar').notNull(),
  /** Every form, normalised as search normalises, the name's first. */
  forms: text('forms').array().notNull(),
  /** People who typed it on a CV, and jobs whose texts name it, when it was last learnt. */
  seekers: integer('seekers').notNull(),
  jobs: integer('jobs').notNull(),
  learned_at: timestamp('learned_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When the skills were last learnt (one row, id 1), learnt again or not: the schedule's clock (decision 240). */
export const skillLearningRuns = pgTable('skill_learning_runs', {
  id: integer('id').primaryKey(),
  learned_at: timestamp('learned_at', { withTimezone: true }).notNull(),
});

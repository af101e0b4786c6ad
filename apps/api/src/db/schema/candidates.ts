import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CV_VIEW_SOURCES } from '@tawzeef/contract';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * Who viewed a job seeker's CV (decision 024): one row per company, seeker and day (Asia/Riyadh), with the first
 * and last time and how many times. `source` is `application` when any view of the day came from one of the
 * seeker's applications, else `search`; `confidential` stays true only while every view of the day came through
 * an application to a confidential job. Goes with the seeker's account and with the company (cascade).
 */
export const cvViews = pgTable(
  'cv_views',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    first_at: timestamp('first_at', { withTimezone: true }).notNull(),
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
    source: text('source', { enum: CV_VIEW_SOURCES }).notNull(),
    confidential: boolean('confidential').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.seeker_id, t.day] }),
    index('cv_views_seeker_day_idx').on(t.seeker_id, t.day),
    check('cv_views_source_check', sql`${t.source} in ('search', 'application')`),
    check('cv_views_count_check', sql`${t.count} >= 1`),
  ],
);

/**
 * The last mail a company got about a job's new applicants (decision 024: at most one digest per job and hour):
 * `sent_at` guards the hour, `covered_until` is the creation time of the newest application it told of.
 */
export const applicationNotices = pgTable('application_notices', {
  job_id: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  covered_until: timestamp('covered_until', { withTimezone: true }).notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Candidate search's narrow relation (decision 028): one row per job seeker with a CV, holding only what search
 * filters, matches, ranks and shows on a card, so that a search reads one small table through one index. Triggers on
 * the CV's tables and the account mark a row `stale`; the next search (or the benchmark's generator) recomputes stale
 * rows (modules/candidates/search-index.ts). `listed`: the seeker is visible to companies (decision 007's switch, the
 * employee call's rule) and has something to be found by; the indexes are partial on it, so a hidden seeker is in
 * none of them.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stale: boolean('stale').notNull().default(true),
    listed: boolean('listed').notNull().default(false),
    /** The card's name and contact, copied from the account (a card is read without another table). */
    first_name: text('first_name'),
    last_name: text('last_name'),
    ar_first_name: text('ar_first_name'),
    ar_last_name: text('ar_last_name'),
    en_first_name: text('en_first_name'),
    en_last_name: text('en_last_name'),
    email: text('email'),
    phone: text('phone'),
    /** The desired job title: the card's headline. */
    headline: text('headline'),
    /** The desired job title and the experiences' titles, one per line (trigram matching of near spellings). */
    titles: text('titles').notNull().default(''),
    /**
     * Titles (A), skills (B), summary, job target and fields of study (C), each word through its script's stemmer;
     * and, without position, the tokens of the selective filters (`#c` city, `#m` major, `#o` occupation, `#s` skill):
     * one GIN index answers the words and those filters together.
     */
    search: tsvector('search'),
    /** The occupations of the desired job title and of the experiences' titles (search-engine occupationsOfTitle). */
    occupation_ids: integer('occupation_ids').array().notNull().default(sql`'{}'::integer[]`),
    city_id: integer('city_id'),
    /** The CV's major. */
    major_id: integer('major_id'),
    /** The CV's major and its (up to five) prominent majors: the major filter. */
    major_ids: integer('major_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Majors of the companies the person worked in (the match's partial major). */
    experience_major_ids: integer('experience_major_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Skill names as typed, the strongest first (cards show the first few; the match reads all). */
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** Days of experience (overlaps once) when nobody employs the person now. */
    experience_days: integer('experience_days').notNull().default(0),
    /** With a current job: the day from which counting gives the experience (it grows by a day a day). */
    experience_since: date('experience_since'),
    /** The highest qualification (index in QUALIFICATION_TYPES), -1 for none. */
    qualification_rank: smallint('qualification_rank').notNull().default(-1),
    expected_salary: integer('expected_salary'),
    notice_period: smallint('notice_period'),
    job_type: text('job_type'),
    /** The last time the person used the platform signed in or saved their CV (decision 028). */
    last_active_at: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }),
  },
  (t) => [
    index('candidate_search_stale_idx').on(t.user_id).where(sql`${t.stale}`),
    // Searches read it, CVs change seldom: no pending list to scan (fastupdate off).
    index('candidate_search_vector_idx').using('gin', t.search).with({ fastupdate: false }).where(sql`${t.listed}`),
    index('candidate_search_titles_trgm_idx').using('gin', sql`${t.titles} gin_trgm_ops`).where(sql`${t.listed}`),
    index('candidate_search_active_idx').on(t.last_active_at.desc(), t.user_id.desc()).where(sql`${t.listed}`),
  ],
);

/**
 * The changes of candidate search's relation (decision 028, amended): one row per insert, change or deletion of a
 * `candidate_search` row, written by a trigger. Every API process's in-memory candidate index reads the rows after
 * the last it applied (db/change-log.ts), so a change made by any process (or by SQL) is in the next search. Rows
 * older than a day are deleted by the job expiry schedule.
 */
export const candidateSearchChanges = pgTable(
  'candidate_search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_search_changes_changed_at_idx').on(t.changed_at)],
);

/**
 * A company's named lists of candidates (talent pools, decision 028). Names are unique per company whatever their
 * case. Go with the company (cascade).
 */
export const talentPools = pgTable(
  'talent_pools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talent_pools_company_name_unique').on(t.company_id, sql`lower(${t.name})`)],
);

/** A candidate in a talent pool. Goes with the pool and with the seeker's account (cascade). */
export const talentPoolMembers = pgTable(
  'talent_pool_members',
  {
    pool_id: integer('pool_id')
      .notNull()
      .references(() => talentPools.id, { onDelete: 'cascade' }),
    seeker_id: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    added_at: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pool_id, t.seeker_id] }), index('talent_pool_members_seeker_idx').on(t.seeker_id)],
);

export type TCandidateSearchRow = typeof candidateSearch.$inferSelect;
export type TTalentPoolRow = typeof talentPools.$inferSelect;

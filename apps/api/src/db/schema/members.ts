import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * A company's hiring team (decision 116): each COMPANY account belongs to at most one company, as its owner, recruiter
 * or viewer. The account that registered the company is its first owner (`companies.user_id` stays the company's
 * contact account for its mails and invoices: the first owner, then the owner who remains).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'recruiter', 'viewer'] }).notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The member's daily digest of new applicants to their jobs (decision 126): on unless they turned it off. */
    digest: text('digest', { enum: ['on', 'off'] }).notNull().default('on'),
    /** The moment the last digest run covered this member up to (decision 126): the next lists applicants after it. */
    digest_until: timestamp('digest_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.company_id, t.id), check('company_members_role_check', sql`${t.role} in ('owner', 'recruiter', 'viewer')`)],
);

/** The jobs shared with a viewer: the only jobs whose applicants they read. */
export const companyMemberJobs = pgTable(
  'company_member_jobs',
  {
    member_id: integer('member_id')
      .notNull()
      .references(() => companyMembers.id, { onDelete: 'cascade' }),
    job_id: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.job_id] }), index('company_member_jobs_job_idx').on(t.job_id)],
);

/**
 * An invitation to join a company, by email: its link carries the id signed (db/signed-tokens.ts), is good for 7 days
 * and once (`accepted_at`). One open invitation per company and email; inviting again replaces it.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'recruiter', 'viewer'] }).notNull(),
    job_ids: integer('job_ids').array().notNull().default(sql`'{}'::integer[]`),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The inviter's language: the mail's, and the landing page's. */
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.company_id, t.id),
    uniqueIndex('company_invitations_open_email_idx').on(t.company_id, sql`lower(${t.email})`).where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  ],
);

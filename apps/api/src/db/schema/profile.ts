import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { cities, countries, majors, nationalities, sectors } from './lookups.ts';
import { files } from './files.ts';
import { BIRTHDATE_CALENDARS, CV_FILE_LABEL_MAX, DESIRED_JOB_TYPES } from '@tawzeef/contract';

const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const fileRef = (name: string) => integer(name).references(() => files.id, { onDelete: 'set null' });

/** The job seeker's CV: one row per USER, created on first save. Names, email and phone live in users. */
export const seekerProfiles = pgTable(
  'seeker_profiles',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthdate: date('birthdate'),
    /** The calendar the seeker typed the date in (decision 097): their form opens in it. */
    birthdate_calendar: text('birthdate_calendar', { enum: BIRTHDATE_CALENDARS }).notNull().default('gregorian'),
    nationality_id: integer('nationality_id').references(() => nationalities.id),
    sex: text('sex', { enum: ['male', 'female'] }),
    social_status: text('social_status', { enum: ['single', 'married'] }),
    drive_licence_nationality_id: integer('drive_licence_nationality_id').references(() => nationalities.id),
    country_id: integer('country_id').references(() => countries.id),
    city_id: integer('city_id').references(() => cities.id),
    major_id: integer('major_id').references(() => majors.id),
    sector_id: integer('sector_id').references(() => sectors.id),
    summary: text('summary'),
    job_role_title: text('job_role_title'),
    expected_salary: numeric('expected_salary', { precision: 12, scale: 2, mode: 'number' }),
    notice_period: integer('notice_period'),
    job_target: text('job_target'),
    job_type: text('job_type', { enum: DESIRED_JOB_TYPES }),
    facebook: text('facebook'),
    twitter: text('twitter'),
    insta: text('insta'),
    site: text('site'),
    medium: text('medium'),
    snap: text('snap'),
    linkedin: text('linkedin'),
    youtube: text('youtube'),
    /** Whether companies find this CV in candidate search. */
    is_visible: boolean('is_visible').notNull().default(true),
    photo_file_id: fileRef('photo_file_id'),
    cv_file_id: fileRef('cv_file_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('seeker_profiles_birthdate_calendar_check', sql`${t.birthdate_calendar} in ('gregorian', 'hijri')`),
    check('seeker_profiles_notice_period_check', sql`${t.notice_period} is null or ${t.notice_period} between 0 and 12`),
    check('seeker_profiles_expected_salary_check', sql`${t.expected_salary} is null or ${t.expected_salary} > 0`),
  ],
);

export const seekerMajors = pgTable(
  'seeker_majors',
  {
    user_id: owner(),
    major_id: integer('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.major_id] }), check('seeker_majors_position_check', sql`${t.position} between 1 and 5`)],
);

export const qualifications = pgTable(
  'qualifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: owner(),
    qualification_type: text('qualification_type', { enum: ['secondary', 'diploma', 'bachelor', 'ma', 'phd'] }).notNull(),
    university: text('university').notNull(),
    system: text('system'),
    graduation_degree: text('graduation_degree'),
    graduation_date: date('graduation_date'),
    graduated_year: integer('graduated_year'),
    graduated_month: integer('graduated_month'),
    study_field: text('study_field').notNull(),
    description: text('description'),
    graduation_file_id: fileRef('graduation_file_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('qualifications_user_id_idx').on(t.user_id)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: owner(),
    company_name: text('company_name').notNull(),
    job_title: text('job_title').notNull(),
    foundation_major_id: integer('foundation_major_id').references(() => majors.id),
    start_date: date('start_date').notNull(),
    end_date: date('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    job_description: text('job_description'),
    foundation_members_count: integer('foundation_members_count'),
    latest_salary: numeric('latest_salary', { precision: 12, scale: 2, mode: 'number' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('experiences_user_id_idx').on(t.user_id),
    check('experiences_dates_check', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
    check('experiences_salary_check', sql`${t.latest_salary} is null or ${t.latest_salary} > 0`),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: owner(),
    skill_name: text('skill_name').notNull(),
    level: text('level', { enum: ['beginner', 'average', 'high', 'excellent'] }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('skills_user_id_idx').on(t.user_id)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: owner(),
    role_name: text('role_name').notNull(),
    member_from: date('member_from').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('memberships_user_id_idx').on(t.user_id)],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: owner(),
    title: text('title').notNull(),
    total_hours: integer('total_hours').notNull(),
    type: text('type', { enum: ['course', 'training'] }).notNull(),
    certificate_file_id: fileRef('certificate_file_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('courses_user_id_idx').on(t.user_id)],
);

/** The personal details a job seeker shows to companies (decision 086); no row means none (the default). */
export const seekerCompanyView = pgTable('seeker_company_view', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  birthdate: boolean('show_birthdate').notNull().default(false),
  sex: boolean('show_sex').notNull().default(false),
  social_status: boolean('show_social_status').notNull().default(false),
  nationality: boolean('show_nationality').notNull().default(false),
  drive_licence: boolean('show_drive_licence').notNull().default(false),
  photo: boolean('show_photo').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The seeker's CV files (decision 132): up to MAX_CV_FILES, named by their owner; the default is
 * `seeker_profiles.cv_file_id` (one pointer, as before). Deleting the file deletes its row.
 */
export const seekerCvFiles = pgTable(
  'seeker_cv_files',
  {
    file_id: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    user_id: owner(),
    label: varchar('label', { length: CV_FILE_LABEL_MAX }),
    created_at: createdAt(),
  },
  (t) => [index('seeker_cv_files_user_idx').on(t.user_id, t.created_at)],
);

import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { files } from './files.ts';
import { cities, sectors } from './lookups.ts';

/** Company accounts: one per COMPANY user, with the public profile and the employer verification state. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the company account was deleted (decision 041): the company stays for its invoices and closed jobs. */
    user_id: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    foundation_name: text('foundation_name').notNull(),
    /** The name in the other language (optional): shown to visitors reading that language. */
    foundation_name_en: text('foundation_name_en'),
    /** Commercial registration number (10 digits in Saudi Arabia). */
    commercial_number: text('commercial_number'),
    /** The commercial registration document: a private PDF (files.kind = commercial). */
    commercial_file_id: integer('commercial_file_id').references(() => files.id, { onDelete: 'set null' }),
    logo_file_id: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The company's e-mail domain, e.g. `horizon.sa`; used to recognise colleagues later. */
    email_main_domain: text('email_main_domain'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    sector_id: integer('sector_id').references(() => sectors.id, { onDelete: 'set null' }),
    about_company: text('about_company'),
    /** A size band, see COMPANY_SIZES in the contract. */
    members_count: text('members_count'),
    /** Ownership type, see WORKING_TYPES in the contract. */
    working_type: text('working_type'),
    website: text('website'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    /** VAT registration number (15 digits, 3…3): with it, the company's invoices are standard tax invoices (decision 026). */
    vat_number: text('vat_number'),
    /**
     * The one-line address printed on its standard tax invoices before decision 198 (`address` when empty): kept, and
     * still used while the national address below is not given.
     */
    invoice_address: text('invoice_address'),
    /**
     * The national address on its standard tax invoices in ZATCA's parts (decision 198, migration 0094), with
     * `city_id`: building and additional numbers 4 ASCII digits, the postal code 5.
     */
    street: text('street'),
    building_number: text('building_number'),
    additional_number: text('additional_number'),
    district: text('district'),
    postal_code: text('postal_code'),
    /** When the one-time notice of decision 202 was settled: mailed (only the one line), or not needed (the parts given). */
    national_address_noticed_at: timestamp('national_address_noticed_at', { withTimezone: true }),
    /** unverified → pending (registration submitted) → verified | rejected (with a reason; resubmitting makes it pending). */
    verification_status: text('verification_status', { enum: ['unverified', 'pending', 'verified', 'rejected'] }).notNull().default('unverified'),
    verification_note: text('verification_note'),
    verification_submitted_at: timestamp('verification_submitted_at', { withTimezone: true }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    verified_by: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A verified company's requested names (decision 085): `foundation_name`/`_en` stay the verified, public ones
     * until an administrator approves these. Set together with `name_change_requested_at`; `pending_name_en` null
     * means the request has no English name.
     */
    pending_name_ar: text('pending_name_ar'),
    pending_name_en: text('pending_name_en'),
    name_change_requested_at: timestamp('name_change_requested_at', { withTimezone: true }),
    /** Why the last requested names were rejected (shown to the company until it asks again). */
    name_change_note: text('name_change_note'),
    /** When the company account was deleted (decision 041): its jobs were closed, its invoices are kept. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_verification_status_check', sql`${t.verification_status} in ('unverified', 'pending', 'verified', 'rejected')`),
    check('companies_lat_check', sql`${t.lat} is null or (${t.lat} between -90 and 90)`),
    check('companies_lng_check', sql`${t.lng} is null or (${t.lng} between -180 and 180)`),
    check('companies_building_number_check', sql`${t.building_number} ~ '^[0-9]{4}$'`),
    check('companies_additional_number_check', sql`${t.additional_number} ~ '^[0-9]{4}$'`),
    check('companies_postal_code_check', sql`${t.postal_code} ~ '^[0-9]{5}$'`),
    index('companies_verification_status_idx').on(t.verification_status),
    check(
      'companies_pending_name_check',
      sql`(${t.pending_name_ar} is null) = (${t.name_change_requested_at} is null) and (${t.pending_name_en} is null or ${t.pending_name_ar} is not null)`,
    ),
    index('companies_name_change_requested_at_idx').on(t.name_change_requested_at).where(sql`${t.name_change_requested_at} is not null`),
  ],
);

export type TCompanyRow = typeof companies.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES, PAY_TYPES } from '@tawzeef/contract';
import { users } from './users.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';
import { files } from './files.ts';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The buyer's national address as a payment froze it (decision 198): the company's parts and its city's names and
 * country then. A city outside Saudi Arabia may leave the Saudi parts out.
 */
export interface TFrozenNationalAddress {
  street: string;
  building_number: string | null;
  additional_number: string | null;
  district: string | null;
  postal_code: string | null;
  city_ar: string;
  city_en: string;
  /** ISO 3166-1 alpha-2 of the city's country (SA). */
  country_code: string;
}

/** Tax invoice numbers: consecutive, never reused (ZATCA). */
export const taxInvoiceNumbers = pgSequence('tax_invoice_number_seq', { startWith: 1000, increment: 1 });

/** The administrator's posting packages (decision 130): posts for a price before VAT, spendable for `validity_days`. */
export const postingPackages = pgTable(
  'posting_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name_ar: text('name_ar').notNull(),
    name_en: text('name_en').notNull(),
    posts: integer('posts').notNull(),
    price_halalas: integer('price_halalas').notNull(),
    validity_days: integer('validity_days').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('posting_packages_numbers_check', sql`${t.posts} > 0 and ${t.price_halalas} > 0 and ${t.validity_days} > 0`)],
);
export type TPostingPackageRow = typeof postingPackages.$inferSelect;

/** The administrator's featuring periods (decision 135): a live job featured for `days`, for a price before VAT. */
export const featureOptions = pgTable(
  'feature_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    days: integer('days').notNull(),
    price_halalas: integer('price_halalas').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feature_options_numbers_check', sql`${t.days} > 0 and ${t.price_halalas} > 0`)],
);
export type TFeatureOptionRow = typeof featureOptions.$inferSelect;

/**
 * One attempt to pay for a job's posting period, or for a package of posting credits (decision 130). Amounts are whole halalas, fixed when the payment is
 * created (a later fee change does not alter it). At most one open (pending / awaiting_review) payment per job.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** What is paid for (decision 130): a job's posting, or a package of credits; exactly one of the two. */
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    package_id: integer('package_id').references(() => postingPackages.id, { onDelete: 'restrict' }),
    /** The package as it was bought, frozen on the payment (a later change of the package alters no purchase). */
    package_name_ar: text('package_name_ar'),
    package_name_en: text('package_name_en'),
    package_posts: integer('package_posts'),
    package_validity_days: integer('package_validity_days'),
    /** A featured period of the live job `job_id` (decision 135): the option bought and its days, frozen. */
    feature_option_id: integer('feature_option_id').references(() => featureOptions.id, { onDelete: 'restrict' }),
    feature_days: integer('feature_days'),
    pay_type: text('pay_type', { enum: PAY_TYPES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    currency: text('currency').notNull().default('SAR'),
    fee_halalas: integer('fee_halalas').notNull(),
    vat_halalas: integer('vat_halalas').notNull(),
    total_halalas: integer('total_halalas').notNull(),
    vat_rate_basis_points: integer('vat_rate_basis_points').notNull(),
    /** Online: the gateway (`test`, `moyasar`) and its id for this payment. */
    gateway: text('gateway'),
    gateway_ref: text('gateway_ref'),
    redirect_url: text('redirect_url'),
    /** Bank: the uploaded transfer receipt (files.kind = invoice). */
    invoice_file_id: integer('invoice_file_id').references(() => files.id, { onDelete: 'set null' }),
    rejection_reason: text('rejection_reason'),
    reviewed_by: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    failure_reason: text('failure_reason'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    /** Set once, when the payment becomes paid: the tax invoice's number and time. */
    invoice_number: integer('invoice_number'),
    invoice_issued_at: timestamp('invoice_issued_at', { withTimezone: true }),
    /**
     * The buyer as the invoice shows it, frozen when the payment becomes paid (decision 026): a later profile
     * change never rewrites an issued invoice. With a VAT number the invoice is a standard tax invoice.
     */
    buyer_name: text('buyer_name'),
    buyer_vat_number: text('buyer_vat_number'),
    buyer_address: text('buyer_address'),
    /**
     * The buyer's national address in ZATCA's parts (decision 198, migration 0094), frozen with the buyer; null on
     * invoices issued before and on those of a company that had not given it (`buyer_address` stands then).
     */
    buyer_national_address: jsonb('buyer_national_address').$type<TFrozenNationalAddress>(),
    /** The seller as the invoice shows it, frozen when the payment becomes paid (an administrator may change it later). */
    seller_name_ar: text('seller_name_ar'),
    seller_name_en: text('seller_name_en'),
    seller_vat_number: text('seller_vat_number'),
    seller_address: text('seller_address'),
    /**
     * The period the fee pays for, as the invoice shows it (YYYY-MM-DD, Riyadh), frozen when the payment becomes
     * paid: from that day to the job's deadline then. Null on payments paid before migration 0027.
     */
    service_from: date('service_from', { mode: 'string' }),
    service_to: date('service_to', { mode: 'string' }),
    /**
     * Credited back by an administrator (decision 171): refunded, or a bank transfer cancelled after its invoice was
     * issued; the administrator's words; set once. With ZATCA on, a credit note for the invoice is queued with it.
     */
    credit_reason: text('credit_reason', { enum: ['refund', 'transfer_cancelled'] }),
    credit_note: text('credit_note'),
    credited_at: timestamp('credited_at', { withTimezone: true }),
    credited_by: integer('credited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_pay_type_check', sql`${t.pay_type} in (${inList(PAY_TYPES)})`),
    check('payments_status_check', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_amounts_check', sql`${t.fee_halalas} > 0 and ${t.vat_halalas} >= 0 and ${t.total_halalas} = ${t.fee_halalas} + ${t.vat_halalas}`),
    check('payments_currency_check', sql`${t.currency} = 'SAR'`),
    check(
      'payments_subject_check',
      sql`(${t.job_id} is null) <> (${t.package_id} is null) and (${t.package_id} is null or (${t.package_posts} > 0 and ${t.package_validity_days} > 0 and ${t.package_name_ar} is not null and ${t.package_name_en} is not null))`,
    ),
    check(
      'payments_feature_check',
      sql`(${t.feature_days} is null) = (${t.feature_option_id} is null) and (${t.feature_days} is null or (${t.feature_days} > 0 and ${t.job_id} is not null))`,
    ),
    check('payments_credit_check', sql`(${t.credit_reason} is null) = (${t.credited_at} is null) and (${t.credit_reason} is null or ${t.status} = 'paid')`),
    index('payments_package_idx').on(t.package_id),
    index('payments_feature_option_idx').on(t.feature_option_id),
    uniqueIndex('payments_one_open_per_job').on(t.job_id).where(sql`${t.status} in ('pending', 'awaiting_review')`),
    uniqueIndex('payments_invoice_number_unique').on(t.invoice_number),
    uniqueIndex('payments_gateway_ref_unique').on(t.gateway, t.gateway_ref),
    index('payments_company_idx').on(t.company_id, t.created_at),
    index('payments_status_idx').on(t.status),
  ],
);
export type TPaymentRow = typeof payments.$inferSelect;

/** Gateway callbacks and webhooks already processed: a replay finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    event_id: text('event_id').notNull(),
    payment_id: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_gateway_event_unique').on(t.gateway, t.event_id)],
);

/**
 * The embedded test gateway's own records: it plays the part of an external payment provider inside the
 * platform (hosted page at /api/v1/test-gateway/:id, clearly labelled as test mode).
 */
export const testGatewayCharges = pgTable('test_gateway_charges', {
  id: text('id').primaryKey(),
  amount_halalas: integer('amount_halalas').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  callback_url: text('callback_url').notNull(),
  status: text('status', { enum: ['initiated', 'paid', 'failed'] }).notNull().default('initiated'),
  card_last4: text('card_last4'),
  message: text('message'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's bank accounts for transfers (admin-managed, listed on /bank-accounts). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bank_name_ar: text('bank_name_ar').notNull(),
    bank_name_en: text('bank_name_en').notNull(),
    account_name: text('account_name').notNull(),
    iban: text('iban').notNull(),
    account_number: text('account_number'),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_iban_unique').on(t.iban)],
);

/** Settings admins change at run time (e.g. `job_posting_fee_halalas`); the configuration gives the defaults. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The credits a paid package payment granted (decision 130): one row per payment (granted once, whichever of the
 * gateway's callback, the return page or the bank review made it paid), spendable through `expires_on` (Riyadh).
 */
export const postingCredits = pgTable(
  'posting_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    posts: integer('posts').notNull(),
    used: integer('used').notNull().default(0),
    expires_on: date('expires_on', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('posting_credits_used_check', sql`${t.posts} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.posts}`),
    uniqueIndex('posting_credits_payment_unique').on(t.payment_id),
    index('posting_credits_company_idx').on(t.company_id, t.expires_on),
  ],
);

/** Each credit spent: on which job, by whom (the job survives as null when it is deleted). */
export const postingCreditSpends = pgTable(
  'posting_credit_spends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    credit_id: integer('credit_id')
      .notNull()
      .references(() => postingCredits.id, { onDelete: 'cascade' }),
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    spent_by: integer('spent_by').references(() => users.id, { onDelete: 'set null' }),
    spent_at: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posting_credit_spends_credit_idx').on(t.credit_id), index('posting_credit_spends_job_idx').on(t.job_id)],
);

// Over 400 lines on purpose: the console's one declared resource table (decision 031): every resource, its fields,
// filters and actions side by side, which the API, the console pages and the OpenAPI document all read.
import { z } from 'zod';
import { USER_TYPES, ZOptionalPersonName, ZPersonName, ZPhone } from './auth.ts';
import { VERIFICATION_STATUSES, ZCompanyReview, ZVatNumber } from './company.ts';
import type { TFileKind } from './values/files.ts';
import { ZIdParam } from './ids.ts';
import { JOB_STATUSES } from './jobs.ts';
import { ZPackageInput } from './packages.ts';
import { ZFeatureOptionInput } from './featured.ts';
import { CREDIT_REASONS, PAYMENT_STATUSES, PAY_TYPES, ZBankAccountInput, ZJobFeeInput, ZPaymentReview } from './payments.ts';
import { ZDate } from './profile.ts';
import { JOB_TYPES, WORK_PLACES } from './values/profile.ts';
import { SCREEN_CATEGORIES, SCREEN_RULE_ACTIONS, SCREEN_RULE_KINDS } from './moderation.ts';
import { JOB_REPORT_REASONS, JOB_REPORT_STATUSES } from './values/moderation.ts';
import { MESSAGE_REPORT_STATUSES, REPORT_REASONS } from './values/messages.ts';
import { CONTACT_MESSAGE_STATUSES, ZSitePageUpdate } from './site-pages.ts';
import { COMMENT_STATUSES, POST_CATEGORIES, POST_KINDS, ZAdminPostInput } from './posts.ts';
import { INTERVIEW_OUTCOMES, REVIEW_KINDS, REVIEW_RELATIONSHIPS, REVIEW_STATUSES } from './values/reviews.ts';

/**
 * The operator's console (decision 031): one declared table of the resources an administrator reaches through
 * /api/admin/{resource}. For each: the fields an admin may read (`record`, never a password hash, token or secret),
 * the table's columns, its list filters, sort allow-list and the fields `q` searches, what an admin may write
 * (`create`, `update`: strict schemas, so any other key is refused) and its actions, each with the body it takes.
 * The API implements each resource (modules/admin/resources); the console renders every table from this one.
 */

/** How the console shows a field (and reads a filter). */
export type TAdminFieldKind = 'id' | 'text' | 'long_text' | 'number' | 'money' | 'percent' | 'boolean' | 'enum' | 'date' | 'datetime' | 'link' | 'json' | 'lines' | 'rich_text' | 'image';

/** What the console knows of a field besides its kind: enum values, the resource an id points to, the kind of file an image is. */
type TAdminFieldExtra = { values?: readonly string[]; resource?: string; fileKind?: TFileKind };
const kinds = new WeakMap<z.ZodType, { kind: TAdminFieldKind } & TAdminFieldExtra>();
function kind<S extends z.ZodType>(schema: S, fieldKind: TAdminFieldKind, extra: TAdminFieldExtra = {}): S {
  kinds.set(schema, { kind: fieldKind, ...extra });
  return schema;
}
/** The console's kind of a record field or filter (text when not declared). */
export function adminFieldKind(schema: z.ZodType | undefined): { kind: TAdminFieldKind } & TAdminFieldExtra {
  return (schema && kinds.get(schema)) ?? { kind: 'text' };
}

/** Record fields, each marked with how the console shows it. */
const f = {
  /** A record id; `resource` makes it a link to that resource's record. */
  id: (resource?: string) => kind(z.number().int(), 'id', resource ? { resource } : {}),
  idOrNull: (resource?: string) => kind(z.number().int().nullable(), 'id', resource ? { resource } : {}),
  text: () => kind(z.string(), 'text'),
  textOrNull: () => kind(z.string().nullable(), 'text'),
  longText: () => kind(z.string().nullable(), 'long_text'),
  int: () => kind(z.number().int(), 'number'),
  intOrNull: () => kind(z.number().int().nullable(), 'number'),
  number: () => kind(z.number(), 'number'),
  /** Halalas, shown in SAR. */
  money: () => kind(z.number().int(), 'money'),
  percent: () => kind(z.number(), 'percent'),
  bool: () => kind(z.boolean(), 'boolean'),
  enum: <const V extends readonly [string, ...string[]]>(values: V) => kind(z.enum(values), 'enum', { values }),
  enumOrNull: <const V extends readonly [string, ...string[]]>(values: V) => kind(z.enum(values).nullable(), 'enum', { values }),
  date: () => kind(z.string().nullable(), 'date'),
  datetime: () => kind(z.string(), 'datetime'),
  datetimeOrNull: () => kind(z.string().nullable(), 'datetime'),
  /** A path the console links to (an admin download through the web's own route). */
  link: () => kind(z.string().nullable(), 'link'),
  json: () => kind(z.unknown(), 'json'),
  /** HTML the console edits in a rich-text editor (the API sanitises it). */
  richText: () => kind(z.string().nullable(), 'rich_text'),
  /** The id of an uploaded image of this kind: the console uploads a new one through the files endpoint. */
  image: (fileKind: TFileKind) => kind(z.number().int().nullable(), 'image', { fileKind }),
  lines: () => kind(z.array(z.string()), 'lines'),
};

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** List filters (query strings): blank means "not filtering". */
const q = {
  enum: <const V extends readonly [string, ...string[]]>(values: V) => kind(z.preprocess(blankToUndefined, z.enum(values).optional()), 'enum', { values }),
  id: (resource?: string) => kind(z.preprocess(blankToUndefined, ZIdParam.optional()), 'id', resource ? { resource } : {}),
  date: () => kind(z.preprocess(blankToUndefined, ZDate.optional()), 'date'),
  bool: () => kind(z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()), 'boolean', { values: ['true', 'false'] }),
  text: (max = 64) => kind(z.preprocess(blankToUndefined, z.string().trim().max(max).optional()), 'text'),
};

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_MAX = 10_000;
export const ADMIN_SEARCH_MAX = 100;

/** Why an administrator acts on a person (a user, a company, a job of a company): kept in the audit log. */
export const ZAdminReason = z.strictObject({ reason: z.string().trim().min(3).max(500) });
const ZNoBody = z.strictObject({});

const lookupNames = (code?: 'code' | 'slug') => ({
  id: f.id(),
  ...(code === 'code' ? { code: f.text() } : code === 'slug' ? { slug: f.text() } : {}),
  name_ar: f.text(),
  name_en: f.text(),
  sort_order: f.int(),
});
const nameText = z.string().trim().min(1).max(150);
const sortOrder = z.number().int().min(0).max(100_000);
const slug = z.string().trim().min(2).max(80).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: 'valid' });
const countryCode = z.string().trim().regex(/^[A-Z]{2}$/, { message: 'valid' });
const forms = z.array(z.string().trim().min(1).max(80)).max(60);

/** One action on a record: the body it takes; `person`: it affects a person, so the console asks for a reason and confirmation. */
export interface TAdminActionDef {
  body: z.ZodType;
  person: boolean;
  /** Offered for several selected rows at once. */
  bulk?: boolean;
  /** Offered by the console only when the record's field has one of these values (the API decides anyway: 409). */
  when?: { field: string; values: readonly string[] };
  /** Not offered by the console (kept for API clients). */
  hidden?: boolean;
  /** Cannot be undone (money, verification): asks for a second step given within ten minutes (decision 166). */
  stepUp?: true;
}

/** The console's menu groups, in the menu's order. */
export const ADMIN_RESOURCE_GROUPS = ['people', 'jobs', 'money', 'lookups', 'content', 'delivery', 'records'] as const;
type TAdminResourceGroup = (typeof ADMIN_RESOURCE_GROUPS)[number];

export interface TAdminResourceDef {
  /** The fields an admin may read: the detail view shows them all. */
  record: z.ZodObject;
  /** The fields the table shows. */
  columns: readonly string[];
  /** Filters of the list (query parameters besides page, per_page, sort and q). */
  filters: z.ZodObject;
  /**
   * Filters the console applies when its address does not name them (`?status=` chosen empty: every value), so the
   * list opens on what waits for a decision. API clients get no default.
   */
  defaultFilters?: Readonly<Record<string, string>>;
  /** Fields the list may be sorted by (`-field` for descending). */
  sorts: readonly [string, ...string[]];
  defaultSort: string;
  /** The fields `q` searches (case-insensitive, part of the text); empty when the list has no search. */
  search: readonly string[];
  /** POST /api/admin/{resource}. */
  create?: z.ZodObject;
  /** PUT (every field) and PATCH (some) /api/admin/{resource}/{id}. */
  update?: z.ZodObject;
  /** DELETE /api/admin/{resource}/{id}. */
  delete?: true;
  actions: Readonly<Record<string, TAdminActionDef>>;
  /** The console's group (menu). */
  group: TAdminResourceGroup;
}

const reasonAction = (extra: Partial<TAdminActionDef> = {}): TAdminActionDef => ({ body: ZAdminReason, person: true, bulk: true, ...extra });

const userRecord = z.object({
  id: f.id(),
  type: f.enum(USER_TYPES),
  name: f.text(),
  first_name: f.text(),
  last_name: f.text(),
  ar_first_name: f.textOrNull(),
  ar_last_name: f.textOrNull(),
  en_first_name: f.textOrNull(),
  en_last_name: f.textOrNull(),
  email: f.text(),
  phone: f.text(),
  locale: f.enum(['ar', 'en']),
  status: f.enum(['active', 'suspended']),
  status_reason: f.longText(),
  status_changed_at: f.datetimeOrNull(),
  email_verified_at: f.datetimeOrNull(),
  phone_verified_at: f.datetimeOrNull(),
  company_id: f.idOrNull('companies'),
  company_name: f.textOrNull(),
  active_sessions: f.int(),
  created_at: f.datetime(),
  updated_at: f.datetime(),
});
const optionalName = ZOptionalPersonName.unwrap();
const userUpdate = z.strictObject({
  first_name: ZPersonName,
  last_name: ZPersonName,
  ar_first_name: optionalName,
  ar_last_name: optionalName,
  en_first_name: optionalName,
  en_last_name: optionalName,
  locale: z.enum(['ar', 'en']),
});

/** Whether a company's new names wait for an administrator (decision 085). */
export const NAME_CHANGE_STATES = ['none', 'pending'] as const;

const companyRecord = z.object({
  id: f.id(),
  /** The name in the console's language (the English name on an English page, when given). */
  name: f.text(),
  foundation_name: f.text(),
  foundation_name_en: f.textOrNull(),
  commercial_number: f.textOrNull(),
  commercial_file: f.link(),
  verification_status: f.enum(VERIFICATION_STATUSES),
  verification_note: f.longText(),
  verification_submitted_at: f.datetimeOrNull(),
  verified_at: f.datetimeOrNull(),
  verified_by: f.idOrNull('users'),
  /** New names a verified company asked for (decision 085): `pending` while they wait for an administrator. */
  name_change: f.enum(NAME_CHANGE_STATES),
  pending_name_ar: f.textOrNull(),
  pending_name_en: f.textOrNull(),
  name_change_requested_at: f.datetimeOrNull(),
  name_change_note: f.longText(),
  user_id: f.id('users'),
  email: f.text(),
  phone: f.text(),
  account_status: f.enum(['active', 'suspended']),
  account_status_reason: f.longText(),
  city: f.textOrNull(),
  sector: f.textOrNull(),
  website: f.textOrNull(),
  contact_phone: f.textOrNull(),
  vat_number: f.textOrNull(),
  live_jobs: f.int(),
  created_at: f.datetime(),
});
const companyUpdate = z.strictObject({
  foundation_name: z.string().trim().min(2).max(150),
  foundation_name_en: z.string().trim().max(150).nullable(),
  contact_phone: ZPhone.nullable(),
  vat_number: ZVatNumber.nullable(),
});

const jobRecord = z.object({
  id: f.id(),
  title: f.text(),
  company_id: f.id('companies'),
  company_name: f.text(),
  status: f.enum(JOB_STATUSES),
  city: f.textOrNull(),
  job_type: f.enumOrNull(JOB_TYPES),
  work_place: f.enum(WORK_PLACES),
  locale: f.enum(['ar', 'en']),
  deadline: f.date(),
  applications_count: f.int(),
  published_at: f.datetimeOrNull(),
  activated_at: f.datetimeOrNull(),
  unpublished_reason: f.longText(),
  unpublished_at: f.datetimeOrNull(),
  unpublished_from: f.enumOrNull(['active', 'expired', 'closed']),
  page: f.link(),
  created_at: f.datetime(),
});

const paymentRecord = z.object({
  id: f.id(),
  job_id: f.idOrNull('jobs'),
  job_title: f.textOrNull(),
  package_id: f.idOrNull('packages'),
  package_name: f.textOrNull(),
  /** A featured period's days (decision 135); null for a job's posting or a package. */
  feature_days: f.intOrNull(),
  company_id: f.id('companies'),
  company_name: f.text(),
  pay_type: f.enum(PAY_TYPES),
  status: f.enum(PAYMENT_STATUSES),
  fee_halalas: f.money(),
  vat_halalas: f.money(),
  total_halalas: f.money(),
  receipt: f.link(),
  invoice_number: f.textOrNull(),
  rejection_reason: f.longText(),
  failure_reason: f.longText(),
  reviewed_at: f.datetimeOrNull(),
  paid_at: f.datetimeOrNull(),
  /** Credited back (decision 171): why, the administrator's words and when; its credit note follows the invoice. */
  credit_reason: f.enumOrNull(CREDIT_REASONS),
  credit_note: f.longText(),
  credited_at: f.datetimeOrNull(),
  created_at: f.datetime(),
});

/** A posting package (decision 130); the price before VAT in SAR as the administrator writes it. */
const packageRecord = z.object({
  id: f.id(),
  name_ar: f.text(),
  name_en: f.text(),
  posts: f.int(),
  price_sar: f.number(),
  validity_days: f.int(),
  is_active: f.bool(),
  sort_order: f.int(),
  bought: f.int(),
  created_at: f.datetime(),
});

/** A featuring period (decision 135); the price before VAT in SAR as the administrator writes it. */
const featureOptionRecord = z.object({
  id: f.id(),
  days: f.int(),
  price_sar: f.number(),
  is_active: f.bool(),
  sort_order: f.int(),
  bought: f.int(),
  created_at: f.datetime(),
});

const bankAccountRecord = z.object({
  id: f.id(),
  bank_name_ar: f.text(),
  bank_name_en: f.text(),
  account_name: f.text(),
  iban: f.text(),
  account_number: f.textOrNull(),
  is_active: f.bool(),
  sort_order: f.int(),
  created_at: f.datetime(),
});

/** The platform's settings as one record (`platform`): the posting fee, VAT and the seller on tax invoices. */
export const ADMIN_SETTINGS_ID = 'platform';
const settingsRecord = z.object({
  id: f.text(),
  fee_sar: f.number(),
  fee_source: f.enum(['config', 'admin']),
  vat_rate_percent: f.percent(),
  seller_name_ar: f.text(),
  seller_name_en: f.text(),
  seller_vat_number: f.text(),
  seller_address: f.text(),
  updated_at: f.datetimeOrNull(),
});
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
export const ZAdminSettingsUpdate = z.strictObject({
  fee_sar: ZJobFeeInput.shape.fee_sar,
  vat_rate_percent: z.number({ message: 'numeric' }).min(0, { message: 'min_value' }).max(100, { message: 'max_value' }).refine(twoDecimals, { message: 'amount_decimals' }),
  seller_name_ar: z.string().trim().min(2).max(200),
  seller_name_en: z.string().trim().min(2).max(200),
  seller_vat_number: ZVatNumber.refine((value) => value !== '', { message: 'vat_number' }),
  seller_address: z.string().trim().min(3).max(300),
});

const outboxBase = {
  id: f.id(),
  locale: f.enum(['ar', 'en']),
  purpose: f.text(),
  status: f.enum(['queued', 'sent', 'failed', 'local']),
  attempts: f.int(),
  last_error: f.longText(),
  created_at: f.datetime(),
  sent_at: f.datetimeOrNull(),
};
const outboxFilters = {
  status: q.enum(['queued', 'sent', 'failed', 'local']),
  purpose: q.text(),
  locale: q.enum(['ar', 'en']),
  created_from: q.date(),
  created_to: q.date(),
};

const auditRecord = z.object({
  id: f.id(),
  actor_id: f.idOrNull('users'),
  actor_email: f.text(),
  resource: f.text(),
  record_id: f.text(),
  action: f.text(),
  reason: f.longText(),
  before: f.json(),
  after: f.json(),
  ip: f.textOrNull(),
  user_agent: f.textOrNull(),
  created_at: f.datetime(),
});

/** Reports of jobs by visitors (decision 032), read only here: the moderation pages dismiss them or act on them. */
const jobReportRecord = z.object({
  id: f.id(),
  job_id: f.id('jobs'),
  job_title: f.text(),
  reporter_id: f.idOrNull('users'),
  reason: f.enum(JOB_REPORT_REASONS),
  note: f.longText(),
  status: f.enum(JOB_REPORT_STATUSES),
  resolution: f.longText(),
  resolved_by: f.idOrNull('users'),
  resolved_at: f.datetimeOrNull(),
  created_at: f.datetime(),
});

/**
 * The screening list of job ads (decision 032): words and patterns that hold an ad for review (`block`) or let a
 * phrase through (`allow`); a phrase as written, or a regular expression for experts (`kind`, decision 083). The
 * API checks that the pattern compiles, as the screen reads it.
 */
const SCREEN_LANGUAGES = ['ar', 'en'] as const;
const screeningRuleRecord = z.object({
  id: f.id(),
  category: f.enum(SCREEN_CATEGORIES),
  action: f.enum(SCREEN_RULE_ACTIONS),
  kind: f.enum(SCREEN_RULE_KINDS),
  language: f.enum(SCREEN_LANGUAGES),
  pattern: f.text(),
  note: f.longText(),
  is_active: f.bool(),
  created_at: f.datetime(),
  updated_at: f.datetime(),
});
export const ZScreeningRuleInput = z.strictObject({
  category: z.enum(SCREEN_CATEGORIES),
  action: z.enum(SCREEN_RULE_ACTIONS),
  kind: z.enum(SCREEN_RULE_KINDS).default('phrase'),
  language: z.enum(SCREEN_LANGUAGES),
  pattern: z.string().trim().min(2).max(300),
  note: z.string().trim().max(500).nullable().optional(),
  is_active: z.boolean(),
});
export type TScreeningRuleInput = z.infer<typeof ZScreeningRuleInput>;

/** Blog posts and news (decision 034): `status` is read from the publish date (none: draft; later: scheduled). */
const postRecord = z.object({
  id: f.id(),
  kind: f.enum(POST_KINDS),
  category: f.enum(POST_CATEGORIES),
  status: f.enum(['draft', 'scheduled', 'published']),
  title_ar: f.textOrNull(),
  title_en: f.textOrNull(),
  summary_ar: f.longText(),
  summary_en: f.longText(),
  body_ar: f.richText(),
  body_en: f.richText(),
  tags: f.lines(),
  author_name: f.text(),
  cover_file_id: f.image('cover'),
  cover_url: f.link(),
  is_example: f.bool(),
  published_at: f.datetimeOrNull(),
  comments_pending: f.int(),
  page: f.link(),
  created_at: f.datetime(),
  updated_at: f.datetime(),
});
/** Comments on posts (decision 034): approved, rejected or deleted by administrators. */
const commentRecord = z.object({
  id: f.id(),
  post_id: f.id('posts'),
  post_title: f.text(),
  author_id: f.id('users'),
  author_name: f.text(),
  body: f.longText(),
  status: f.enum(COMMENT_STATUSES),
  reports: f.int(),
  moderated_at: f.datetimeOrNull(),
  created_at: f.datetime(),
});

/**
 * A job seeker's review of a company (decision 131), moderated like comments: the administrator reads what the
 * personal-details check found (`findings`) and publishes or rejects it with the reason the author is mailed.
 */
const companyReviewRecord = z.object({
  id: f.id(),
  company_id: f.id('companies'),
  company_name: f.text(),
  author_id: f.id('users'),
  kind: f.enum(REVIEW_KINDS),
  relationship: f.enum(REVIEW_RELATIONSHIPS),
  language: f.enum(['ar', 'en']),
  title: f.text(),
  rating_overall: f.int(),
  pros: f.longText(),
  cons: f.longText(),
  questions: f.longText(),
  difficulty: kind(z.number().int().nullable(), 'number'),
  outcome: f.enumOrNull(INTERVIEW_OUTCOMES),
  status: f.enum(REVIEW_STATUSES),
  findings: f.lines(),
  reports: f.int(),
  rejection_reason: f.longText(),
  reply_body: f.longText(),
  moderated_at: f.datetimeOrNull(),
  created_at: f.datetime(),
  updated_at: f.datetime(),
});

/**
 * A message a job seeker reported (decision 029), read only: the reported message's text and who sent it (the
 * administrator acts on the sender's account through `users` or `companies`). Its id is `<message>-<reporter>`.
 */
const messageReportRecord = z.object({
  id: f.text(),
  message_id: f.id(),
  conversation_id: f.id(),
  sender_id: f.id('users'),
  sender_email: f.text(),
  reporter_id: f.id('users'),
  reason: f.enum(REPORT_REASONS),
  note: f.longText(),
  message: f.longText(),
  /** Open until an administrator dismisses it or acts on it (decision 097). */
  status: f.enum(MESSAGE_REPORT_STATUSES),
  /** The administrator's note on the decision (also the audit entry's reason). */
  resolution: f.longText(),
  resolved_by: f.idOrNull('users'),
  resolved_at: f.datetimeOrNull(),
  /** The message was removed by moderation: both sides see a placeholder instead. */
  message_removed: f.bool(),
  created_at: f.datetime(),
});

const lookupFilters = z.strictObject({});

/** A lookup with a slug and names in both languages (majors, sectors): one declaration for each. */
const slugLookup = () => ({
  group: 'lookups' as const,
  record: z.object(lookupNames('slug')),
  columns: ['id', 'slug', 'name_ar', 'name_en', 'sort_order'] as const,
  filters: lookupFilters,
  sorts: ['sort_order', 'id', 'name_ar', 'name_en'] as const,
  defaultSort: 'sort_order' as const,
  search: ['name_ar', 'name_en', 'slug'] as const,
  create: z.strictObject({ slug, name_ar: nameText, name_en: nameText, sort_order: sortOrder }),
  update: z.strictObject({ slug, name_ar: nameText, name_en: nameText, sort_order: sortOrder }),
  actions: {},
});

export const ADMIN_RESOURCES = {
  users: {
    group: 'people',
    record: userRecord,
    columns: ['id', 'name', 'type', 'email', 'phone', 'status', 'created_at'],
    filters: z.strictObject({ type: q.enum(USER_TYPES), status: q.enum(['active', 'suspended']), email_verified: q.bool(), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at', 'email', 'last_name'],
    defaultSort: '-created_at',
    search: ['first_name', 'last_name', 'ar_first_name', 'ar_last_name', 'en_first_name', 'en_last_name', 'email', 'phone'],
    update: userUpdate,
    actions: {
      suspend: reasonAction({ when: { field: 'status', values: ['active'] } }),
      reactivate: reasonAction({ when: { field: 'status', values: ['suspended'] } }),
    },
  },
  companies: {
    group: 'people',
    record: companyRecord,
    columns: ['id', 'name', 'commercial_number', 'verification_status', 'account_status', 'email', 'created_at'],
    filters: z.strictObject({
      verification_status: q.enum(VERIFICATION_STATUSES),
      name_change: q.enum(NAME_CHANGE_STATES),
      account_status: q.enum(['active', 'suspended']),
      city_id: q.id('cities'),
      created_from: q.date(),
      created_to: q.date(),
    }),
    sorts: ['id', 'created_at', 'foundation_name', 'verification_submitted_at', 'name_change_requested_at'],
    defaultSort: '-created_at',
    search: ['foundation_name', 'foundation_name_en', 'commercial_number', 'email', 'phone'],
    update: companyUpdate,
    actions: {
      verify: { body: ZNoBody, person: false, bulk: true, stepUp: true, when: { field: 'verification_status', values: ['pending'] } },
      reject: reasonAction({ stepUp: true, when: { field: 'verification_status', values: ['pending'] } }),
      revoke: reasonAction({ stepUp: true, when: { field: 'verification_status', values: ['verified'] } }),
      /** The new names a verified company asked for (decision 085): approved into its public names, or rejected with a reason. */
      approve_name: { body: ZNoBody, person: false, when: { field: 'name_change', values: ['pending'] } },
      reject_name: reasonAction({ bulk: false, when: { field: 'name_change', values: ['pending'] } }),
      suspend: reasonAction({ when: { field: 'account_status', values: ['active'] } }),
      reactivate: reasonAction({ when: { field: 'account_status', values: ['suspended'] } }),
      /** The review queue's one call of the first admin API: `{ decision: 'verify' }` or `{ decision: 'reject', reason }`. */
      review: { body: ZCompanyReview, person: true, hidden: true, stepUp: true },
    },
  },
  jobs: {
    group: 'jobs',
    record: jobRecord,
    columns: ['id', 'title', 'company_name', 'status', 'deadline', 'applications_count', 'created_at'],
    filters: z.strictObject({ status: q.enum(JOB_STATUSES), company_id: q.id('companies'), city_id: q.id('cities'), job_type: q.enum(JOB_TYPES), work_place: q.enum(WORK_PLACES), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at', 'activated_at', 'deadline', 'title', 'applications_count'],
    defaultSort: '-created_at',
    search: ['title', 'company_name'],
    actions: {
      unpublish: reasonAction({ when: { field: 'status', values: ['active', 'expired', 'closed'] } }),
      restore: reasonAction({ when: { field: 'status', values: ['unpublished'] } }),
    },
  },
  'job-reports': {
    group: 'jobs',
    record: jobReportRecord,
    columns: ['id', 'job_title', 'reason', 'status', 'created_at'],
    filters: z.strictObject({ status: q.enum(JOB_REPORT_STATUSES), reason: q.enum(JOB_REPORT_REASONS), job_id: q.id('jobs'), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['note', 'job_title'],
    actions: {},
  },
  'screening-rules': {
    group: 'jobs',
    record: screeningRuleRecord,
    columns: ['id', 'category', 'action', 'kind', 'language', 'pattern', 'is_active'],
    filters: z.strictObject({ category: q.enum(SCREEN_CATEGORIES), action: q.enum(SCREEN_RULE_ACTIONS), kind: q.enum(SCREEN_RULE_KINDS), language: q.enum(SCREEN_LANGUAGES), is_active: q.bool() }),
    sorts: ['id', 'category'],
    defaultSort: 'id',
    search: ['pattern', 'note'],
    create: ZScreeningRuleInput,
    update: ZScreeningRuleInput,
    delete: true,
    actions: {},
  },
  payments: {
    group: 'money',
    record: paymentRecord,
    columns: ['id', 'company_name', 'job_title', 'package_name', 'pay_type', 'status', 'total_halalas', 'created_at'],
    filters: z.strictObject({
      status: q.enum(PAYMENT_STATUSES),
      pay_type: q.enum(PAY_TYPES),
      company_id: q.id('companies'),
      job_id: q.id('jobs'),
      created_from: q.date(),
      created_to: q.date(),
    }),
    sorts: ['id', 'created_at', 'paid_at', 'total_halalas'],
    defaultSort: '-created_at',
    search: ['company_name', 'job_title'],
    actions: {
      approve: { body: ZNoBody, person: false, stepUp: true, when: { field: 'status', values: ['awaiting_review'] } },
      reject: reasonAction({ bulk: false, stepUp: true, when: { field: 'status', values: ['awaiting_review'] } }),
      /** The first admin API's one call: `{ decision: 'approve' }` or `{ decision: 'reject', reason }`. */
      review: { body: ZPaymentReview, person: true, hidden: true, stepUp: true },
      /** Decision 171: a paid payment credited back with a credit note (the money returned, or the transfer never arrived). */
      refund: reasonAction({ bulk: false, stepUp: true, when: { field: 'status', values: ['paid'] } }),
      cancel_transfer: reasonAction({ bulk: false, stepUp: true, when: { field: 'status', values: ['paid'] } }),
    },
  },
  packages: {
    group: 'money',
    record: packageRecord,
    columns: ['id', 'name_ar', 'name_en', 'posts', 'price_sar', 'validity_days', 'is_active', 'bought'],
    filters: z.strictObject({ is_active: q.bool() }),
    sorts: ['sort_order', 'id', 'price_sar'],
    defaultSort: 'sort_order',
    search: ['name_ar', 'name_en'],
    create: ZPackageInput,
    update: ZPackageInput,
    delete: true,
    actions: {},
  },
  'feature-options': {
    group: 'money',
    record: featureOptionRecord,
    columns: ['id', 'days', 'price_sar', 'is_active', 'sort_order', 'bought'],
    filters: z.strictObject({ is_active: q.bool() }),
    sorts: ['sort_order', 'id', 'days'],
    defaultSort: 'sort_order',
    search: [],
    create: ZFeatureOptionInput,
    update: ZFeatureOptionInput,
    delete: true,
    actions: {},
  },
  'bank-accounts': {
    group: 'money',
    record: bankAccountRecord,
    columns: ['id', 'bank_name_en', 'bank_name_ar', 'account_name', 'iban', 'is_active', 'sort_order'],
    filters: z.strictObject({ is_active: q.bool() }),
    sorts: ['sort_order', 'id', 'bank_name_en'],
    defaultSort: 'sort_order',
    search: ['bank_name_ar', 'bank_name_en', 'account_name', 'iban'],
    create: ZBankAccountInput,
    update: ZBankAccountInput,
    delete: true,
    actions: {},
  },
  settings: {
    group: 'money',
    record: settingsRecord,
    columns: ['id', 'fee_sar', 'vat_rate_percent', 'seller_name_ar', 'seller_vat_number', 'updated_at'],
    filters: z.strictObject({}),
    sorts: ['id'],
    defaultSort: 'id',
    search: [],
    update: ZAdminSettingsUpdate,
    actions: {},
  },
  countries: {
    group: 'lookups',
    record: z.object({ ...lookupNames('code'), dial_code: f.text() }),
    columns: ['id', 'code', 'name_ar', 'name_en', 'dial_code', 'sort_order'],
    filters: lookupFilters,
    sorts: ['sort_order', 'id', 'name_ar', 'name_en'],
    defaultSort: 'sort_order',
    search: ['name_ar', 'name_en', 'code'],
    create: z.strictObject({ code: countryCode, name_ar: nameText, name_en: nameText, dial_code: z.string().trim().regex(/^\+[1-9]\d{0,3}$/, { message: 'valid' }), sort_order: sortOrder }),
    update: z.strictObject({ code: countryCode, name_ar: nameText, name_en: nameText, dial_code: z.string().trim().regex(/^\+[1-9]\d{0,3}$/, { message: 'valid' }), sort_order: sortOrder }),
    actions: {},
  },
  cities: {
    group: 'lookups',
    record: z.object({ ...lookupNames(), country_id: f.id('countries'), country: f.text(), region_ar: f.text(), region_en: f.text() }),
    columns: ['id', 'name_ar', 'name_en', 'region_en', 'country', 'sort_order'],
    filters: z.strictObject({ country_id: q.id('countries') }),
    sorts: ['sort_order', 'id', 'name_ar', 'name_en'],
    defaultSort: 'sort_order',
    search: ['name_ar', 'name_en', 'region_ar', 'region_en'],
    create: z.strictObject({ country_id: z.number().int().positive(), name_ar: nameText, name_en: nameText, region_ar: nameText, region_en: nameText, sort_order: sortOrder }),
    update: z.strictObject({ country_id: z.number().int().positive(), name_ar: nameText, name_en: nameText, region_ar: nameText, region_en: nameText, sort_order: sortOrder }),
    actions: {},
  },
  nationalities: {
    group: 'lookups',
    record: z.object(lookupNames('code')),
    columns: ['id', 'code', 'name_ar', 'name_en', 'sort_order'],
    filters: lookupFilters,
    sorts: ['sort_order', 'id', 'name_ar', 'name_en'],
    defaultSort: 'sort_order',
    search: ['name_ar', 'name_en', 'code'],
    create: z.strictObject({ code: countryCode, name_ar: nameText, name_en: nameText, sort_order: sortOrder }),
    update: z.strictObject({ code: countryCode, name_ar: nameText, name_en: nameText, sort_order: sortOrder }),
    actions: {},
  },
  majors: slugLookup(),
  sectors: slugLookup(),
  occupations: {
    group: 'lookups',
    record: z.object({
      ...lookupNames('slug'),
      forms_ar: f.lines(),
      forms_en: f.lines(),
      spellings: f.lines(),
      sector_id: f.idOrNull('sectors'),
      major_ids: kind(z.array(z.number().int()), 'json'),
      jobs: f.int(),
    }),
    columns: ['id', 'slug', 'name_ar', 'name_en', 'jobs', 'sort_order'],
    filters: z.strictObject({ sector_id: q.id('sectors') }),
    sorts: ['sort_order', 'id', 'name_ar', 'name_en'],
    defaultSort: 'sort_order',
    search: ['name_ar', 'name_en', 'slug'],
    create: z.strictObject({
      slug,
      name_ar: nameText,
      name_en: nameText,
      forms_ar: forms,
      forms_en: forms,
      spellings: forms,
      sector_id: z.number().int().positive().nullable(),
      major_ids: z.array(z.number().int().positive()).max(20),
      sort_order: sortOrder,
    }),
    update: z.strictObject({
      slug,
      name_ar: nameText,
      name_en: nameText,
      forms_ar: forms,
      forms_en: forms,
      spellings: forms,
      sector_id: z.number().int().positive().nullable(),
      major_ids: z.array(z.number().int().positive()).max(20),
      sort_order: sortOrder,
    }),
    actions: {},
  },
  /** The site's pages (decision 033): the body is sanitised HTML; a change of text adds one to `version`. */
  pages: {
    group: 'content',
    record: z.object({
      id: f.text(),
      title_ar: f.text(),
      title_en: f.text(),
      summary_ar: f.longText(),
      summary_en: f.longText(),
      body_ar: f.longText(),
      body_en: f.longText(),
      version: f.int(),
      page: f.link(),
      updated_at: f.datetime(),
      updated_by: f.idOrNull('users'),
    }),
    columns: ['id', 'title_ar', 'title_en', 'version', 'updated_at'],
    filters: z.strictObject({}),
    sorts: ['id', 'updated_at'],
    defaultSort: 'id',
    search: ['title_ar', 'title_en'],
    update: ZSitePageUpdate,
    actions: {},
  },
  /** Messages of the contact form (decision 033): read only, and marked handled once answered. */
  'contact-messages': {
    group: 'content',
    record: z.object({
      id: f.id(),
      name: f.text(),
      email: f.text(),
      phone: f.textOrNull(),
      subject: f.text(),
      message: f.longText(),
      locale: f.enum(['ar', 'en']),
      user_id: f.idOrNull('users'),
      status: f.enum(CONTACT_MESSAGE_STATUSES),
      handled_by: f.idOrNull('users'),
      handled_at: f.datetimeOrNull(),
      created_at: f.datetime(),
    }),
    columns: ['id', 'created_at', 'name', 'email', 'subject', 'status'],
    filters: z.strictObject({ status: q.enum(CONTACT_MESSAGE_STATUSES), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['name', 'email', 'subject'],
    actions: {
      handle: { body: ZNoBody, person: false, bulk: true, when: { field: 'status', values: ['new'] } },
    },
  },
  'mail-outbox': {
    group: 'delivery',
    record: z.object({ ...outboxBase, to_address: f.text(), subject: f.text(), text_body: f.longText() }),
    columns: ['id', 'to_address', 'subject', 'purpose', 'status', 'created_at'],
    filters: z.strictObject(outboxFilters),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['to_address', 'subject'],
    actions: {},
  },
  'sms-outbox': {
    group: 'delivery',
    record: z.object({ ...outboxBase, to_phone: f.text(), body: f.longText() }),
    columns: ['id', 'to_phone', 'purpose', 'status', 'created_at'],
    filters: z.strictObject(outboxFilters),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['to_phone'],
    actions: {},
  },
  /** WhatsApp messages (decision 140): the template sent, its words, and the Cloud API's latest status callback. */
  'whatsapp-outbox': {
    group: 'delivery',
    record: z.object({
      ...outboxBase,
      to_phone: f.text(),
      template: f.text(),
      body: f.longText(),
      provider_status: f.enumOrNull(['sent', 'delivered', 'read', 'failed']),
      provider_status_at: f.datetimeOrNull(),
    }),
    columns: ['id', 'to_phone', 'template', 'purpose', 'status', 'provider_status', 'created_at'],
    filters: z.strictObject(outboxFilters),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['to_phone'],
    actions: {},
  },
  posts: {
    group: 'content',
    record: postRecord,
    columns: ['id', 'title_ar', 'title_en', 'kind', 'category', 'status', 'published_at'],
    filters: z.strictObject({ kind: q.enum(POST_KINDS), category: q.enum(POST_CATEGORIES), status: q.enum(['draft', 'scheduled', 'published']) }),
    sorts: ['id', 'published_at', 'created_at', 'updated_at'],
    defaultSort: '-id',
    search: ['title_ar', 'title_en', 'author_name'],
    create: ZAdminPostInput,
    update: ZAdminPostInput,
    delete: true,
    actions: {},
  },
  comments: {
    group: 'content',
    record: commentRecord,
    columns: ['id', 'post_title', 'author_name', 'body', 'status', 'reports', 'created_at'],
    filters: z.strictObject({ status: q.enum(COMMENT_STATUSES), post_id: q.id('posts'), reported: q.bool(), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at', 'reports'],
    defaultSort: '-id',
    search: ['body', 'post_title'],
    delete: true,
    actions: {
      approve: { body: ZNoBody, person: false, bulk: true, when: { field: 'status', values: ['pending', 'rejected'] } },
      reject: { body: ZNoBody, person: false, bulk: true, when: { field: 'status', values: ['pending', 'published'] } },
    },
  },
  'company-reviews': {
    group: 'content',
    record: companyReviewRecord,
    columns: ['id', 'company_name', 'kind', 'title', 'rating_overall', 'status', 'findings', 'reports', 'created_at'],
    filters: z.strictObject({ status: q.enum(REVIEW_STATUSES), kind: q.enum(REVIEW_KINDS), company_id: q.id('companies'), reported: q.bool(), created_from: q.date(), created_to: q.date() }),
    defaultFilters: { status: 'pending' },
    sorts: ['id', 'created_at', 'reports'],
    defaultSort: '-id',
    search: ['title', 'pros', 'cons', 'questions', 'company_name'],
    delete: true,
    actions: {
      approve: { body: ZNoBody, person: false, bulk: true, when: { field: 'status', values: ['pending', 'rejected'] } },
      reject: reasonAction({ when: { field: 'status', values: ['pending', 'published'] } }),
    },
  },
  'message-reports': {
    group: 'people',
    record: messageReportRecord,
    columns: ['id', 'created_at', 'reason', 'status', 'sender_email', 'message'],
    filters: z.strictObject({ status: q.enum(MESSAGE_REPORT_STATUSES), reason: q.enum(REPORT_REASONS), sender_id: q.id('users'), created_from: q.date(), created_to: q.date() }),
    defaultFilters: { status: 'open' },
    sorts: ['created_at'],
    defaultSort: '-created_at',
    search: ['note', 'message', 'sender_email'],
    // Decision 097: each with the administrator's note; the open reports of the same message are decided with it.
    actions: {
      dismiss: reasonAction({ when: { field: 'status', values: ['open'] } }),
      act: reasonAction({ when: { field: 'status', values: ['open'] } }),
    },
  },
  'audit-log': {
    group: 'records',
    record: auditRecord,
    columns: ['id', 'created_at', 'actor_email', 'resource', 'record_id', 'action', 'reason'],
    filters: z.strictObject({ resource: q.text(), record_id: q.text(), action: q.text(), actor_id: q.id('users'), created_from: q.date(), created_to: q.date() }),
    sorts: ['id', 'created_at'],
    defaultSort: '-id',
    search: ['actor_email', 'record_id', 'reason'],
    actions: {},
  },
} as const satisfies Record<string, TAdminResourceDef>;

export type TAdminResourceName = keyof typeof ADMIN_RESOURCES;
export const ADMIN_RESOURCE_NAMES = Object.keys(ADMIN_RESOURCES) as TAdminResourceName[];
export function isAdminResourceName(value: string): value is TAdminResourceName {
  return Object.hasOwn(ADMIN_RESOURCES, value);
}

/** A record as the admin API answers it: the resource's `record` fields (checked per resource in the API). */
export type TAdminRecord = Record<string, unknown> & { id: number | string };

/** The query of a resource's list: page, per_page (capped), sort from its allow-list, `q` when it searches, its filters. */
export function adminListQuery(def: TAdminResourceDef) {
  const sorts = def.sorts.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
  return def.filters.extend({
    page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'numeric' }).int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(ADMIN_PAGE_MAX, { message: 'max_value' }).default(1)),
    per_page: z.preprocess(
      blankToUndefined,
      z.coerce.number({ message: 'numeric' }).int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(ADMIN_PAGE_SIZE_MAX, { message: 'max_value' }).default(ADMIN_PAGE_SIZE_DEFAULT),
    ),
    sort: z.preprocess(blankToUndefined, z.enum(sorts, { message: 'valid' }).default(def.defaultSort)),
    ...(def.search.length ? { q: z.preprocess(blankToUndefined, z.string().trim().max(ADMIN_SEARCH_MAX).optional()) } : {}),
  });
}
export type TAdminListQuery = { page: number; per_page: number; sort: string; q?: string } & Record<string, unknown>;

/** Path parameters of the generic endpoints: checked against the table in the API (an unknown resource is 404). */
export const ZAdminResourceParams = z.object({ resource: z.string().max(64) });
export const ZAdminRecordParams = z.object({ resource: z.string().max(64), id: z.string().max(64) });
export const ZAdminActionParams = z.object({ resource: z.string().max(64), id: z.string().max(64), action: z.string().max(64) });
const ZQueryValue = z.union([z.string(), z.array(z.string())]);
/**
 * A list's query string as sent: each resource's own schema checks it in the API (unknown parameters 422). The
 * parameters every list takes are named, so that the OpenAPI document lists them as parameters (a bare record is no
 * valid parameter list, decision 089); a resource's own filters pass as further parameters.
 */
export const ZAdminQuery = z
  .object({
    page: ZQueryValue.optional().meta({ description: 'Page number, from 1.' }),
    per_page: ZQueryValue.optional().meta({ description: 'Records per page.' }),
    sort: ZQueryValue.optional().meta({ description: "A sortable field, or '-' and the field for descending order." }),
    q: ZQueryValue.optional().meta({ description: 'Words to search for, where the resource is searchable.' }),
  })
  .catchall(ZQueryValue);
/** A write's body: the resource's create, update or action schema checks it in the API (unknown fields 422). */
export const ZAdminBody = z.record(z.string(), z.unknown());
export const ZAdminRecord = z.record(z.string(), z.unknown());
export const ZAdminList = z.object({
  items: z.array(ZAdminRecord),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  sort: z.string(),
});
export type TAdminList = { items: TAdminRecord[]; total: number; page: number; per_page: number; sort: string };

/** GET /api/admin/dashboard: numbers and the series of the console's charts. */
export const ZAdminDashboard = z.object({
  totals: z.object({
    seekers: z.number().int(),
    companies: z.number().int(),
    verified_companies: z.number().int(),
    live_jobs: z.number().int(),
    jobs_posted_30_days: z.number().int(),
    applications: z.number().int(),
    applications_30_days: z.number().int(),
    companies_waiting: z.number().int(),
    /** Verified companies whose new names wait for review (decision 085). */
    names_waiting: z.number().int(),
    transfers_waiting: z.number().int(),
    /** null: there are no job reports on this installation yet. */
    reports_waiting: z.number().int().nullable(),
  }),
  /** The last 12 weeks (Monday to Sunday, Riyadh), oldest first. */
  weeks: z.array(
    z.object({ week: z.string(), seekers: z.number().int(), companies: z.number().int(), jobs_posted: z.number().int(), applications: z.number().int() }),
  ),
  /** The last 12 months (Riyadh), oldest first: what paid payments brought, VAT apart. */
  revenue: z.array(z.object({ month: z.string(), payments: z.number().int(), fee_halalas: z.number().int(), vat_halalas: z.number().int(), total_halalas: z.number().int() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** The console's lists that export (decision 122): accounts, companies, jobs, payments and reports. */
export const CONSOLE_EXPORT_RESOURCES = ['users', 'companies', 'jobs', 'payments', 'job-reports', 'message-reports'] as const;
export type TConsoleExportResource = (typeof CONSOLE_EXPORT_RESOURCES)[number];

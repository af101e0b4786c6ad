import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZJobSearchFilters } from './search.ts';

/** How often a job alert mails its digest. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TAlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES);

/** At most this many alerts per job seeker (decision 017). */
export const ALERT_LIMIT_PER_SEEKER = 20;
/** At most this many jobs in one digest; the rest wait behind a link to /find-jobs with the alert's filters. */
export const ALERT_DIGEST_MAX_JOBS = 20;
export const ALERT_KEYWORDS_MAX = 200;
export const ALERT_EMAIL_MAX = 254;

/**
 * An alert's filters: the job search's, without `q` (the alert's keywords are `open_keys`) and `posted_within`
 * (a digest has its own window: the jobs published since the last one). Unknown names are refused.
 */
export const ZAlertFilters = ZJobSearchFilters.omit({ q: true, posted_within: true }).strict();
export type TAlertFilters = z.output<typeof ZAlertFilters>;
export const ALERT_FILTER_NAMES = ['city_id', 'major_id', 'sector_id', 'job_type', 'remote', 'salary_min', 'salary_max', 'experience', 'qualification'] as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Create or replace a job alert (POST /api/v1/job-alerts, PUT /api/v1/job-alerts/{id}). `email` defaults to the
 * account's; `locale` (the digest's language) to the request's. The API also wants keywords or one filter at least.
 */
export const ZAlertInput = z
  .object({
    email: z.preprocess(blankToUndefined, z.email().max(ALERT_EMAIL_MAX).optional()),
    open_keys: z.preprocess(blankToUndefined, z.string().trim().max(ALERT_KEYWORDS_MAX).optional()),
    filters: ZAlertFilters.default({}),
    frequency: ZAlertFrequency,
    locale: z.preprocess(blankToUndefined, z.enum(['ar', 'en']).optional()),
  })
  .strict();
export type TAlertInput = z.input<typeof ZAlertInput>;

export const ZAlertParams = z.object({ id: ZIdParam });

/** A job alert as its owner sees it. */
export const ZJobAlert = z.object({
  id: z.number().int(),
  email: z.string(),
  open_keys: z.string().nullable(),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The filters by name, in the request's language (a city, major or sector named; the others as their value). */
  labels: z.object({ city: z.string().nullable(), major: z.string().nullable(), sector: z.string().nullable() }),
  /** The alert's search as /find-jobs query string (without `?`): "see all matching jobs". */
  search_query: z.string(),
  frequency: ZAlertFrequency,
  locale: z.enum(['ar', 'en']),
  is_paused: z.boolean(),
  last_sent_at: z.string().nullable(),
  next_due_at: z.string(),
  created_at: z.string(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

export const ZJobAlertList = z.object({ items: z.array(ZJobAlert), total: z.number().int(), limit: z.number().int() });
export type TJobAlertList = z.infer<typeof ZJobAlertList>;

/** The unsubscribe link's token: `<alert id>.<HMAC>` (no login needed). */
export const ZUnsubscribeToken = z.string().trim().regex(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/, { message: 'valid' });
export const ZUnsubscribeQuery = z.object({ token: ZUnsubscribeToken });
/** POST /api/v1/job-alerts/unsubscribe: the token in the body (JSON) or the query string (RFC 8058 one-click). */
export const ZUnsubscribeBody = z.looseObject({ token: ZUnsubscribeToken.optional() }).optional();

/** What an unsubscribe link stops, for the confirmation page (no personal data beyond the alert's own address, masked). */
export const ZUnsubscribeView = z.object({
  email: z.string(),
  open_keys: z.string().nullable(),
  labels: ZJobAlert.shape.labels,
  frequency: ZAlertFrequency,
  locale: z.enum(['ar', 'en']),
  is_paused: z.boolean(),
});
export type TUnsubscribeView = z.infer<typeof ZUnsubscribeView>;

/** The admin's view of the mail outbox. */
export const OUTBOX_PAGE_SIZE_DEFAULT = 20;
export const OUTBOX_PAGE_SIZE_MAX = 100;
export const ZOutboxListQuery = z.object({
  purpose: z.preprocess(blankToUndefined, z.string().trim().max(64).regex(/^[a-z0-9_]+$/, { message: 'valid' }).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(100_000, { message: 'max_value' }).default(1)),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(OUTBOX_PAGE_SIZE_MAX, { message: 'max_value' }).default(OUTBOX_PAGE_SIZE_DEFAULT),
  ),
});
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  locale: z.enum(['ar', 'en']),
  purpose: z.string(),
  /** `local`: kept here only, never delivered (no SMTP_URL); the others are SMTP delivery states. */
  status: z.enum(['queued', 'sent', 'failed', 'local']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxList = z.object({
  items: z.array(ZOutboxMessage),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every purpose in the outbox, for the filter. */
  purposes: z.array(z.string()),
  /** `local`: no SMTP server is configured (nothing is delivered). */
  mode: z.enum(['smtp', 'local']),
});
export type TOutboxList = z.infer<typeof ZOutboxList>;

import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { checkNearPlace, ZJobSearchFilters } from './search.ts';
import { MESSAGE_CHANNEL_NAMES } from './channels.ts';
import { ALERT_FREQUENCIES } from './values/alerts.ts';

export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES);

/** At most this many alerts per job seeker (decision 017). */
export const ALERT_LIMIT_PER_SEEKER = 20;
/** At most this many jobs in one digest; the rest wait behind a link to /find-jobs with the alert's filters. */
export const ALERT_DIGEST_MAX_JOBS = 20;
export const ALERT_KEYWORDS_MAX = 200;
export const ALERT_EMAIL_MAX = 254;

/**
 * An alert's filters: the job search's, without `q` (the alert's keywords are `open_keys`) and `posted_within`
 * (a digest has its own window: the jobs published since the last one). Unknown names are refused. A place (decision
 * 141) follows the search's rules: a city or a point (both halves), a radius only with one.
 */
export const ZAlertFilters = ZJobSearchFilters.omit({ q: true, posted_within: true }).strict().superRefine(checkNearPlace);
export type TAlertFilters = z.output<typeof ZAlertFilters>;

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
    /**
     * Which of the seeker's phone channels (decision 140) also carry this alert (decision 144): when creating, both
     * unless given; when replacing, unchanged unless given. A channel the seeker has not turned on sends nothing.
     */
    phone_channels: z.array(z.enum(MESSAGE_CHANNEL_NAMES)).max(MESSAGE_CHANNEL_NAMES.length).optional(),
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
  /**
   * The filters by name, in the request's language (a city, major or sector named; the others as their value);
   * `near_city`: the city the alert's place is near (decision 141), a point being its `near_lat`/`near_lng`.
   */
  labels: z.object({ city: z.string().nullable(), major: z.string().nullable(), sector: z.string().nullable(), near_city: z.string().nullable() }),
  /** The alert's search as /find-jobs query string (without `?`): "see all matching jobs". */
  search_query: z.string(),
  frequency: ZAlertFrequency,
  locale: z.enum(['ar', 'en']),
  is_paused: z.boolean(),
  /** The phone channels that also carry this alert, when the seeker has turned them on (decision 144). */
  phone_channels: z.array(z.enum(MESSAGE_CHANNEL_NAMES)),
  last_sent_at: z.string().nullable(),
  next_due_at: z.string(),
  created_at: z.string(),
});
export type TJobAlert = z.infer<typeof ZJobAlert>;

export const ZJobAlertList = z.object({ items: z.array(ZJobAlert), total: z.number().int(), limit: z.number().int() });
export type TJobAlertList = z.infer<typeof ZJobAlertList>;

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

/** Development only: what mailing an alert's digest now did (`skipped`: the alert may not be mailed). */
export const ZAlertDigestResult = z.object({ status: z.enum(['sent', 'empty', 'skipped']), mail_outbox_id: z.number().int().nullable() });

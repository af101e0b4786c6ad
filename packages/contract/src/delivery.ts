import { z } from 'zod';

/**
 * The outboxes: every mail and SMS the platform sends is kept (decision 009). `local` messages were never
 * delivered (no SMTP server or SMS gateway is configured); the others carry their delivery state.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Development viewer (GET /api/v1/dev/outbox): at most this many of the newest local messages. */
export const DEV_OUTBOX_LIMIT = 50;
export const ZDevOutboxQuery = z.object({ kind: z.enum(['mail', 'sms']).default('mail') });

/** A mail kept in the local outbox, as both viewers (development and admin) show it. */
export const ZLocalMail = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  locale: z.enum(['ar', 'en']),
  purpose: z.string(),
  created_at: z.string(),
});
export type TLocalMail = z.infer<typeof ZLocalMail>;

export const ZLocalSms = z.object({
  id: z.number(),
  to_phone: z.string(),
  body: z.string(),
  locale: z.enum(['ar', 'en']),
  purpose: z.string(),
  created_at: z.string(),
});
export type TLocalSms = z.infer<typeof ZLocalSms>;

/** The development viewer's answer: the local mails, or the local SMS (`?kind=sms`). */
export const ZDevOutbox = z.union([z.array(ZLocalMail), z.array(ZLocalSms)]);

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
export type TOutboxListQuery = z.output<typeof ZOutboxListQuery>;
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

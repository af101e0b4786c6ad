import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.ts';
import { createMailer, type TMailConfig, type TMailer } from './mail.ts';
import { createSmsSender, type TSmsConfig, type TSmsSender } from './sms.ts';
import { createWhatsappSender, type TWhatsappConfig, type TWhatsappSender } from './whatsapp.ts';
import { whatsappOutbox } from '../../db/schema/channels.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time retry deliveries ("TWZ" + 1). */
export const DELIVERY_LOCK_KEY = 0x54575a01;
/** A message is given up (stays 'failed') after this many attempts. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Backoff unit: attempt n+1 is due `base × (2ⁿ − 1)` after the message was created (1, 3, 7, 15 minutes). */
export const RETRY_BASE_DELAY_MS = 60_000;
const BATCH_SIZE = 100;

export interface TDeliveryLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TDeliveryDeps {
  db: TDatabase;
  /** Creates the mailer and the SMS sender when they are not given. */
  config: TMailConfig & TSmsConfig & TWhatsappConfig;
  mailer?: TMailer;
  sms?: TSmsSender;
  whatsapp?: TWhatsappSender;
  logger?: TDeliveryLogger;
}

export interface TRetryOptions {
  /** The clock the backoff is measured against (tests move it). */
  now?: Date;
  baseDelayMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

export interface TRetryCounts {
  /** Rows this run took an attempt at. */
  attempted: number;
  sent: number;
  failed: number;
}

export interface TRetryResult {
  /** false: another run (this process or another one holding the advisory lock) was already at work; nothing was done. */
  ran: boolean;
  mail: TRetryCounts;
  sms: TRetryCounts;
  whatsapp: TRetryCounts;
}

/** Mail, SMS and WhatsApp messages still to be sent: queued, or failed with attempts left (decision 113: the metrics). */
export async function waitingDeliveries(db: TDatabase): Promise<{ mail: number; sms: number; whatsapp: number }> {
  const waiting = async (table: typeof mailOutbox | typeof smsOutbox | typeof whatsappOutbox) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(inArray(table.status, ['queued', 'failed']), lt(table.attempts, MAX_DELIVERY_ATTEMPTS)));
    return Number(row?.n ?? 0);
  };
  return { mail: await waiting(mailOutbox), sms: await waiting(smsOutbox), whatsapp: await waiting(whatsappOutbox) };
}

/**
 * Rows due for another attempt: 'failed' (or 'queued' and never finished, e.g. the process stopped mid-send)
 * with fewer than `maxAttempts` attempts, once `created_at + base × (2^attempts − 1)` has passed. A 'queued' row
 * waits one step longer, so that a send still under way is not taken for a lost one.
 */
function dueCondition(table: typeof mailOutbox | typeof smsOutbox | typeof whatsappOutbox, now: Date, baseDelayMs: number, maxAttempts: number) {
  return and(
    inArray(table.status, ['queued', 'failed']),
    lt(table.attempts, maxAttempts),
    sql`${table.created_at} + ${baseDelayMs}::double precision * (power(2, ${table.attempts} + (case when ${table.status} = 'queued' then 1 else 0 end)) - 1) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
  );
}

/**
 * Retries the mail, SMS and WhatsApp deliveries that failed (or never finished), with exponential backoff, at most
 * `MAX_DELIVERY_ATTEMPTS` attempts each. Guarded by the PostgreSQL advisory lock `DELIVERY_LOCK_KEY`: when
 * another process (or another run in this one) holds it, it returns `{ ran: false }` at once. Each attempt is
 * also claimed on its row, so a message is sent at most once per attempt even without the lock.
 */
export async function retryFailedDeliveries(deps: TDeliveryDeps, options: TRetryOptions = {}): Promise<TRetryResult> {
  const now = options.now ?? new Date();
  const baseDelayMs = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  const limit = options.batchSize ?? BATCH_SIZE;
  const empty = (): TRetryCounts => ({ attempted: 0, sent: 0, failed: 0 });

  const mailer = deps.mailer ?? createMailer(deps.config, deps.db);
  const sms = deps.sms ?? createSmsSender(deps.config, deps.db);
  const whatsapp = deps.whatsapp ?? createWhatsappSender(deps.config, deps.db);
  try {
    const outcome = await withAdvisoryLock(deps.db, DELIVERY_LOCK_KEY, async () => {
      const result: TRetryResult = { ran: true, mail: empty(), sms: empty(), whatsapp: empty() };
      const count = (counts: TRetryCounts, status: string | undefined) => {
        if (status === undefined) return;
        counts.attempted += 1;
        if (status === 'sent') counts.sent += 1;
        else counts.failed += 1;
      };
      // Only a real provider can deliver: rows left from a time SMTP/Unifonic was configured wait for it to return.
      if (mailer.mode === 'smtp') {
        const rows = await deps.db.select().from(mailOutbox).where(dueCondition(mailOutbox, now, baseDelayMs, maxAttempts)).orderBy(asc(mailOutbox.id)).limit(limit);
        for (const row of rows) count(result.mail, (await mailer.attempt(row))?.status);
      }
      if (sms.provider === 'unifonic') {
        const rows = await deps.db.select().from(smsOutbox).where(dueCondition(smsOutbox, now, baseDelayMs, maxAttempts)).orderBy(asc(smsOutbox.id)).limit(limit);
        for (const row of rows) count(result.sms, (await sms.attempt(row))?.status);
      }
      if (whatsapp.provider === 'cloud') {
        const rows = await deps.db.select().from(whatsappOutbox).where(dueCondition(whatsappOutbox, now, baseDelayMs, maxAttempts)).orderBy(asc(whatsappOutbox.id)).limit(limit);
        for (const row of rows) count(result.whatsapp, (await whatsapp.attempt(row))?.status);
      }
      return result;
    });
    return outcome.locked ? outcome.value : { ran: false, mail: empty(), sms: empty(), whatsapp: empty() };
  } finally {
    if (!deps.mailer) mailer.close();
  }
}

export type TDeliveryScheduler = TRepeating;

/**
 * Runs retryFailedDeliveries now and then every `intervalMs` after the previous run ended (runs never overlap;
 * the timer does not keep the process alive). Every process may start one: the advisory lock lets one work.
 */
export function startDeliveryScheduler(deps: TDeliveryDeps, intervalMs = 60_000): TDeliveryScheduler {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new RangeError(`startDeliveryScheduler: intervalMs must be positive (got ${intervalMs})`);
  const mailer = deps.mailer ?? createMailer(deps.config, deps.db);
  const sms = deps.sms ?? createSmsSender(deps.config, deps.db);
  const whatsapp = deps.whatsapp ?? createWhatsappSender(deps.config, deps.db);
  const repeating = repeatEvery(
    'delivery-retries',
    intervalMs,
    async () => {
      const result = await retryFailedDeliveries({ ...deps, mailer, sms, whatsapp });
      if (result.mail.attempted || result.sms.attempted || result.whatsapp.attempted) deps.logger?.info({ mail: result.mail, sms: result.sms, whatsapp: result.whatsapp }, 'delivery retries');
    },
    (error) => deps.logger?.error({ err: error }, 'delivery retries failed'),
  );
  return {
    async stop() {
      await repeating.stop();
      if (!deps.mailer) mailer.close();
    },
  };
}

import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { siteLink, type TLocale, type TMessageChannelName, type TMessageChannels } from '@tawzeef/contract';
import type { z } from 'zod';
import type { ZChannelInput } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { channelConsents, channelMessages, messageChannels, users, type TChannelMessageRow, type TMessageChannelRow } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import type { TSmsSender } from '../delivery/sms.ts';
import type { TWhatsappSender } from '../delivery/whatsapp.ts';
import { fillTemplate, newJobsPhrase, type TTemplateName } from './templates.ts';
import { isQuietHour, riyadhDay, riyadhHour } from './quiet-hours.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time send channel messages ("TWZ" + 0x70). */
export const CHANNEL_DISPATCH_LOCK_KEY = 0x54575a70;
const BATCH_SIZE = 500;

export interface TChannelDeps {
  db: TDatabase;
  config: Pick<TConfig, 'publicUrl' | 'smsProvider' | 'whatsapp'>;
  sms: TSmsSender;
  whatsapp: TWhatsappSender;
}

type TFormatDate = (date: Date) => string;
type TChannelInputParsed = z.output<typeof ZChannelInput>;

/** The seeker as the channels need them: the account's phone and whether its SMS code confirmed it. */
export interface TChannelOwner {
  id: number;
  phone: string;
  phone_verified_at: Date | null;
}

const UNCONFIRMED = new HttpError(422, 'channel_phone_unconfirmed');

// ---- the seeker's settings ----

export async function listChannels(deps: TChannelDeps, owner: TChannelOwner, formatDate: TFormatDate): Promise<TMessageChannels> {
  const rows = await deps.db.select().from(messageChannels).where(eq(messageChannels.user_id, owner.id));
  const delivery = (channel: TMessageChannelName) =>
    (channel === 'sms' ? deps.config.smsProvider === 'unifonic' : deps.config.whatsapp.provider === 'cloud') ? ('provider' as const) : ('local' as const);
  return {
    phone: owner.phone,
    phone_confirmed: owner.phone_verified_at !== null,
    channels: (['sms', 'whatsapp'] as const).map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      return {
        channel,
        active: isActive(row, owner),
        phone: row?.phone ?? null,
        alerts: row?.alerts ?? true,
        news: row?.news ?? true,
        quiet_from: row?.quiet_from ?? 22,
        quiet_to: row?.quiet_to ?? 8,
        opted_in_at: row ? formatDate(row.opted_in_at) : null,
        opted_out_at: row?.opted_out_at ? formatDate(row.opted_out_at) : null,
        opted_out_via: row?.opted_out_via ?? null,
        delivery: delivery(channel),
      };
    }),
  };
}

/** A channel carries messages while opted in, to the account's phone as it was confirmed. */
function isActive(row: TMessageChannelRow | undefined, owner: TChannelOwner): boolean {
  return Boolean(row && !row.opted_out_at && owner.phone_verified_at && row.phone === owner.phone);
}

/**
 * Opts in to a channel (or changes it). The number is the account's phone, confirmed by its SMS code (the
 * verification module's flow, decision 009); an unconfirmed one is refused with nothing saved. The opt-in is
 * recorded: when, which number, how it was confirmed.
 */
export async function saveChannel(deps: TChannelDeps, owner: TChannelOwner, channel: TMessageChannelName, input: TChannelInputParsed, now: Date): Promise<void> {
  if (!owner.phone_verified_at) throw UNCONFIRMED;
  const confirmedAt = owner.phone_verified_at;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(messageChannels).where(and(eq(messageChannels.user_id, owner.id), eq(messageChannels.channel, channel))).for('update');
    const optingIn = !isActive(before, owner);
    const settings = { alerts: input.alerts, news: input.news, quiet_from: input.quiet_from, quiet_to: input.quiet_to };
    const optIn = optingIn ? { phone: owner.phone, opted_in_at: now, confirmed_at: confirmedAt, confirmed_by: 'phone_code' as const, opted_out_at: null, opted_out_via: null } : {};
    await tx
      .insert(messageChannels)
      .values({ user_id: owner.id, channel, phone: owner.phone, opted_in_at: now, confirmed_at: confirmedAt, confirmed_by: 'phone_code', ...settings })
      .onConflictDoUpdate({ target: [messageChannels.user_id, messageChannels.channel], set: { ...settings, ...optIn } });
    if (optingIn) await tx.insert(channelConsents).values({ user_id: owner.id, channel, phone: owner.phone, action: 'opt_in', via: 'phone_code', created_at: now });
  });
}

/** Opts out of a channel from the settings: recorded, and what waits for it is dropped. */
export async function removeChannel(deps: TChannelDeps, owner: TChannelOwner, channel: TMessageChannelName, now: Date): Promise<void> {
  await optOut(deps.db, and(eq(messageChannels.user_id, owner.id), eq(messageChannels.channel, channel)), 'settings', now);
}

/** A STOP / «إيقاف» reply from `phone` on `channel`: every account opted in with that number leaves it. Returns how many. */
export async function optOutByReply(db: TDatabase, channel: TMessageChannelName, phone: string, now: Date): Promise<number> {
  return optOut(db, and(eq(messageChannels.phone, phone), eq(messageChannels.channel, channel)), 'stop_reply', now);
}

async function optOut(db: TDatabase, where: ReturnType<typeof and>, via: 'settings' | 'stop_reply', now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const left = await tx
      .update(messageChannels)
      .set({ opted_out_at: now, opted_out_via: via })
      .where(and(where, sql`${messageChannels.opted_out_at} is null`))
      .returning();
    for (const row of left) {
      await tx.insert(channelConsents).values({ user_id: row.user_id, channel: row.channel, phone: row.phone, action: 'opt_out', via, created_at: now });
      await tx
        .update(channelMessages)
        .set({ status: 'dropped' })
        .where(and(eq(channelMessages.user_id, row.user_id), eq(channelMessages.channel, row.channel), eq(channelMessages.status, 'waiting')));
    }
    return left.length;
  });
}

// ---- queueing: what the alerts and the applications hand over ----

/** The channels of a seeker that carry this kind of message now. */
async function carryingChannels(db: TDatabase, userId: number, kind: 'alerts' | 'news'): Promise<TMessageChannelName[]> {
  const rows = await db
    .select({ channel: messageChannels.channel })
    .from(messageChannels)
    .innerJoin(users, eq(users.id, messageChannels.user_id))
    .where(
      and(
        eq(messageChannels.user_id, userId),
        sql`${messageChannels.opted_out_at} is null`,
        eq(kind === 'alerts' ? messageChannels.alerts : messageChannels.news, true),
        eq(users.phone, messageChannels.phone),
        sql`${users.phone_verified_at} is not null`,
      ),
    );
  return rows.map((row) => row.channel);
}

/** An alert digest found `jobs` new jobs: each channel carrying alerts gets them to send (folded, one message a day). */
export async function queueAlertJobs(db: TDatabase, userId: number, jobs: number, now: Date, alertChannels: readonly string[]): Promise<number> {
  // The seeker's channels carrying alerts, of those this alert chose (decision 144).
  const channels = (await carryingChannels(db, userId, 'alerts')).filter((channel) => alertChannels.includes(channel));
  if (channels.length) await db.insert(channelMessages).values(channels.map((channel) => ({ user_id: userId, channel, kind: 'alert' as const, jobs, created_at: now })));
  return channels.length;
}

/** Application news (a stage, an interview invitation) for each channel carrying news; `params` holds its words in both languages. */
export async function queueNews(db: TDatabase, userId: number, kind: 'stage' | 'interview', params: Record<string, string>, now: Date): Promise<number> {
  const channels = await carryingChannels(db, userId, 'news');
  if (channels.length) await db.insert(channelMessages).values(channels.map((channel) => ({ user_id: userId, channel, kind, params, created_at: now })));
  return channels.length;
}

// ---- sending: quiet hours, the daily alert, the channel ----

export interface TDispatchResult {
  ran: boolean;
  /** Messages handed to the SMS or WhatsApp adapter. */
  sent: number;
  /** Queued items still waiting (quiet hours, or today's alert message already sent). */
  held: number;
  /** Queued items dropped (the channel left, or the number no longer the confirmed account phone). */
  dropped: number;
}

interface TOutgoing {
  template: TTemplateName;
  params: string[];
  purpose: string;
}

function newsMessage(publicUrl: string, locale: TLocale, item: TChannelMessageRow): TOutgoing {
  const p = item.params;
  const company = (locale === 'ar' ? p.company_ar : p.company_en) ?? '';
  if (item.kind === 'interview') {
    return { template: 'tawzeef_interview_invitation', params: [company, p.job ?? '', siteLink(publicUrl, locale, p.path ?? '/messages')], purpose: 'interview_invitation' };
  }
  const stage = (locale === 'ar' ? p.stage_ar : p.stage_en) ?? '';
  return { template: 'tawzeef_application_update', params: [p.job ?? '', company, stage, siteLink(publicUrl, locale, '/my-applications')], purpose: 'application_stage' };
}

async function send(deps: TChannelDeps, channel: TMessageChannelName, to: string, locale: TLocale, message: TOutgoing): Promise<number> {
  const body = fillTemplate(message.template, locale, message.params);
  const delivery =
    channel === 'sms'
      ? await deps.sms.send({ to, body, locale, purpose: message.purpose })
      : await deps.whatsapp.send({ to, template: message.template, params: message.params, body, locale, purpose: message.purpose });
  return delivery.id;
}

async function markSent(db: TDatabase, ids: number[], outboxId: number, now: Date): Promise<void> {
  await db.update(channelMessages).set({ status: 'sent', sent_at: now, outbox_id: outboxId }).where(and(inArray(channelMessages.id, ids), eq(channelMessages.status, 'waiting')));
}

/** When the channel's last alert message left, if ever. */
async function lastAlertSentAt(db: TDatabase, userId: number, channel: TMessageChannelName): Promise<Date | null> {
  const [row] = await db
    .select({ sent_at: channelMessages.sent_at })
    .from(channelMessages)
    .where(and(eq(channelMessages.user_id, userId), eq(channelMessages.channel, channel), eq(channelMessages.kind, 'alert'), eq(channelMessages.status, 'sent')))
    .orderBy(desc(channelMessages.sent_at))
    .limit(1);
  return row?.sent_at ?? null;
}

/**
 * Sends what waits for SMS and WhatsApp (decision 140), under the advisory lock CHANNEL_DISPATCH_LOCK_KEY. Per
 * seeker and channel: nothing inside its quiet hours (Asia/Riyadh; the items wait for the next run after they
 * end); application news one message each; the alerts' new jobs folded into one message, at most one a Riyadh
 * day (more wait for the next day). A channel left, or a number that is no longer the account's confirmed phone,
 * drops what waits: nothing goes to an unconfirmed number.
 */
export async function dispatchChannelMessages(deps: TChannelDeps, now: Date): Promise<TDispatchResult> {
  const outcome = await withAdvisoryLock(deps.db, CHANNEL_DISPATCH_LOCK_KEY, async () => {
    const result: TDispatchResult = { ran: true, sent: 0, held: 0, dropped: 0 };
    // Batch after batch by id: the items held (quiet hours, today's alert sent) stay waiting and must not hide the rest.
    for (let afterId = 0; ; ) {
      const waiting = await deps.db
        .select({ item: channelMessages, channel: messageChannels, user: { phone: users.phone, phone_verified_at: users.phone_verified_at, locale: users.locale, status: users.status } })
        .from(channelMessages)
        .innerJoin(users, eq(users.id, channelMessages.user_id))
        .leftJoin(messageChannels, and(eq(messageChannels.user_id, channelMessages.user_id), eq(messageChannels.channel, channelMessages.channel)))
        .where(and(eq(channelMessages.status, 'waiting'), gt(channelMessages.id, afterId), sql`${channelMessages.created_at} <= ${now.toISOString()}::timestamptz`))
        .orderBy(asc(channelMessages.id))
        .limit(BATCH_SIZE);
      if (waiting.length === 0) break;
      afterId = waiting[waiting.length - 1]!.item.id;
      const groups = new Map<string, typeof waiting>();
      for (const row of waiting) {
        const key = `${row.item.user_id}:${row.item.channel}`;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      for (const rows of groups.values()) {
        const { channel, user } = rows[0]!;
        const items = rows.map((row) => row.item);
        const owner = { id: items[0]!.user_id, phone: user.phone, phone_verified_at: user.phone_verified_at };
        if (!channel || !isActive(channel, owner) || user.status !== 'active') {
          await deps.db.update(channelMessages).set({ status: 'dropped' }).where(and(inArray(channelMessages.id, items.map((item) => item.id)), eq(channelMessages.status, 'waiting')));
          result.dropped += items.length;
          continue;
        }
        if (isQuietHour(riyadhHour(now), channel.quiet_from, channel.quiet_to)) {
          result.held += items.length;
          continue;
        }
        const locale = user.locale as TLocale;
        for (const item of items.filter((entry) => entry.kind !== 'alert')) {
          await markSent(deps.db, [item.id], await send(deps, channel.channel, channel.phone, locale, newsMessage(deps.config.publicUrl, locale, item)), now);
          result.sent += 1;
        }
        const alerts = items.filter((entry) => entry.kind === 'alert');
        if (alerts.length === 0) continue;
        const last = await lastAlertSentAt(deps.db, owner.id, channel.channel);
        if (last && riyadhDay(last) === riyadhDay(now)) {
          result.held += alerts.length;
          continue;
        }
        const jobs = alerts.reduce((sum, item) => sum + item.jobs, 0);
        const message: TOutgoing = { template: 'tawzeef_job_alert', params: [newJobsPhrase(locale, jobs), siteLink(deps.config.publicUrl, locale, '/job-alerts')], purpose: 'job_alert' };
        await markSent(deps.db, alerts.map((item) => item.id), await send(deps, channel.channel, channel.phone, locale, message), now);
        result.sent += 1;
      }
      if (waiting.length < BATCH_SIZE) break;
    }
    return result;
  });
  return outcome.locked ? outcome.value : { ran: false, sent: 0, held: 0, dropped: 0 };
}

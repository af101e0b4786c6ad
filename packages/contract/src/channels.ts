import { z } from 'zod';

/** The channels a job seeker may add to mail for job alerts and application news (decision 140). */
export const MESSAGE_CHANNEL_NAMES = ['sms', 'whatsapp'] as const;
export type TMessageChannelName = (typeof MESSAGE_CHANNEL_NAMES)[number];
/** Quiet hours by default (Asia/Riyadh): no message from 22:00 to 08:00. */
export const DEFAULT_QUIET_FROM = 22;
export const DEFAULT_QUIET_TO = 8;

const hour = z.coerce.number().int().min(0).max(23);

export const ZChannelParams = z.object({ channel: z.enum(MESSAGE_CHANNEL_NAMES) });

/**
 * Opt in to a channel, or change it (PUT /api/v1/message-channels/{channel}): which messages it carries and its
 * quiet hours (whole hours, Asia/Riyadh; from > to crosses midnight, equal hours mean none). The number is the
 * account's phone, which must be confirmed by its SMS code first.
 */
export const ZChannelInput = z
  .object({
    alerts: z.boolean(),
    news: z.boolean(),
    quiet_from: hour.default(DEFAULT_QUIET_FROM),
    quiet_to: hour.default(DEFAULT_QUIET_TO),
  })
  .strict();
export type TChannelInput = z.input<typeof ZChannelInput>;

/** One channel as its owner sees it: opted in (active) or not, and the record of the opt-in and opt-out. */
export const ZMessageChannel = z.object({
  channel: z.enum(MESSAGE_CHANNEL_NAMES),
  active: z.boolean(),
  phone: z.string().nullable(),
  alerts: z.boolean(),
  news: z.boolean(),
  quiet_from: z.number().int(),
  quiet_to: z.number().int(),
  opted_in_at: z.string().nullable(),
  opted_out_at: z.string().nullable(),
  opted_out_via: z.enum(['settings', 'stop_reply']).nullable(),
  /** `local`: kept in the local outbox, not delivered (no provider configured). */
  delivery: z.enum(['local', 'provider']),
});
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

export const ZMessageChannels = z.object({
  /** The account's phone and whether its SMS code confirmed it (needed before a channel is added). */
  phone: z.string(),
  phone_confirmed: z.boolean(),
  channels: z.array(ZMessageChannel),
});
export type TMessageChannels = z.infer<typeof ZMessageChannels>;

/** The WhatsApp webhook's verification request (Meta's `hub.*` query). */
export const ZWhatsappVerifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const ZWebhookOutcome = z.object({ statuses: z.number().int(), opted_out: z.number().int() });

import { z } from 'zod';
import { ZId, ZIdParam } from './ids.ts';
import { webAddress } from './web-address.ts';
import { MESSAGE_BODY_MAX, INVITATION_DURATIONS, REPORT_REASONS } from './values/messages.ts';

/**
 * Messaging between a company and a job seeker (issue 13, decision 029): conversations, optionally about a job, whose
 * messages are text, a file or an interview invitation (SPEC §3 Message: `msg_type`, `reply`).
 */
export const MESSAGE_TYPES = ['text', 'file', 'interview'] as const;
export type TMessageType = (typeof MESSAGE_TYPES)[number];

export const INVITATION_NOTE_MAX = 1000;
export const INVITATION_LOCATION_MAX = 300;
export const INVITATION_URL_MAX = 500;
/** Messages of a thread answered at once; older ones come with `before`. */
export const THREAD_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The time zone of interview times and their calendar files: Saudi Arabia (UTC+3 all year, no daylight saving). */
export const INTERVIEW_TIME_ZONE = 'Asia/Riyadh';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const ZMessageBody = z.string().trim().min(1).max(MESSAGE_BODY_MAX);
/** The message a new message answers (`reply`, SPEC §3): one of the same conversation. */
const ZReply = z.preprocess((value) => (value === '' ? undefined : value), ZId.nullish());

/** POST /api/v1/conversations (companies): a new conversation with a job seeker, optionally about one of its jobs, and its first message. */
export const ZConversationStart = z
  .object({
    seeker_id: ZId,
    job_id: z.preprocess((value) => (value === '' ? undefined : value), ZId.nullish()),
    body: ZMessageBody,
  })
  .strict();
export type TConversationStart = z.input<typeof ZConversationStart>;
export type TConversationStartData = z.output<typeof ZConversationStart>;

/** POST /api/v1/conversations/:id/messages: a text message, maybe answering another (`reply`). */
export const ZMessageSend = z.object({ body: ZMessageBody, reply: ZReply }).strict();
export type TMessageSend = z.input<typeof ZMessageSend>;

/** POST /api/v1/conversations/:id/files?reply=: a file message (multipart, one part named "file"). */
export const ZMessageFileQuery = z.object({ reply: z.preprocess((value) => (value === '' ? undefined : value), ZIdParam.optional()) });

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'valid' }).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: 'valid' });
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'valid' });
const ZVideoUrl = z.preprocess(blankToUndefined, webAddress(INVITATION_URL_MAX, { secure: true }).optional());

/**
 * POST /api/v1/conversations/:id/invitations (companies): an interview on a day and at a time in Riyadh, at a place
 * or through a video link (one at least), with a note. The API also refuses a time that has passed.
 */
export const ZInvitationInput = z
  .object({
    date: ZDay,
    time: ZClock,
    duration_minutes: z.coerce
      .number()
      .int()
      .refine((value) => (INVITATION_DURATIONS as readonly number[]).includes(value), { message: 'valid' })
      .default(60),
    location: optionalText(INVITATION_LOCATION_MAX),
    video_url: ZVideoUrl,
    note: optionalText(INVITATION_NOTE_MAX),
    /** One of the company's interview templates (decision 128), filled in for the seeker before the note. */
    template_id: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
    reply: ZReply,
  })
  .strict()
  .superRefine((value, context) => {
    // A place is asked for unless a video link is given (the form says so beside the field).
    if (!value.location && !value.video_url) context.addIssue({ code: 'custom', path: ['location'], message: 'is_required' });
  });
export type TInvitationInput = z.input<typeof ZInvitationInput>;
export type TInvitationData = z.output<typeof ZInvitationInput>;

export const INVITATION_ANSWERS = ['accept', 'decline', 'propose'] as const;
export type TInvitationAnswer = (typeof INVITATION_ANSWERS)[number];
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'proposed'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST …/invitations/:message/response (job seekers): accept, decline, or propose another day and time. */
export const ZInvitationResponse = z
  .object({
    answer: z.enum(INVITATION_ANSWERS),
    date: z.preprocess(blankToUndefined, ZDay.optional()),
    time: z.preprocess(blankToUndefined, ZClock.optional()),
    note: optionalText(INVITATION_NOTE_MAX),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.answer !== 'propose') return;
    if (!value.date) context.addIssue({ code: 'custom', path: ['date'], message: 'is_required' });
    if (!value.time) context.addIssue({ code: 'custom', path: ['time'], message: 'is_required' });
  });
export type TInvitationResponseInput = z.input<typeof ZInvitationResponse>;
export type TInvitationResponseData = z.output<typeof ZInvitationResponse>;

/** POST …/messages/:message/report (job seekers): why a message is reported. */
export const ZMessageReport = z.object({ reason: z.enum(REPORT_REASONS), note: optionalText(INVITATION_NOTE_MAX) }).strict();
export type TMessageReportInput = z.input<typeof ZMessageReport>;
export type TMessageReportData = z.output<typeof ZMessageReport>;

export const ZConversationParams = z.object({ id: ZIdParam });
export const ZMessageParams = z.object({ id: ZIdParam, message: ZIdParam });
export const ZConversationsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
/** A thread's page: the messages before this message id (older), the latest first when absent. */
export const ZThreadQuery = z.object({ before: z.preprocess((value) => (value === '' ? undefined : value), ZIdParam.optional()) });

/** GET /api/v1/conversations/recipients/:seeker (companies): who a new conversation would go to. */
export const ZRecipientParams = z.object({ seeker: ZIdParam });
export const ZRecipient = z.object({
  id: z.number().int(),
  /** As the company may see it: initials for a company that is not verified, unless the seeker applied to it. */
  name: z.string(),
});
export type TRecipient = z.infer<typeof ZRecipient>;

/** The other side of a conversation as the reader sees it. */
export const ZCounterpart = z.object({
  /** `company`: the reader is the seeker; `seeker`: the reader is the company. */
  kind: z.enum(['company', 'seeker']),
  /** The company's id (its public page) or the seeker's user id (their CV: /employee-profile?id=). */
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
});
export type TCounterpart = z.infer<typeof ZCounterpart>;

export const ZInvitation = z.object({
  /** Start and end, ISO 8601 in the caller's time zone. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The day and the time in Riyadh, as the company chose them. */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  /** The other day and time the seeker proposed (status `proposed`), in Riyadh. */
  proposed: z.object({ date: z.string(), time: z.string() }).nullable(),
  response_note: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** The API path of its calendar file (.ics, Asia/Riyadh). */
  calendar_url: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZMessage = z.object({
  id: z.number().int(),
  msg_type: z.enum(MESSAGE_TYPES),
  /** Plain text as written (never HTML); null for a file or an invitation without words. */
  body: z.string().nullable(),
  /** The message this one answers (SPEC §3), when it is still there. */
  reply: z.number().int().nullable(),
  /** A glimpse of the answered message, for showing it above the answer. */
  reply_excerpt: z.object({ id: z.number().int(), msg_type: z.enum(MESSAGE_TYPES), text: z.string().nullable(), from_me: z.boolean(), removed: z.boolean() }).nullable(),
  /** The reader's side wrote it: the seeker's own, or for a company member the company's (a colleague's too, decision 125). */
  from_me: z.boolean(),
  /** The reader's own account wrote it (for a company member: themself, not a colleague). */
  by_me: z.boolean(),
  /**
   * The first name, in the reader's language, of the company member who wrote a company's message (decision 125):
   * the seeker reads "Sara · Horizon Co". Null for the seeker's messages and the company's from before teams.
   */
  sender_name: z.string().nullable(),
  created_at: z.string(),
  /** When the other side read it (null: not yet); a seeker's message: when the first member of the company's team read it. */
  read_at: z.string().nullable(),
  /** A file message's file: null once its sender deleted it. */
  file: z.object({ name: z.string(), size: z.number().int(), content_type: z.string(), url: z.string() }).nullable(),
  invitation: ZInvitation.nullable(),
  /** The reader (a job seeker) reported this message. */
  reported: z.boolean(),
  /**
   * An administrator removed it after a report (decision 097): its words, file and invitation are withheld from
   * both sides, which show a "removed by moderation" placeholder instead.
   */
  removed: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  counterpart: ZCounterpart,
  /** `removed`: removed by moderation (decision 097), its text withheld. */
  last_message: z.object({ msg_type: z.enum(MESSAGE_TYPES), text: z.string().nullable(), from_me: z.boolean(), created_at: z.string(), removed: z.boolean() }).nullable(),
  unread: z.number().int(),
  /** The seeker blocked the company: no more messages either way until the seeker unblocks it. */
  blocked: z.boolean(),
  updated_at: z.string(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = z.object({
  items: z.array(ZConversationSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  unread_total: z.number().int(),
});
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZThread = z.object({
  conversation: ZConversationSummary.extend({
    /** Whether the reader may write now (false while the seeker blocks the company). */
    can_send: z.boolean(),
  }),
  /** Oldest first. */
  messages: z.array(ZMessage),
  /** Older messages exist: ask with `before` = the first message's id. */
  has_more: z.boolean(),
});
export type TThread = z.infer<typeof ZThread>;

export const ZUnread = z.object({ total: z.number().int(), conversations: z.array(z.object({ id: z.number().int(), unread: z.number().int() })) });
export type TUnread = z.infer<typeof ZUnread>;

/** GET, PUT /api/v1/user/mail-preferences: whether unread messages and interview news are mailed. */
export const ZMailPreferences = z.object({ message_mails: z.boolean() }).strict();
export type TMailPreferences = z.infer<typeof ZMailPreferences>;

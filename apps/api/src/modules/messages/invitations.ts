import type { TInvitationData, TInvitationResponseData, TInvitationStatus, TLocale, TMessage } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TInvitationRow, TMailAttachment } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound } from '../../errors.ts';
import { fromRiyadh, interviewCalendar } from './calendar.ts';
import { counterpartName, type TReader } from './dto.ts';
import { conversationUrl, interviewDay, sendInvitationMail, sendResponseMail } from './mails.ts';
import { answerInvitation, findMailee, findMessageIn, insertInvitation, isMessagingMember, wantsMessageMails, type TConversationJoined, type TViewer } from './queries.ts';
import { MessageHub } from './realtime.ts';
import { keyedWrite, parseIdempotencyKey, recordKeyedWrite, type TKeyedWrite } from '../../idempotency-key.ts';
import { assertCanWrite, hearersOf, messageFor, openConversation, sendMessage, writeMessage } from './service.ts';
import { recordMailed } from './unread-mail.ts';
import { invitationNote } from '../message-templates/service.ts';
import { queueNews } from '../channels/service.ts';
import { moveToInterviewOnInvitation } from '../applications/service.ts';

type TInvitationDeps = Pick<TAppDeps, 'db' | 'config' | 'now' | 'notifier'>;

/** How far ahead an interview may be set. */
const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const CALENDAR_TEXTS = {
  en: { interview: 'Interview: {job} — {company}', interviewWith: 'Interview with {company}', conversation: 'The conversation on Tawzeef: {url}', video: 'Video call: {url}' },
  ar: { interview: 'مقابلة: {job} — {company}', interviewWith: 'مقابلة مع {company}', conversation: 'المحادثة على توظيف: {url}', video: 'مكالمة فيديو: {url}' },
} as const satisfies Record<TLocale, Record<string, string>>;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const CALENDAR_STATUS: Record<TInvitationStatus, 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = { pending: 'TENTATIVE', proposed: 'TENTATIVE', accepted: 'CONFIRMED', declined: 'CANCELLED' };

/**
 * The interview's calendar file, in `locale`. `withNote`: the company's note goes into the description of the file
 * downloaded from the conversation, never into the one mailed (decision 029: mails carry no message text).
 */
export function calendarFile(publicUrl: string, conversation: TConversationJoined, invitation: TInvitationRow, locale: TLocale, now: Date, withNote: boolean): TMailAttachment {
  const text = CALENDAR_TEXTS[locale];
  const company = conversation.company.foundation_name_en && locale === 'en' ? conversation.company.foundation_name_en : conversation.company.foundation_name;
  const job = conversation.job?.title ?? null;
  const url = conversationUrl(publicUrl, locale, conversation.conversation.id);
  const description = [
    ...(withNote && invitation.note ? [invitation.note, ''] : []),
    ...(invitation.video_url ? [fill(text.video, { url: invitation.video_url })] : []),
    fill(text.conversation, { url }),
  ].join('\n');
  const content = interviewCalendar({
    uid: `interview-${invitation.message_id}@${new URL(publicUrl).hostname}`,
    sequence: invitation.sequence,
    stamp: now,
    start: invitation.starts_at,
    end: new Date(invitation.starts_at.getTime() + invitation.duration_minutes * 60_000),
    summary: job ? fill(text.interview, { job, company }) : fill(text.interviewWith, { company }),
    description,
    location: invitation.location ?? invitation.video_url,
    url: invitation.video_url ?? url,
    status: CALENDAR_STATUS[invitation.status],
  });
  return { filename: `interview-${invitation.message_id}.ics`, content_type: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}

function interviewStart(now: Date, date: string, time: string, field = 'date'): Date {
  const start = fromRiyadh(date, time);
  if (start.getTime() <= now.getTime()) throw new HttpError(422, 'validation_failed', { [field]: 'interview_in_past' });
  if (start.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY_MS) throw new HttpError(422, 'validation_failed', { [field]: 'valid' });
  return start;
}

/**
 * A company invites the seeker to an interview (a day and time in Riyadh, in the future). The seeker is mailed at
 * once, with the calendar file, unless they turned message mails off; that mail counts as the conversation's
 * mail of the hour (no "unread" reminder right after it).
 */
export async function inviteToInterview(deps: TInvitationDeps, viewer: TViewer, id: number, input: TInvitationData, reader: TReader, idempotencyHeader?: string | string[]): Promise<TMessage> {
  if (viewer.type !== 'COMPANY') throw forbidden();
  return sendMessage(deps, viewer, id, input.reply, reader, idempotencyHeader, async (conversation, reply, record) => {
    const now = deps.now();
    const start = interviewStart(now, input.date, input.time);
    // A company template (decision 128) is filled in for the seeker with the day and time as the mails write them.
    const note = viewer.companyId === null ? (input.note ?? null) : await invitationNote(deps.db, { companyId: viewer.companyId, userId: viewer.userId }, { seekerId: conversation.seeker.id, jobId: conversation.job?.id ?? null }, input, (locale) => interviewDay(start, locale));
    let invitation: TInvitationRow | undefined;
    const message = await writeMessage(deps, viewer, conversation, { msg_type: 'interview', body: null, reply }, reader, async (tx, messageId) => {
      invitation = await insertInvitation(tx, {
        message_id: messageId,
        starts_at: start,
        duration_minutes: input.duration_minutes ?? 60,
        location: input.location ?? null,
        video_url: input.video_url ?? null,
        note,
      });
      if (conversation.job) await moveToInterviewOnInvitation(tx, { companyId: conversation.company.id, seekerId: conversation.seeker.id, jobId: conversation.job.id }, viewer.userId, now);
      await record(tx, messageId);
    });
    // The invitation is stored and answered: its mail failing (the database away) must not make the request answer 5xx.
    if (invitation) await mailInvitation(deps, conversation, invitation, now).catch((error: unknown) => console.error('The interview invitation mail failed', error));
    return message;
  });
}

async function mailInvitation(deps: TInvitationDeps, conversation: TConversationJoined, invitation: TInvitationRow, sentAt: Date): Promise<void> {
  const seekerId = conversation.seeker.id;
  const [seeker, wanted] = await Promise.all([findMailee(deps.db, seekerId), wantsMessageMails(deps.db, seekerId)]);
  if (!seeker || seeker.status !== 'active') return;
  // The seeker's SMS and WhatsApp channels carrying news (decision 140): their own opt-in, apart from message mails.
  const company = (language: 'ar' | 'en') => counterpartName(conversation, { type: 'USER', userId: seekerId, companyId: null }, language);
  await queueNews(deps.db, seekerId, 'interview', { job: conversation.job?.title ?? '', company_ar: company('ar'), company_en: company('en'), path: `/messages/${conversation.conversation.id}` }, sentAt);
  if (!wanted) return;
  const locale = seeker.locale;
  await sendInvitationMail(deps.notifier, { email: seeker.email, locale }, {
    company: company(locale),
    job: conversation.job?.title ?? null,
    start: invitation.starts_at,
    minutes: invitation.duration_minutes,
    location: invitation.location,
    videoUrl: invitation.video_url,
    url: conversationUrl(deps.config.publicUrl, locale, conversation.conversation.id),
    calendar: calendarFile(deps.config.publicUrl, conversation, invitation, locale, deps.now(), false),
  });
  await recordMailed(deps.db, conversation.conversation.id, seekerId, deps.now(), sentAt);
}

const STATUS_OF = { accept: 'accepted', decline: 'declined', propose: 'proposed' } as const;

/**
 * The seeker answers an invitation once, before its time: accepts, declines, or proposes another day and time
 * (the company can then send a new invitation). The company is mailed at once; an acceptance carries the calendar
 * file. A second answer, or one after the time, is 409.
 */
export async function respondToInvitation(
  deps: TInvitationDeps,
  viewer: TViewer,
  id: number,
  messageId: number,
  input: TInvitationResponseData,
  reader: TReader,
  idempotencyHeader?: string | string[],
): Promise<TMessage> {
  if (viewer.type !== 'USER') throw forbidden();
  const keyed: TKeyedWrite = { key: parseIdempotencyKey(idempotencyHeader), userId: viewer.userId, scope: `invitation_answer:${id}:${messageId}` };
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      const conversation = await openConversation(deps, viewer, id);
      const found = await findMessageIn(deps.db, id, messageId);
      if (!found?.invitation) throw notFound();
      assertCanWrite(viewer, conversation);
      if (found.invitation.status !== 'pending') throw new HttpError(409, 'invitation_answered');
      const now = deps.now();
      if (found.invitation.starts_at.getTime() <= now.getTime()) throw new HttpError(409, 'invitation_passed');
      const proposed = input.answer === 'propose' && input.date && input.time ? interviewStart(now, input.date, input.time) : null;
      const status = STATUS_OF[input.answer];
      const answered = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        const row = await answerInvitation(db, messageId, { status, proposed_starts_at: proposed, response_note: input.note ?? null, responded_at: now });
        if (!row) return undefined;
        await MessageHub.publish(db, { type: 'message', conversation_id: id, message_id: messageId, actor_id: viewer.userId, user_ids: await hearersOf(db, conversation) });
        await recordKeyedWrite(db, keyed, messageId);
        // The answer as the transaction read it: nothing is read after the commit (decision 093).
        return { row, message: await messageFor({ db }, viewer, id, messageId, reader) };
      });
      if (!answered) throw new HttpError(409, 'invitation_answered');
      await mailResponse(deps, conversation, answered.row, found.message.sender_id).catch((error: unknown) => console.error('The invitation answer mail failed', error));
      return answered.message;
    },
    (answeredId) => messageFor(deps, viewer, id, answeredId, reader),
  );
}

/** The answer goes to the member who sent the invitation while they are in the team (decision 125), else to the company's contact account. */
async function mailResponse(deps: TInvitationDeps, conversation: TConversationJoined, invitation: TInvitationRow, inviterId: number): Promise<void> {
  const companyUserId = (await isMessagingMember(deps.db, conversation.company.id, inviterId)) ? inviterId : conversation.company.user_id;
  const [company, wanted] = await Promise.all([findMailee(deps.db, companyUserId), wantsMessageMails(deps.db, companyUserId)]);
  if (!company || company.status !== 'active' || !wanted || invitation.status === 'pending') return;
  const locale = company.locale;
  await sendResponseMail(deps.notifier, { email: company.email, locale }, {
    seeker: counterpartName(conversation, { type: 'COMPANY', userId: companyUserId, companyId: conversation.company.id }, locale),
    job: conversation.job?.title ?? null,
    status: invitation.status,
    start: invitation.starts_at,
    proposed: invitation.proposed_starts_at,
    url: conversationUrl(deps.config.publicUrl, locale, conversation.conversation.id),
    calendar: invitation.status === 'accepted' ? calendarFile(deps.config.publicUrl, conversation, invitation, locale, deps.now(), false) : null,
  });
}

/** The calendar file of an invitation, for either side, in the caller's language (with the company's note). */
export async function invitationCalendar(deps: Pick<TAppDeps, 'db' | 'config' | 'now'>, viewer: TViewer, id: number, messageId: number, locale: TLocale): Promise<TMailAttachment> {
  const conversation = await openConversation(deps, viewer, id);
  const found = await findMessageIn(deps.db, id, messageId);
  // Removed by moderation (decision 097): no calendar file either.
  if (!found?.invitation || found.message.removed_at) throw notFound();
  return calendarFile(deps.config.publicUrl, conversation, found.invitation, locale, deps.now(), true);
}

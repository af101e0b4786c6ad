import { API, endpointPath, type TConversationSummary, type TInvitation, type TLocale, type TMessage } from '@tawzeef/contract';
import type { TInvitationRow } from '../../db/schema/index.ts';
import { displayName } from '../auth/service.ts';
import { greetingName } from '../auth/user-dto.ts';
import { companyNameIn } from '../companies/dto.ts';
import { fileUrl } from '../files/service.ts';
import { riyadhParts } from './calendar.ts';
import type { TConversationJoined, TThreadRow, TViewer } from './queries.ts';

/** Who reads an answer: their language and their time zone (`Timezone`). */
export interface TReader {
  locale: TLocale;
  formatDate(date: Date): string;
}

/** A glimpse of a text: the first characters, on one line. */
export const EXCERPT_LENGTH = 140;
export function excerptOf(body: string | null): string | null {
  if (body === null) return null;
  const line = body.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : line;
}

/** The other side's name as `locale` reads it: the company's name, or the seeker's. */
export function counterpartName(row: TConversationJoined, viewer: TViewer, locale: TLocale): string {
  return viewer.type === 'USER' ? companyNameIn(locale, row.company) : displayName(row.seeker, locale);
}

/** Whether the reader's side wrote it: the seeker's own message, or for a company member any of the company's (decision 125). */
const fromSide = (viewer: TViewer, senderId: number, seekerId: number) => (viewer.type === 'USER' ? senderId === viewer.userId : senderId !== seekerId);

export function toSummary(
  row: TConversationJoined,
  viewer: TViewer,
  reader: TReader,
  extra: { unread: number; last: { msg_type: TMessage['msg_type']; body: string | null; sender_id: number; created_at: Date; removed_at: Date | null } | undefined },
): TConversationSummary {
  const logo = row.logo && row.logo.id !== null ? fileUrl({ id: row.logo.id, key: row.logo.key, kind: row.logo.kind }) : null;
  return {
    id: row.conversation.id,
    job: row.job && row.job.id !== null ? { id: row.job.id, title: row.job.title } : null,
    counterpart:
      viewer.type === 'USER'
        ? { kind: 'company', id: row.company.id, name: counterpartName(row, viewer, reader.locale), logo_url: logo }
        : { kind: 'seeker', id: row.seeker.id, name: counterpartName(row, viewer, reader.locale), logo_url: null },
    last_message: extra.last
      ? {
          msg_type: extra.last.msg_type,
          text: extra.last.removed_at ? null : excerptOf(extra.last.body),
          from_me: fromSide(viewer, extra.last.sender_id, row.seeker.id),
          created_at: reader.formatDate(extra.last.created_at),
          removed: extra.last.removed_at !== null,
        }
      : null,
    unread: extra.unread,
    blocked: row.blocked,
    updated_at: reader.formatDate(row.conversation.last_message_at),
  };
}

export function toInvitation(conversationId: number, invitation: TInvitationRow, reader: TReader): TInvitation {
  const end = new Date(invitation.starts_at.getTime() + invitation.duration_minutes * 60_000);
  return {
    starts_at: reader.formatDate(invitation.starts_at),
    ends_at: reader.formatDate(end),
    ...riyadhParts(invitation.starts_at),
    duration_minutes: invitation.duration_minutes,
    location: invitation.location,
    video_url: invitation.video_url,
    note: invitation.note,
    status: invitation.status,
    proposed: invitation.proposed_starts_at ? riyadhParts(invitation.proposed_starts_at) : null,
    response_note: invitation.response_note,
    responded_at: invitation.responded_at ? reader.formatDate(invitation.responded_at) : null,
    calendar_url: endpointPath(API.conversations.calendar, { id: conversationId, message: invitation.message_id }),
  };
}

/**
 * A message as its reader sees it. One removed by moderation (decision 097) keeps its place, time and sender, but
 * none of its words, file or invitation: both sides show a placeholder (so does an answer quoting it).
 */
export function toMessage(row: Pick<TThreadRow, 'message' | 'file' | 'invitation' | 'replied' | 'reported' | 'seeker_id' | 'writer'>, viewer: TViewer, reader: TReader): TMessage {
  const { message } = row;
  const writer = message.sent_by !== null && row.writer && row.writer.id !== null ? row.writer : null;
  const removed = message.removed_at !== null;
  return {
    id: message.id,
    msg_type: message.msg_type,
    body: removed ? null : message.body,
    reply: message.reply,
    reply_excerpt:
      row.replied && row.replied.id !== null
        ? { id: row.replied.id, msg_type: row.replied.msg_type, text: row.replied.removed_at ? null : excerptOf(row.replied.body), from_me: fromSide(viewer, row.replied.sender_id, row.seeker_id), removed: row.replied.removed_at !== null }
        : null,
    from_me: fromSide(viewer, message.sender_id, row.seeker_id),
    by_me: message.sender_id === viewer.userId,
    sender_name: writer ? greetingName(writer, reader.locale) : null,
    created_at: reader.formatDate(message.created_at),
    read_at: message.read_at ? reader.formatDate(message.read_at) : null,
    file:
      !removed && row.file && row.file.id !== null
        ? {
            name: row.file.name,
            size: row.file.size,
            content_type: row.file.content_type,
            url: endpointPath(API.conversations.file, { id: message.conversation_id, message: message.id }),
          }
        : null,
    invitation: !removed && row.invitation ? toInvitation(message.conversation_id, row.invitation, reader) : null,
    reported: row.reported,
    removed,
  };
}

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZFileUploadBody } from '../files.ts';
import {
  ZConversationList,
  ZConversationParams,
  ZConversationStart,
  ZConversationsQuery,
  ZInvitationInput,
  ZInvitationResponse,
  ZMailPreferences,
  ZMessage,
  ZMessageFileQuery,
  ZMessageParams,
  ZMessageReport,
  ZMessageSend,
  ZRecipient,
  ZRecipientParams,
  ZThread,
  ZThreadQuery,
  ZUnread,
} from '../messages.ts';

/** What a message endpoint says of its Idempotency-Key (decision 093). */
const IDEMPOTENT_MESSAGE =
  'An `Idempotency-Key` header (1–255 visible characters) makes retries safe (decision 093): a retry with the key answers the message the first request stored and stores nothing, also when the two arrive together; the same key for another conversation is 422, a malformed key 400.';

const tags = ['messages'] as const;
const participants = ['USER', 'COMPANY'] as const;

/**
 * Messaging between companies and job seekers (issue 13, decision 029). API module: modules/messages. Another
 * account's conversation, message, file or invitation answers 404, like one that does not exist.
 */
export const messagesEndpoints = {
  conversations: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/conversations',
      access: participants,
      query: ZConversationsQuery,
      response: ZConversationList,
      tags,
      summary: "The caller's conversations, the latest activity first, each with its unread count (20 a page)",
    }),
    start: endpoint({
      method: 'POST',
      path: '/api/v1/conversations',
      access: ['COMPANY'],
      body: ZConversationStart,
      response: ZThread,
      status: 201,
      errors: [403, 404, 429],
      tags,
      summary: 'Start a conversation with a job seeker (optionally about one of the company\'s jobs) with its first message',
      description:
        'The seeker must be one the company may see (visible to companies, or with a live application to one of its jobs: the rule of the employee call); ' +
        'a company that is not verified may write only to its applicants. An existing conversation with the same seeker and job is reused. ' +
        '403 when the seeker blocked the company; 429 past the daily number of new conversations (COMPANY_NEW_CONVERSATIONS_PER_DAY) or the sending rate.',
    }),
    recipient: endpoint({
      method: 'GET',
      path: '/api/v1/conversations/recipients/:seeker',
      access: ['COMPANY'],
      params: ZRecipientParams,
      response: ZRecipient,
      errors: [404],
      tags,
      summary: 'Who a new conversation would go to: the job seeker\'s name as the company may see it',
      description:
        'For the new-conversation form, so that the name shown comes from the server and never from an address. The same rule as starting one: ' +
        '404 for a seeker the company may not see; initials for a company that is not verified, unless the seeker applied to it. Not counted as a view of the CV.',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/conversations/:id',
      access: participants,
      params: ZConversationParams,
      query: ZThreadQuery,
      response: ZThread,
      errors: [404],
      tags,
      summary: 'A conversation and its latest messages (50; older ones with `before`), oldest first',
    }),
    read: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/read',
      access: participants,
      params: ZConversationParams,
      response: ZUnread,
      errors: [404],
      tags,
      summary: 'Mark the messages the caller received in this conversation as read; answers the unread counts left',
    }),
    send: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/messages',
      access: participants,
      params: ZConversationParams,
      body: ZMessageSend,
      response: ZMessage,
      status: 201,
      errors: [403, 404, 429],
      tags,
      summary: 'Send a text message (plain text, at most 4,000 characters), maybe answering another message of the conversation (`reply`)',
      description: `403 while the seeker blocks the company; 429 past the sending rate (MESSAGES_PER_MINUTE per account). ${IDEMPOTENT_MESSAGE}`,
    }),
    sendFile: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/files',
      access: participants,
      multipart: true,
      params: ZConversationParams,
      query: ZMessageFileQuery,
      body: ZFileUploadBody,
      response: ZMessage,
      status: 201,
      errors: [403, 404, 413, 429, 507],
      tags,
      summary: 'Send a file (PDF, JPG or PNG up to 5 MB, checked like every upload; one part named "file")',
      description: IDEMPOTENT_MESSAGE,
    }),
    file: endpoint({
      method: 'GET',
      path: '/api/v1/conversations/:id/messages/:message/file',
      access: participants,
      params: ZMessageParams,
      response: { raw: 'file', description: 'The file of a file message (an attachment, never cached)' },
      errors: [404],
      tags,
      summary: 'The file of a file message, for the two sides of the conversation',
    }),
    invite: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/invitations',
      access: ['COMPANY'],
      params: ZConversationParams,
      body: ZInvitationInput,
      response: ZMessage,
      status: 201,
      errors: [403, 404, 429],
      tags,
      summary: 'Invite the seeker to an interview: a day and time in Riyadh, a place or a video link, a note; mailed with its calendar file',
      description: IDEMPOTENT_MESSAGE,
    }),
    respond: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/invitations/:message/response',
      access: ['USER'],
      params: ZMessageParams,
      body: ZInvitationResponse,
      response: ZMessage,
      errors: [403, 404, 409],
      tags,
      summary: 'Accept or decline an interview invitation, or propose another day and time (the company is mailed)',
      description:
        '409 when the invitation was already answered or its time has passed. An `Idempotency-Key` header makes a retry safe: with the key of the answer already given it answers the invitation as answered (200), not 409.',
    }),
    calendar: endpoint({
      method: 'GET',
      path: '/api/v1/conversations/:id/invitations/:message/calendar',
      access: participants,
      params: ZMessageParams,
      response: { raw: 'file', description: 'The interview as an iCalendar file (RFC 5545, Asia/Riyadh)', contentTypes: ['text/calendar'] },
      errors: [404],
      tags,
      summary: 'The calendar file (.ics) of an interview invitation',
    }),
    block: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/block',
      access: ['USER'],
      params: ZConversationParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: "Block the conversation's company: it can no longer write to the seeker, in any conversation, until unblocked",
    }),
    unblock: endpoint({
      method: 'DELETE',
      path: '/api/v1/conversations/:id/block',
      access: ['USER'],
      params: ZConversationParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: "Unblock the conversation's company",
    }),
    report: endpoint({
      method: 'POST',
      path: '/api/v1/conversations/:id/messages/:message/report',
      access: ['USER'],
      params: ZMessageParams,
      body: ZMessageReport,
      response: z.null(),
      status: 201,
      errors: [404],
      tags,
      summary: "Report a message of the company to the platform's administrators (once per message)",
    }),
  },

  messages: {
    unread: endpoint({
      method: 'GET',
      path: '/api/v1/messages/unread',
      access: participants,
      response: ZUnread,
      tags,
      summary: 'How many received messages the caller has not read, in all and per conversation',
    }),
    events: endpoint({
      method: 'GET',
      path: '/api/v1/messages/events',
      access: participants,
      response: { raw: 'file', description: 'Server-Sent Events: `unread` (counts) at once and on every change, `message` (conversation_id, message_id) on a new or changed message', contentTypes: ['text/event-stream'] },
      tags,
      summary: 'A stream of Server-Sent Events for new messages and unread counts (every server process delivers them: PostgreSQL LISTEN/NOTIFY)',
    }),
  },

  mailPreferences: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/user/mail-preferences',
      access: participants,
      response: ZMailPreferences,
      tags,
      summary: "The account's mail preferences: whether unread messages and interview news are mailed",
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/user/mail-preferences',
      access: participants,
      body: ZMailPreferences,
      response: ZMailPreferences,
      tags,
      summary: "Change the account's mail preferences",
    }),
  },
} as const;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { filePartOf } from '../files/routes.ts';
import { contentDisposition, streamFile } from '../files/service.ts';
import type { TReader } from './dto.ts';
import { streamMessageEvents } from './event-stream.ts';
import { invitationCalendar, inviteToInterview, respondToInvitation } from './invitations.ts';
import {
  listConversations,
  messageFileToSend,
  readConversation,
  readMailPreferences,
  readThread,
  reportMessage,
  sendFile,
  sendText,
  setBlocked,
  readRecipient,
  startConversation,
  unreadOf,
  updateMailPreferences,
  type TViewer,
} from './service.ts';

const viewerOf = (request: FastifyRequest): TViewer => {
  const { user } = requireAuth(request);
  // A company member writes for their company when their role may (decision 116).
  if (user.type === 'COMPANY') return { userId: user.id, type: 'COMPANY', companyId: requireCompany(request, 'messages').companyId };
  return { userId: user.id, type: 'USER', companyId: null };
};
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: conversations between companies and job seekers, their messages, invitations and events (decision 029). */
export const messageRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.conversations, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listConversations(deps, viewerOf(request), request.query.page, readerOf(request)) }),
    recipient: async (request) => ({ message: t(request.locale, 'success'), data: await readRecipient(deps, viewerOf(request), request.params.seeker, request.locale) }),
    start: async (request) => ({ message: t(request.locale, 'conversation_started'), data: await startConversation(deps, viewerOf(request), request.body, readerOf(request)) }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await readThread(deps, viewerOf(request), request.params.id, request.query.before, readerOf(request)) }),
    read: async (request) => ({ message: t(request.locale, 'messages_read'), data: await readConversation(deps, viewerOf(request), request.params.id) }),
    send: async (request) => ({ message: t(request.locale, 'message_sent'), data: await sendText(deps, viewerOf(request), request.params.id, request.body, readerOf(request), request.headers['idempotency-key']) }),
    sendFile: async (request) => ({
      message: t(request.locale, 'message_sent'),
      data: await sendFile(deps, viewerOf(request), request.params.id, request.query.reply, filePartOf(request), readerOf(request), request.headers['idempotency-key']),
    }),
    file: async (request, reply) => streamFile(deps, reply, await messageFileToSend(deps, viewerOf(request), request.params.id, request.params.message), 'owner'),
    invite: async (request) => ({ message: t(request.locale, 'invitation_sent'), data: await inviteToInterview(deps, viewerOf(request), request.params.id, request.body, readerOf(request), request.headers['idempotency-key']) }),
    respond: async (request) => ({
      message: t(request.locale, 'invitation_answer_sent'),
      data: await respondToInvitation(deps, viewerOf(request), request.params.id, request.params.message, request.body, readerOf(request), request.headers['idempotency-key']),
    }),
    calendar: async (request, reply) => {
      const file = await invitationCalendar(deps, viewerOf(request), request.params.id, request.params.message, request.locale);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', contentDisposition('attachment', file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
    block: async (request) => {
      await setBlocked(deps, viewerOf(request), request.params.id, true);
      return { message: t(request.locale, 'company_blocked'), data: null };
    },
    unblock: async (request) => {
      await setBlocked(deps, viewerOf(request), request.params.id, false);
      return { message: t(request.locale, 'company_unblocked'), data: null };
    },
    report: async (request) => {
      await reportMessage(deps, viewerOf(request), request.params.id, request.params.message, request.body);
      return { message: t(request.locale, 'message_reported'), data: null };
    },
  });

  routes(app, API.messages, {
    unread: async (request) => ({ message: t(request.locale, 'success'), data: await unreadOf(deps.db, viewerOf(request)) }),
    events: async (request, reply) => streamMessageEvents(deps, request, reply, viewerOf(request), requireAuth(request).sessionId),
  });

  routes(app, API.mailPreferences, {
    get: async (request) => ({ message: t(request.locale, 'success'), data: await readMailPreferences(deps.db, viewerOf(request).userId) }),
    update: async (request) => ({ message: t(request.locale, 'mail_preferences_saved'), data: await updateMailPreferences(deps, viewerOf(request).userId, request.body) }),
  });
};

import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { API, safeRedirectPath, type TConversationList, type TThread } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { formIdempotencyKey, pickedFile, text, typedValues } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { composerTemplates } from '../message-templates/index.server.ts';

export interface TMessagesResult extends TActionResult {
  intent?: string;
  /** The message a form was about (an invitation's answer, a report), so the page opens that form again. */
  messageId?: number;
  values?: Record<string, string | string[]>;
}

const positive = (value: string | null | undefined): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null;
};

/**
 * /messages[/{id}]: the conversation list (`?page=`), one conversation (marked read as it is opened; `?before=`
 * for older messages) and, for a company, the form of a new conversation (`?to={seeker}&job={job}`; the name it shows
 * comes from the API).
 */
export async function messagesLoader(args: TApiArgs & { params: { id?: string } }) {
  const { context, url } = args;
  const { user } = context.get(sessionContext);
  const { prefix } = context.get(localeContext);
  if (!user || user.type === 'ADMIN') throw redirect(withPrefix(prefix, '/'));
  const client = api(args);
  const id = args.params.id === undefined ? null : positive(args.params.id);
  if (args.params.id !== undefined && id === null) throw data(null, { status: 404 });
  const page = positive(url.searchParams.get('page')) ?? 1;
  const before = positive(url.searchParams.get('before'));

  let thread: TThread | null = null;
  /** What the page could not show: a conversation (another account's, or none) or a person to write to. */
  let missing: 'thread' | 'recipient' | null = null;
  if (id !== null) {
    // Read first, so the list beside it shows the counts without this conversation's.
    const read = await client.conversations.read({ params: { id } });
    if (read.status === 404) missing = 'thread';
    else {
      const answer = await client.conversations.get({ params: { id }, query: before ? { before } : {} });
      if (answer.ok && answer.data) thread = answer.data;
      else if (answer.status === 404) missing = 'thread';
      else throw data(answer.message, { status: answer.status >= 500 ? 503 : answer.status });
    }
  }
  const list = await client.conversations.list({ query: { page } });
  if (!list.ok || !list.data) throw data(list.message, { status: list.status >= 500 ? 503 : list.status });

  let newConversation: { seekerId: number; jobId: number | null; jobTitle: string | null; name: string } | null = null;
  const to = positive(url.searchParams.get('to'));
  if (user.type === 'COMPANY' && to !== null && id === null) {
    const jobId = positive(url.searchParams.get('job'));
    // The name comes from the server, as the company may see it, never from the address.
    const [recipient, job] = await Promise.all([client.conversations.recipient({ params: { seeker: to } }), jobId ? client.companyJobs.get({ params: { id: jobId } }) : null]);
    if (recipient.status === 404) missing = 'recipient';
    else if (!recipient.ok || !recipient.data) throw data(recipient.message, { status: recipient.status >= 500 ? 503 : recipient.status });
    else newConversation = { seekerId: to, jobId: job?.ok ? jobId : null, jobTitle: job?.ok && job.data ? job.data.title : null, name: recipient.data.name };
  }
  // The company's templates beside the composer and the invitation (decision 128).
  const templates =
    user.type !== 'COMPANY' ? null
    : thread ? await composerTemplates(args, { conversation: thread.conversation.id })
    : newConversation ? await composerTemplates(args, { seeker: newConversation.seekerId, job: newConversation.jobId })
    : null;
  return {
    viewer: user.type,
    templates,
    list: list.data satisfies TConversationList,
    page,
    thread,
    missing,
    before,
    newConversation,
    /** Where the browser listens for new messages (the web server passes the API's events on). */
    eventsUrl: withPrefix(prefix, '/messages/events'),
    /** The forms' own Idempotency-Key: new after every write (its redirect loads the page again), kept after an error. */
    formKey: randomUUID(),
  };
}

export type TMessagesPage = Awaited<ReturnType<typeof messagesLoader>>;

/**
 * The page's forms. `intent`: start (company) | send | file | invite (company) | respond | block | unblock |
 * report (seeker) | mail-preferences (from the account pages). A success goes back to the conversation with a
 * toast (the composer's anchor); a failure answers the message, the field errors and what was typed.
 */
export async function messagesAction(args: TApiArgs & { params: { id?: string } }) {
  const { context, request } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = args.params.id === undefined ? null : positive(args.params.id);
  const messageId = positive(text(form, 'message'));
  const values = typedValues(form);
  const client = api(args);
  const toConversation = (conversation: number, anchor = 'composer') => withPrefix(prefix, `/messages/${conversation}#${anchor}`);
  const done = async (to: string, message: string) => redirect(to, { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  const fail = (status: number, message: string, errors?: TActionResult['errors']) =>
    data<TMessagesResult>({ ok: false, intent, message: message || t('errors.generic'), errors, values, ...(messageId ? { messageId } : {}) }, { status });
  const extra = { intent, values, ...(messageId ? { messageId } : {}) };
  const idempotencyKey = formIdempotencyKey(form);

  if (intent === 'mail-preferences') {
    const result = await submitToApi(args, API.mailPreferences.update, { message_mails: form.get('message_mails') === 'on' || form.get('message_mails') === 'true' }, { extra });
    if (!result.ok) return result.response;
    return done(safeRedirectPath(text(form, 'back'), withPrefix(prefix, '/messages')), result.message);
  }
  if (intent === 'start') {
    const result = await submitToApi(args, API.conversations.start, { seeker_id: positive(text(form, 'seeker_id')), job_id: positive(text(form, 'job_id')), body: text(form, 'body') }, { extra });
    if (!result.ok) return result.response;
    return done(toConversation(result.data.conversation.id), result.message);
  }
  if (id === null) return fail(404, '');
  const reply = positive(text(form, 'reply'));
  switch (intent) {
    case 'send': {
      const result = await submitToApi(args, API.conversations.send, { body: text(form, 'body'), reply }, { params: { id }, extra, idempotencyKey });
      if (!result.ok) return result.response;
      return done(toConversation(id), result.message);
    }
    case 'file': {
      const file = pickedFile(form, 'file');
      if (!file) return fail(422, t('errors.generic'), { file: [t('messages.composer.attachHint')] });
      const body = new FormData();
      body.append('file', file, file.name || 'file');
      const result = await api(args, { idempotencyKey }).conversations.sendFile({ params: { id }, query: reply ? { reply } : {}, body });
      if (!result.ok) return fail(result.status, result.message, result.errors);
      return done(toConversation(id), result.message);
    }
    case 'invite': {
      const input = {
        date: text(form, 'date'),
        time: text(form, 'time'),
        duration_minutes: text(form, 'duration_minutes') || undefined,
        location: text(form, 'location'),
        video_url: text(form, 'video_url'),
        note: text(form, 'note'),
        template_id: Number(text(form, 'template_id')) || undefined,
      };
      const result = await submitToApi(args, API.conversations.invite, input, { params: { id }, extra, idempotencyKey });
      if (!result.ok) return result.response;
      return done(toConversation(id), result.message);
    }
    case 'respond': {
      if (!messageId) return fail(400, '');
      const input = { answer: text(form, 'answer'), date: text(form, 'date'), time: text(form, 'time'), note: text(form, 'note') };
      const result = await submitToApi(args, API.conversations.respond, input, { params: { id, message: messageId }, extra, idempotencyKey });
      if (!result.ok) return result.response;
      return done(toConversation(id, `message-${messageId}`), result.message);
    }
    case 'report': {
      if (!messageId) return fail(400, '');
      const result = await submitToApi(args, API.conversations.report, { reason: text(form, 'reason'), note: text(form, 'note') }, { params: { id, message: messageId }, extra });
      if (!result.ok) return result.response;
      return done(toConversation(id, `message-${messageId}`), result.message);
    }
    case 'block':
    case 'unblock': {
      const result = await client.conversations[intent]({ params: { id } });
      if (!result.ok) return fail(result.status, result.message);
      return done(toConversation(id), result.message);
    }
    default:
      return fail(400, '');
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../deps.ts';
import { isMessagingMember, type TViewer } from './queries.ts';
import type { TDelivered } from './realtime.ts';
import { unreadOf } from './service.ts';
import { isSessionLive } from '../auth/queries.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const RETRY_MS = 5_000;

/**
 * GET /api/v1/messages/events: Server-Sent Events for one account (decision 029). At once and on every change, an
 * `unread` event with the counts; on a new or changed message, a `message` event (`conversation_id`, `message_id`,
 * `from_me`: the reader's own act) before it. Events come through the process's MessageHub (LISTEN/NOTIFY), so a message written by any process
 * reaches every stream. The stream ends when the client goes, or when the server drains or closes; a company member's
 * also when they leave the team or their role no longer reads the conversations (decision 125): the membership's
 * change is announced (`access`), and checked again at every heartbeat and after a lost LISTEN connection. Any stream
 * also ends the moment the session it was opened with ends (`session_ended`, decision 166), checked again after a lost
 * LISTEN connection.
 */
export async function streamMessageEvents(deps: TAppDeps, request: FastifyRequest, reply: FastifyReply, viewer: TViewer, sessionId: number): Promise<void> {
  const hub = deps.messageHub;
  const userId = viewer.userId;
  const response = reply.raw;
  let open = true;
  let queue = Promise.resolve();
  const write = (text: string) => {
    if (open && !response.writableEnded) response.write(text);
  };
  const sendUnread = async () => {
    const unread = await unreadOf(deps.db, viewer);
    write(`event: unread\ndata: ${JSON.stringify(unread)}\n\n`);
  };
  /** A member's stream stays open while they read the company's conversations; ends (unsaid) the moment they do not. */
  const stillAllowed = async (): Promise<boolean> => {
    if (viewer.type !== 'COMPANY' || viewer.companyId === null) return true;
    if (await isMessagingMember(deps.db, viewer.companyId, userId)) return true;
    end();
    return false;
  };
  // Counting runs one at a time, in the order events came, so the last count sent is the latest.
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => request.log.warn({ err: error }, 'message events: counting failed'));
  };
  const onEvent = (event: TDelivered) => {
    // The stream's own session ended (logout, "end this session", a new password…): it closes at once (decision 166).
    if (event.type === 'session_ended') {
      if (event.session_id === sessionId) end();
      return;
    }
    enqueue(async () => {
      // Events of a lost LISTEN connection's gap are not replayed: the session may have ended meanwhile.
      if (event.type === 'resync' && !(await isSessionLive(deps.db, sessionId))) return end();
      if ((event.type === 'access' || event.type === 'resync') && !(await stillAllowed())) return;
      if (event.type === 'access') return;
      // from_me: the reader's own message (sent from another tab, or this one) is shown, never announced as new.
      if (event.type === 'message') {
        const data = { conversation_id: event.conversation_id, message_id: event.message_id ?? null, from_me: event.actor_id === userId };
        write(`event: message\ndata: ${JSON.stringify(data)}\n\n`);
      }
      await sendUnread();
    });
  };

  // Listening first: nothing written between the first count and the subscription is missed.
  const unsubscribe = await hub.subscribe(userId, onEvent);
  reply.hijack();
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => enqueue(async () => void ((await stillAllowed()) && write(': ping\n\n'))), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    if (!response.writableEnded) response.end();
  };
  const untrack = hub.track(end);
  response.on('close', end);
  request.raw.on('close', () => {
    if (request.raw.destroyed) end();
  });
  // A membership that ended between the request's check and the subscription is caught here.
  enqueue(async () => void ((await stillAllowed()) && (await sendUnread())));
}

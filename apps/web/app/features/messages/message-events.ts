import { useEffect } from 'react';

/**
 * The browser's one stream of message events (decision 029): an EventSource on /messages/events (the web server
 * passes the API's Server-Sent Events on with the session's token, which the browser never holds). Shared by the
 * header's badge and the messages page; opened a few seconds after the page settles (the page's own loading comes
 * first), at once where a page asks for it, and closed when nothing listens.
 */
/** `from_me`: the reader's own message (or answer), shown but never announced as new. */
export type TMessageEvent = { type: 'unread'; total: number } | { type: 'message'; conversation_id: number; message_id: number | null; from_me: boolean };

type TListener = (event: TMessageEvent) => void;

const listeners = new Set<TListener>();
let source: EventSource | null = null;
let url = '';
let openTimer: ReturnType<typeof setTimeout> | undefined;
/** How long a page settles before the badge's stream opens. */
const SETTLE_MS = 3000;

function emit(event: TMessageEvent) {
  for (const listener of listeners) listener(event);
}

function open() {
  openTimer = undefined;
  if (source || listeners.size === 0 || typeof EventSource === 'undefined') return;
  source = new EventSource(url);
  source.addEventListener('unread', (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as { total?: number };
    if (typeof data.total === 'number') emit({ type: 'unread', total: data.total });
  });
  source.addEventListener('message', (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as { conversation_id: number; message_id: number | null; from_me?: boolean };
    emit({ type: 'message', conversation_id: data.conversation_id, message_id: data.message_id, from_me: data.from_me === true });
  });
}

function close() {
  clearTimeout(openTimer);
  openTimer = undefined;
  source?.close();
  source = null;
}

function subscribe(streamUrl: string, listener: TListener, now: boolean): () => void {
  if (url !== streamUrl) {
    close();
    url = streamUrl;
  }
  listeners.add(listener);
  if (now) {
    clearTimeout(openTimer);
    open();
  } else if (!source && !openTimer) {
    openTimer = setTimeout(open, SETTLE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

/** Calls `onEvent` for every message event while `streamUrl` is set (a logged-in job seeker or company). */
export function useMessageEvents(streamUrl: string | null, onEvent: TListener, { now = false }: { now?: boolean } = {}): void {
  useEffect(() => {
    if (!streamUrl) return;
    return subscribe(streamUrl, onEvent, now);
  }, [streamUrl, onEvent, now]);
}

/**
 * Calls `onTotal` with the unread count each time the stream sends it (after every change), until the returned function
 * is called: the header's badge (header.tsx), which fetches this module only for a signed-in person with an inbox.
 */
export function subscribeUnread(streamUrl: string, onTotal: (total: number) => void): () => void {
  return subscribe(streamUrl, (event) => event.type === 'unread' && onTotal(event.total), false);
}

import type { RouterContextProvider } from 'react-router';
import type { TFlash } from '../context.ts';
import { sessionContext, webContext } from '../context.ts';
import { expire, flashCookie, serialize } from './cookies.server.ts';

/** A toast that survives a redirect: set by an action, shown once by the next page. */
export function flashHeader(flash: TFlash, context: Readonly<RouterContextProvider>): Promise<string> {
  return serialize(flashCookie, flash, context.get(webContext).secureCookies);
}

export async function takeFlash(request: Request, context: Readonly<RouterContextProvider>): Promise<TFlash | null> {
  const value = (await flashCookie.parse(request.headers.get('Cookie'))) as TFlash | null;
  if (!value || typeof value.message !== 'string') return null;
  context.get(sessionContext).setCookies.push(await expire(flashCookie, context.get(webContext).secureCookies));
  const undo = value.undoDismiss;
  return { kind: value.kind === 'error' ? 'error' : 'success', message: value.message, ...(Number.isInteger(undo) && Number(undo) > 0 ? { undoDismiss: Number(undo) } : {}) };
}

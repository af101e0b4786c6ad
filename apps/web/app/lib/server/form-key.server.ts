import { randomUUID } from 'node:crypto';
import type { TApiArgs } from './api.server.ts';
import { sessionContext } from '../context.ts';

/**
 * The page's own Idempotency-Key for its forms that write (decisions 093, 095), made by its loader for a logged-in
 * person: new at every load (a successful write reloads the page's data), kept after an error (React Router does not
 * reload after an action that failed). Null for a visitor: their page may be shared from the page cache (decision
 * 049), and a key in it would change its ETag at every render; FormKeyField makes theirs in the browser.
 */
export function formKeyFor({ context }: Pick<TApiArgs, 'context'>): string | null {
  return context.get(sessionContext).user ? randomUUID() : null;
}

import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';

const KEY = 'saved_search_unsubscribe_secret';
const PURPOSE = 'saved-search-unsubscribe';

/** `<saved search id>.<HMAC-SHA256 of the id, base64url>`: stops that search's mails without a login. */
export function signUnsubscribeToken(db: TDatabase, searchId: number): Promise<string> {
  return signToken(db, KEY, PURPOSE, String(searchId));
}

/** The saved search id a token was signed for, or null when it was changed (compared in constant time). */
export async function verifyUnsubscribeToken(db: TDatabase, token: string): Promise<number | null> {
  if (!/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const payload = await verifyToken(db, KEY, PURPOSE, token);
  const id = Number(payload);
  return payload !== null && id <= 2_147_483_647 ? id : null;
}

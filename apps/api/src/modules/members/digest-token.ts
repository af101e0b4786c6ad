import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';

const KEY = 'member_digest_off_secret';
const PURPOSE = 'member-digest-off';

/** `<member id>.<HMAC-SHA256 of the id, base64url>`: turns that member's daily digest off without a login (decision 126). */
export function signDigestOffToken(db: TDatabase, memberId: number): Promise<string> {
  return signToken(db, KEY, PURPOSE, String(memberId));
}

/** The member id a token was signed for, or null when it was changed (compared in constant time). */
export async function verifyDigestOffToken(db: TDatabase, token: string): Promise<number | null> {
  if (!/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const payload = await verifyToken(db, KEY, PURPOSE, token);
  const memberId = Number(payload);
  return payload !== null && memberId <= 2_147_483_647 ? memberId : null;
}

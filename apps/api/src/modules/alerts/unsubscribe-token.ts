import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';

const KEY = 'job_alert_unsubscribe_secret';
const PURPOSE = 'job-alert-unsubscribe';

/** `<alert id>.<HMAC-SHA256 of the id, base64url>`: unsubscribes that alert without a login. */
export function signUnsubscribeToken(db: TDatabase, alertId: number): Promise<string> {
  return signToken(db, KEY, PURPOSE, String(alertId));
}

/** The alert id a token was signed for, or null when it was changed (compared in constant time). */
export async function verifyUnsubscribeToken(db: TDatabase, token: string): Promise<number | null> {
  if (!/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const payload = await verifyToken(db, KEY, PURPOSE, token);
  const alertId = Number(payload);
  return payload !== null && alertId <= 2_147_483_647 ? alertId : null;
}

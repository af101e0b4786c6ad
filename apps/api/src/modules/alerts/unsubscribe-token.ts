import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDatabase } from '../../db/client.ts';
import { keepSetting } from './queries.ts';

const SECRET_SETTING = 'job_alert_unsubscribe_secret';
const secrets = new WeakMap<object, Promise<Buffer>>();

/**
 * The key of the unsubscribe links: 32 random bytes made once and kept in `settings`, so that it survives
 * restarts and every process signs and checks with the same key (the first writer wins a race).
 */
export function unsubscribeSecret(db: TDatabase): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const value = await keepSetting(db, SECRET_SETTING, randomBytes(32).toString('base64url'));
      if (typeof value !== 'string') throw new Error('job alert unsubscribe secret missing');
      return Buffer.from(value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: Buffer, alertId: number) => createHmac('sha256', secret).update(`job-alert-unsubscribe:${alertId}`).digest();

/** `<alert id>.<HMAC-SHA256 of the id, base64url>`: unsubscribes that alert without a login. */
export async function signUnsubscribeToken(db: TDatabase, alertId: number): Promise<string> {
  return `${alertId}.${mac(await unsubscribeSecret(db), alertId).toString('base64url')}`;
}

/** The alert id a token was signed for, or null when it was changed (compared in constant time). */
export async function verifyUnsubscribeToken(db: TDatabase, token: string): Promise<number | null> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = mac(await unsubscribeSecret(db), alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDatabase } from '../../db/client.ts';
import { keepSetting } from '../alerts/queries.ts';

/** How long a CV file link of the employee view works (decision 024). */
export const CV_LINK_LIFE_MS = 5 * 60 * 1000;

const SECRET_SETTING = 'candidate_cv_link_secret';
const secrets = new WeakMap<object, Promise<Buffer>>();

/** The key of the CV links: 32 random bytes made once and kept in `settings` (every process signs with the same key). */
function linkSecret(db: TDatabase): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      const value = await keepSetting(db, SECRET_SETTING, randomBytes(32).toString('base64url'));
      if (typeof value !== 'string') throw new Error('candidate CV link secret missing');
      return Buffer.from(value, 'base64url');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export interface TCvLink {
  companyId: number;
  seekerId: number;
  fileId: number;
  /** Seconds since the epoch. */
  expires: number;
}

const payloadOf = (link: TCvLink) => `${link.companyId}.${link.seekerId}.${link.fileId}.${link.expires}`;
const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`candidate-cv:${payload}`).digest();

/** `<company>.<seeker>.<file>.<expires>.<HMAC-SHA256, base64url>`: that company may fetch that file until `expires`. */
export async function signCvLink(db: TDatabase, link: TCvLink): Promise<string> {
  const payload = payloadOf(link);
  return `${payload}.${mac(await linkSecret(db), payload).toString('base64url')}`;
}

/** The link a token was signed for, or null when it was changed or has expired (compared in constant time). */
export async function verifyCvLink(db: TDatabase, token: string, now: Date): Promise<TCvLink | null> {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [companyId, seekerId, fileId, expires] = [match[1], match[2], match[3], match[4]].map(Number) as [number, number, number, number];
  const link = { companyId, seekerId, fileId, expires };
  const given = Buffer.from(match[5] as string, 'base64url');
  const expected = mac(await linkSecret(db), payloadOf(link));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now.getTime() ? link : null;
}

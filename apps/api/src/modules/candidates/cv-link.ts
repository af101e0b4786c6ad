import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';

/** How long a CV file link of the employee view works (decision 024). */
export const CV_LINK_LIFE_MS = 5 * 60 * 1000;

const KEY = 'candidate_cv_link_secret';
const PURPOSE = 'candidate-cv';

export interface TCvLink {
  companyId: number;
  seekerId: number;
  fileId: number;
  /** Seconds since the epoch. */
  expires: number;
}

const payloadOf = (link: TCvLink) => `${link.companyId}.${link.seekerId}.${link.fileId}.${link.expires}`;

/** `<company>.<seeker>.<file>.<expires>.<HMAC-SHA256, base64url>`: that company may fetch that file until `expires`. */
export function signCvLink(db: TDatabase, link: TCvLink): Promise<string> {
  return signToken(db, KEY, PURPOSE, payloadOf(link));
}

/** The link a token was signed for, or null when it was changed or has expired (compared in constant time). */
export async function verifyCvLink(db: TDatabase, token: string, now: Date): Promise<TCvLink | null> {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match || (await verifyToken(db, KEY, PURPOSE, token)) === null) return null;
  const [companyId, seekerId, fileId, expires] = [match[1], match[2], match[3], match[4]].map(Number) as [number, number, number, number];
  return expires * 1000 > now.getTime() ? { companyId, seekerId, fileId, expires } : null;
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LOGIN_STRATEGIES, type TLoginStrategy, type TSecondStepRequired } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { signToken, verifyToken } from '../../db/signed-tokens.ts';
import { HttpError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { countPasskeys } from './passkey-queries.ts';
import { findTotpFactor, hasTotp, takeRecoveryCode, takeTotpStep } from './second-step-queries.ts';
import { totpStepOf } from './totp.ts';

/** Administrators must have a second step (decision 160): they may set it up but never turn it off. */
export const isSecondStepRequired = (user: { type: string }): boolean => user.type === 'ADMIN';

export type TSecondStepMethod = TSecondStepRequired['second_step']['methods'][number];

/**
 * What a password (or provider) sign-in of this account must add, none when it needs no second step. A confirmed
 * app asks for a second step, which its passkeys may give too (decision 165). An administrator's passkey is a second
 * step by itself: administrators must have one (an administrator with a passkey and no app is asked for the passkey).
 * Another account's passkeys alone sign in without a password, and leave its password sign-in as it was.
 */
export async function secondStepMethods(db: TDatabase, user: { id: number; type: string }): Promise<TSecondStepMethod[]> {
  const [totp, passkeys] = await Promise.all([hasTotp(db, user.id), countPasskeys(db, user.id)]);
  const methods: TSecondStepMethod[] = [];
  if (passkeys > 0 && (totp || isSecondStepRequired(user))) methods.push('passkey');
  if (totp) methods.push('totp', 'recovery_code');
  return methods;
}

/** How long a sign-in may wait for its second step. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const KEY = 'second_step_secret';
const PURPOSE = 'second-step-challenge';

/** What a challenge carries to the second step: whose sign-in, until when, with a refresh token or not, by which strategy. */
export interface TChallenge {
  userId: number;
  expiresAt: Date;
  remember: boolean;
  strategy: TLoginStrategy;
}

/**
 * A sign-in that passed its first step (password or provider) and waits for the second: a signed token, not a
 * session. It reaches nothing by itself; a code of the account's app (or a recovery code), or one of its passkeys,
 * exchanges it for a session.
 */
export async function secondStepChallenge(
  db: TDatabase,
  challenge: Omit<TChallenge, 'expiresAt'>,
  methods: TSecondStepMethod[],
  now: Date,
  formatDate: (date: Date) => string,
): Promise<TSecondStepRequired> {
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000);
  const nonce = randomBytes(9).toString('base64url');
  const payload = `${challenge.userId}.${Math.floor(expiresAt.getTime() / 1000)}.${challenge.remember ? 1 : 0}.${challenge.strategy}.${nonce}`;
  return { second_step: { challenge: await signToken(db, KEY, PURPOSE, payload), expires_at: formatDate(expiresAt), methods } };
}

/** The challenge's content, or 401 when it was changed or has expired (the person logs in again). */
export async function readChallenge(db: TDatabase, token: string, now: Date): Promise<TChallenge> {
  const payload = await verifyToken(db, KEY, PURPOSE, token);
  const match = payload ? /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([01])\.([a-z]+)\.[A-Za-z0-9_-]+$/.exec(payload) : null;
  const strategy = match?.[4] as TLoginStrategy | undefined;
  if (!match || !strategy || !LOGIN_STRATEGIES.includes(strategy)) throw new HttpError(401, 'second_step_expired');
  const expiresAt = new Date(Number(match[2]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw new HttpError(401, 'second_step_expired');
  return { userId: Number(match[1]), expiresAt, remember: match[3] === '1', strategy };
}

/** A recovery code as it is stored: the SHA-256 of its letters without the dash (codes are 50 random bits). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** Ten new recovery codes, written "abcde-fghij" (base32 letters: no 0/o or 1/l to confuse). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/**
 * Uses a code (already read by ZSecondStepCode: six digits, or a recovery code's ten letters) for the account's
 * second step: a code of its app in a time step later than the last one used, or an unused recovery code.
 * `confirming` is the set-up's check: only a code of the key being set up counts, and it puts the key in force.
 */
async function useCode(db: TDatabase, userId: number, code: string, now: Date, confirming: boolean): Promise<boolean> {
  const factor = await findTotpFactor(db, userId);
  if (!factor || (factor.confirmed_at === null) !== confirming) return false;
  if (/^[0-9]{6}$/.test(code)) {
    const step = totpStepOf(factor.secret, code, now);
    return step !== null && (await takeTotpStep(db, userId, step, confirming));
  }
  return !confirming && (await takeRecoveryCode(db, userId, hashRecoveryCode(code)));
}

/**
 * A guess at the second step, counted like a password guess (decision 022) before it is checked: per account (its
 * own counter, so a right password never gives the codes more tries) and per address (shared with passwords). Past
 * an allowance it answers 429 with the login's message, so nothing tells which step was refused.
 */
export async function checkSecondStepCode(
  deps: { db: TDatabase; loginThrottle: LoginThrottle },
  who: { userId: number; address: string },
  code: string,
  now: Date,
  { confirming = false } = {},
): Promise<boolean> {
  const outcome = await deps.loginThrottle.guard(deps.db, { secondStep: who.userId, address: who.address }, () => useCode(deps.db, who.userId, code, now, confirming));
  if (outcome === 'throttled') throw new HttpError(429, 'too_many_requests');
  return outcome === 'right';
}

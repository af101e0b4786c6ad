import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MINUTES,
  EMAIL_VERIFICATION_TTL_HOURS,
  RESEND_COOLDOWN_SECONDS,
  RESET_LINK_TTL_MINUTES,
  SMS_CAP_OVERALL_PER_HOUR,
  SMS_CAP_PER_IP_PER_HOUR,
  SMS_CAP_PER_PHONE_PER_HOUR,
  looksLikeEmail,
  normalizePhone,
  siteLink,
  type TLocale,
  type TResetPassword,
  type TVerificationPurpose,
} from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TAppDeps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserByEmail, findUserById, findUserByPhone, type TUserWithCompany } from '../auth/queries.ts';
import { displayName } from '../auth/user-dto.ts';
import { renderMail } from '../delivery/templates.ts';
import { accountText } from './account-text.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import {
  SMS_ISSUE_LOCK,
  consumeCode,
  countCodeTry,
  countSmsSince,
  findEmailLink,
  findLastSentAt,
  markEmailVerified,
  markPhoneVerified,
  replaceCode,
  replacePassword,
  withCodeIssueLock,
  type TCodeRow,
} from './queries.ts';

export interface TVerificationDeps {
  db: TDatabase;
  notifier: TNotifier;
  publicUrl: string;
  now: () => Date;
  /** SMS codes per client address per hour (SMS_IP_MAX_PER_HOUR); the contract's cap when not given. */
  smsIpMaxPerHour?: number;
}

/** The verification deps of the app's (PUBLIC_URL builds the links). */
export function verificationDeps(deps: Pick<TAppDeps, 'db' | 'notifier' | 'config' | 'now'>): TVerificationDeps {
  return { db: deps.db, notifier: deps.notifier, publicUrl: deps.config.publicUrl, now: deps.now, smsIpMaxPerHour: deps.config.smsIpMaxPerHour };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Links are built from the configured public address, never from the request's Host header. */
function linkTo(deps: TVerificationDeps, locale: TLocale, path: string, token: string): string {
  return siteLink(deps.publicUrl, locale, `${path}?token=${encodeURIComponent(token)}`);
}

/** Seconds left before another code may be sent for this purpose and target, or 0. */
export async function cooldownLeft(db: TDatabase, userId: number, purpose: TVerificationPurpose, target: string, now: Date): Promise<number> {
  const lastSentAt = await findLastSentAt(db, userId, purpose, target);
  if (!lastSentAt) return 0;
  const left = RESEND_COOLDOWN_SECONDS - Math.floor((now.getTime() - lastSentAt.getTime()) / 1000);
  return Math.max(0, left);
}

/** SMS pumping protection: caps per phone, per IP address and overall, per hour. */
async function assertSmsCaps(db: TDatabase, phone: string, ip: string, now: Date, perIpCap: number): Promise<void> {
  const { perPhone, perIp, overall } = await countSmsSince(db, phone, ip, new Date(now.getTime() - HOUR));
  if (perPhone >= SMS_CAP_PER_PHONE_PER_HOUR || perIp >= perIpCap || overall >= SMS_CAP_OVERALL_PER_HOUR) {
    throw new HttpError(429, 'sms_limit');
  }
}

/**
 * Stores a new code (hash only) when the rules allow one: the resend cooldown, and for SMS the hourly caps.
 * The checks and the insert hold the issuance lock together (one lock for every SMS, since the caps count
 * across phones and addresses; one per account for emailed links), so parallel requests cannot all pass the
 * checks before any code is stored (decision 022). Older unused codes of the same purpose stop working.
 */
export async function issueCode(deps: TVerificationDeps, user: TUserWithCompany, purpose: TVerificationPurpose, channel: 'email' | 'sms', target: string, secret: string, ttlMs: number, ip: string | null) {
  await withCodeIssueLock(deps.db, channel === 'sms' ? SMS_ISSUE_LOCK : user.id, async (tx) => {
    const now = deps.now();
    if ((await cooldownLeft(tx, user.id, purpose, target, now)) > 0) throw new HttpError(429, 'resend_cooldown');
    if (channel === 'sms') await assertSmsCaps(tx, target, ip ?? '', now, deps.smsIpMaxPerHour ?? SMS_CAP_PER_IP_PER_HOUR);
    await replaceCode(tx, {
      user_id: user.id,
      purpose,
      channel,
      target,
      secret_hash: hashSecret(secret),
      requested_ip: ip,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    });
  });
}

async function sendEmailLink(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, purpose: 'verify_email' | 'reset_password', ip: string | null) {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'verify_email' ? EMAIL_VERIFICATION_TTL_HOURS * HOUR : RESET_LINK_TTL_MINUTES * MINUTE;
  await issueCode(deps, user, purpose, 'email', user.email.toLowerCase(), token, ttl, ip);
  const isReset = purpose === 'reset_password';
  const name = displayName(user, locale);
  const url = linkTo(deps, locale, isReset ? '/reset-password' : '/verify-email', token);
  const { text, html } = renderMail({
    locale,
    title: accountText(locale, isReset ? 'resetTitle' : 'verifyEmailTitle'),
    paragraphs: [accountText(locale, isReset ? 'resetBody' : 'verifyEmailBody', { name }), accountText(locale, 'ignore')],
    action: { label: accountText(locale, isReset ? 'resetAction' : 'verifyEmailAction'), url },
  });
  await deps.notifier.mail({ to: user.email, subject: accountText(locale, isReset ? 'resetSubject' : 'verifyEmailSubject'), text, html, locale, purpose });
}

async function sendSmsCode(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, purpose: 'verify_phone' | 'reset_password', ip: string) {
  const code = newSmsCode();
  await issueCode(deps, user, purpose, 'sms', user.phone, code, CODE_TTL_MINUTES * MINUTE, ip);
  await deps.notifier.sms({ to: user.phone, body: accountText(locale, purpose === 'verify_phone' ? 'smsVerify' : 'smsReset', { code }), locale, purpose });
}

/** Sends the email verification link (at registration and on request, after a cooldown). */
export async function requestEmailVerification(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, ip: string): Promise<void> {
  if (user.email_verified_at) throw new HttpError(422, 'already_verified');
  await sendEmailLink(deps, user, locale, 'verify_email', ip);
}

/** Sends a code to confirm the phone (after a cooldown, within the SMS caps). */
export async function requestPhoneVerification(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, ip: string): Promise<void> {
  if (user.phone_verified_at) throw new HttpError(422, 'already_verified');
  await sendSmsCode(deps, user, locale, 'verify_phone', ip);
}

/**
 * When a sign-up finishes: the email link (unless the provider confirmed the email) and the phone code, so the
 * person finds the code waiting on the verification page (decision 040). Both go after the answer, under the same
 * cooldown and SMS caps as a request; a refusal or delivery problem never fails the sign-up (it goes to `onError`).
 */
export function sendSignupConfirmations(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, ip: string, onError: (error: unknown) => void): void {
  setImmediate(() => {
    if (!user.email_verified_at) requestEmailVerification(deps, user, locale, ip).catch(onError);
    if (!user.phone_verified_at) requestPhoneVerification(deps, user, locale, ip).catch(onError);
  });
}

const CODE_INVALID = new HttpError(422, 'validation_failed', { code: 'code_invalid' });

/**
 * Checks a 6-digit code. Every try is counted before the comparison (countCodeTry), so a code is compared at
 * most CODE_MAX_WRONG_TRIES + 1 times however many tries arrive together: a wrong try past the allowance
 * burns it, and tries counted after that are refused without a comparison.
 */
export async function checkSmsCode(deps: TVerificationDeps, userId: number, purpose: TVerificationPurpose, target: string, code: string): Promise<void> {
  const now = deps.now();
  const tried = await countCodeTry(deps.db, userId, purpose, target, now);
  if (!tried) throw new HttpError(422, 'validation_failed', { code: 'code_expired' });
  const lastAllowed = CODE_MAX_WRONG_TRIES + 1;
  if (tried.tries > lastAllowed) throw new HttpError(422, 'validation_failed', { code: 'code_burned' });
  if (!sameHash(tried.secret_hash, hashSecret(code))) {
    if (tried.tries === lastAllowed) {
      await consumeCode(deps.db, tried.id, now);
      throw new HttpError(422, 'validation_failed', { code: 'code_burned' });
    }
    throw new HttpError(422, 'validation_failed', { code: 'code_wrong' });
  }
  if (!(await consumeCode(deps.db, tried.id, now))) throw new HttpError(422, 'validation_failed', { code: 'code_expired' });
}

export async function verifyPhone(deps: TVerificationDeps, user: TUserWithCompany, code: string): Promise<void> {
  await checkSmsCode(deps, user.id, 'verify_phone', user.phone, code);
  await markPhoneVerified(deps.db, user.id, deps.now());
}

/** Follows an emailed link: valid once, before it expires, and only for the address it was sent to. */
async function consumeLink(deps: TVerificationDeps, token: string, purpose: 'verify_email' | 'reset_password'): Promise<{ row: TCodeRow; user: TUserWithCompany }> {
  const now = deps.now();
  const row = await findEmailLink(deps.db, hashSecret(token), purpose);
  const user = row ? await findUserById(deps.db, row.user_id) : undefined;
  if (!row || !user || row.consumed_at || row.expires_at <= now || row.target !== user.email.toLowerCase() || !(await consumeCode(deps.db, row.id, now))) {
    throw new HttpError(422, 'link_invalid');
  }
  return { row, user };
}

/** Confirms the email of the link's account; answers the account's type (where the page lands next). */
export async function verifyEmail(deps: TVerificationDeps, token: string): Promise<{ type: TUserWithCompany['type'] }> {
  const { user } = await consumeLink(deps, token, 'verify_email');
  await markEmailVerified(deps.db, user.id, deps.now());
  return { type: user.type };
}

/**
 * "Forgot password": a link by email or a code by SMS. The caller learns nothing: the answer is the same
 * whether or not the account exists, nothing is created for an unknown one, and the sending happens after
 * the answer so timing tells nothing either.
 */
export async function forgotPassword(deps: TVerificationDeps, login: string, locale: TLocale, ip: string, onError: (error: unknown) => void): Promise<'email' | 'sms'> {
  const byEmail = looksLikeEmail(login);
  const work = async () => {
    const user = byEmail ? await findUserByEmail(deps.db, login.trim()) : await findUserByPhone(deps.db, normalizePhone(login) ?? '');
    if (!user || user.status !== 'active') return;
    try {
      if (byEmail) await sendEmailLink(deps, user, locale, 'reset_password', ip);
      else await sendSmsCode(deps, user, locale, 'reset_password', ip);
    } catch (error) {
      // A code was just sent: asking again within the cooldown sends nothing, silently.
      if (error instanceof HttpError && error.messageKey === 'resend_cooldown') return;
      throw error;
    }
  };
  setImmediate(() => work().catch(onError));
  return byEmail ? 'email' : 'sms';
}

/**
 * Sets a new password with a reset link or SMS code; every session of the account ends. A common password is
 * refused before the link or code is looked at, so it stays usable for a better one.
 */
export async function resetPassword(deps: TVerificationDeps, input: TResetPassword): Promise<void> {
  if (isCommonPassword(input.password)) throw new HttpError(422, 'validation_failed', { password: 'password_common' });
  let userId: number;
  if (input.token) {
    userId = (await consumeLink(deps, input.token, 'reset_password')).user.id;
  } else {
    const phone = normalizePhone(input.phone ?? '');
    const user = phone ? await findUserByPhone(deps.db, phone) : undefined;
    // Anyone can ask for a reset code for any number: every failure here reads the same (wrong, expired,
    // burned, or no such account), so the answers never tell whether the number has an account.
    if (!user || !input.code) throw CODE_INVALID;
    try {
      await checkSmsCode(deps, user.id, 'reset_password', user.phone, input.code);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422) throw CODE_INVALID;
      throw error;
    }
    userId = user.id;
  }
  await replacePassword(deps.db, userId, await hashPassword(input.password), deps.now());
}

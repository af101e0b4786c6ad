import { CODE_TTL_MINUTES, type TLocale, type TPhoneChange } from '@tawzeef/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError } from '../../errors.ts';
import { findUserByPhone, type TUserWithCompany } from '../auth/queries.ts';
import { accountText } from './account-text.ts';
import { dropPhoneChangeCodes, findPendingPhoneChange, replacePhone } from './queries.ts';
import { checkSmsCode, cooldownLeft, issueCode, newSmsCode, type TVerificationDeps } from './service.ts';

/**
 * A new phone number waits for its code this long (decision 046); the code itself lives CODE_TTL_MINUTES, and
 * "send again" gives the number a new one until then.
 */
export const PHONE_CHANGE_WAITS_HOURS = 24;

const HOUR = 60 * 60_000;
const PHONE_TAKEN = new HttpError(422, 'validation_failed', { code: 'phone_taken' });

/** The new number waiting for its code, if any. */
async function pendingOf(deps: TVerificationDeps, userId: number): Promise<string | undefined> {
  const since = new Date(deps.now().getTime() - PHONE_CHANGE_WAITS_HOURS * HOUR);
  return (await findPendingPhoneChange(deps.db, userId, since))?.target;
}

async function sendChangeCode(deps: TVerificationDeps, user: TUserWithCompany, phone: string, locale: TLocale, ip: string): Promise<void> {
  const code = newSmsCode();
  await issueCode(deps, user, 'change_phone', 'sms', phone, code, CODE_TTL_MINUTES * 60_000, ip);
  await deps.notifier.sms({ to: phone, body: accountText(locale, 'smsChangePhone', { code }), locale, purpose: 'change_phone' });
}

/**
 * A new phone number for the account: a code goes to it by SMS (the resend cooldown and the hourly SMS caps of
 * every phone code apply) and the account keeps its current number until the code is confirmed. The number
 * that already waits is not sent another code here (that is "send again"); another new number replaces it.
 */
export async function requestPhoneChange(deps: TVerificationDeps, user: TUserWithCompany, phone: string, locale: TLocale, ip: string): Promise<void> {
  if (phone === user.phone) return;
  if ((await pendingOf(deps, user.id)) === phone) return;
  await sendChangeCode(deps, user, phone, locale, ip);
}

/** What the account page shows: the number waiting and when another code may go to it. */
export async function phoneChangeOf(deps: TVerificationDeps, user: TUserWithCompany): Promise<TPhoneChange> {
  const phone = await pendingOf(deps, user.id);
  if (!phone) return { phone: null, resend_in: 0 };
  return { phone, resend_in: await cooldownLeft(deps.db, user.id, 'change_phone', phone, deps.now()) };
}

/** "Send again": a new code to the number waiting, after the cooldown. */
export async function resendPhoneChange(deps: TVerificationDeps, user: TUserWithCompany, locale: TLocale, ip: string): Promise<void> {
  const phone = await pendingOf(deps, user.id);
  if (!phone) throw new HttpError(422, 'no_phone_change');
  await sendChangeCode(deps, user, phone, locale, ip);
}

/**
 * The code sent to the new number: right, the number becomes the account's phone, confirmed; wrong, the current
 * number stays and the try counts (the 6th wrong try burns the code, like every phone code). A number another
 * account took meanwhile is refused before the code is looked at.
 */
export async function confirmPhoneChange(deps: TVerificationDeps, user: TUserWithCompany, code: string): Promise<void> {
  const phone = await pendingOf(deps, user.id);
  if (!phone) throw new HttpError(422, 'no_phone_change');
  const owner = await findUserByPhone(deps.db, phone);
  if (owner && owner.id !== user.id) throw PHONE_TAKEN;
  await checkSmsCode(deps, user.id, 'change_phone', phone, code);
  const now = deps.now();
  try {
    await replacePhone(deps.db, user.id, phone, now);
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_unique')) throw PHONE_TAKEN;
    throw error;
  }
  await dropPhoneChangeCodes(deps.db, user.id, now);
}

/** Drops the number waiting: the current one stays. */
export async function dropPhoneChange(deps: TVerificationDeps, user: TUserWithCompany): Promise<void> {
  await dropPhoneChangeCodes(deps.db, user.id, deps.now());
}

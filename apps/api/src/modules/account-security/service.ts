import QRCode from 'qrcode';
import type { TPasskeyCredential, TPasskeyOptions, TRecoveryCodes, TSecondStepStatus, TStepUpGiven, TTotpSetup } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { lacksSecondStep, type TAuthContext } from '../../plugins/auth.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { countPasskeys } from '../auth/passkey-queries.ts';
import { authenticationOptions, verifySecondStepByPasskey, type TPasskeyDeps } from '../auth/passkeys.ts';
import type { TUserWithCompany } from '../auth/queries.ts';
import { checkSecondStepCode, hashRecoveryCode, isSecondStepRequired, newRecoveryCodes } from '../auth/second-step.ts';
import { countRecoveryCodesLeft, deleteSecondStep, findTotpFactor, markSecondStep, replaceRecoveryCodes, writePendingTotp } from '../auth/second-step-queries.ts';
import { requireRecentSecondStep, requireRecentSecondStepToAdd, STEP_UP_WINDOW_MS } from '../auth/step-up.ts';
import { newTotpSecret, totpUri } from '../auth/totp.ts';

interface TDeps {
  db: TDatabase;
  loginThrottle: LoginThrottle;
}

/** Who asks: the session's account, its session, when the session last gave its second step, and the address it calls from. */
export interface TCaller {
  user: Pick<TUserWithCompany, 'id' | 'email' | 'type'>;
  sessionId: number;
  secondStepAt: Date | null;
  address: string;
}


async function setupOf(secret: string, email: string): Promise<TTotpSetup> {
  const uri = totpUri(secret, email);
  return { secret, uri, qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

export async function secondStepStatus(db: TDatabase, auth: TAuthContext): Promise<TSecondStepStatus> {
  const { user } = auth;
  const factor = await findTotpFactor(db, user.id);
  const on = factor?.confirmed_at != null;
  return {
    state: !factor ? 'off' : on ? 'on' : 'pending',
    required: isSecondStepRequired(user),
    needed_now: lacksSecondStep(auth),
    recovery_codes_left: on ? await countRecoveryCodesLeft(db, user.id) : 0,
    setup: factor && !on ? await setupOf(factor.secret, user.email) : null,
  };
}

/** A new key to set up (replacing one set up and never confirmed); 409 while one is in force. */
export async function startTotp(db: TDatabase, user: TCaller['user']): Promise<TTotpSetup> {
  const secret = newTotpSecret();
  if (!(await writePendingTotp(db, user.id, secret))) throw new HttpError(409, 'second_step_on');
  return setupOf(secret, user.email);
}

async function freshRecoveryCodes(db: TDatabase, userId: number): Promise<TRecoveryCodes> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return { recovery_codes: codes };
}

/** A code of the key being set up puts it in force; the ten recovery codes are answered this once, stored hashed. */
export async function confirmTotp(deps: TDeps, caller: TCaller, code: string): Promise<TRecoveryCodes> {
  const factor = await findTotpFactor(deps.db, caller.user.id);
  if (!factor) throw new HttpError(409, 'second_step_not_pending');
  if (factor.confirmed_at) throw new HttpError(409, 'second_step_on');
  const now = new Date();
  // An account with a passkey gives it first (decision 169): before the code is tried, so the code still serves after.
  await requireRecentSecondStepToAdd(deps.db, caller, now);
  if (!(await checkSecondStepCode(deps, { userId: caller.user.id, address: caller.address }, code, now, { confirming: true }))) {
    throw new HttpError(422, 'validation_failed', { code: 'second_step_code' });
  }
  await markSecondStep(deps.db, caller.sessionId, now);
  return freshRecoveryCodes(deps.db, caller.user.id);
}

async function requireCode(deps: TDeps, caller: TCaller, code: string): Promise<Date> {
  const factor = await findTotpFactor(deps.db, caller.user.id);
  if (!factor?.confirmed_at) throw new HttpError(409, 'second_step_off');
  const now = new Date();
  if (!(await checkSecondStepCode(deps, { userId: caller.user.id, address: caller.address }, code, now))) {
    throw new HttpError(422, 'validation_failed', { code: 'second_step_code' });
  }
  await markSecondStep(deps.db, caller.sessionId, now);
  return now;
}

const stepUpGiven = (at: Date, formatDate: (date: Date) => string): TStepUpGiven => ({ second_step_at: formatDate(at), valid_until: formatDate(new Date(at.getTime() + STEP_UP_WINDOW_MS)) });

/**
 * The second step given again in a session (decision 166): a code of the app or an unused recovery code, counted as
 * a guess like at sign-in, recorded as the session's `second_step_at`.
 */
export async function giveSecondStepAgain(deps: TDeps, caller: TCaller, code: string, formatDate: (date: Date) => string): Promise<TStepUpGiven> {
  return stepUpGiven(await requireCode(deps, caller, code), formatDate);
}

/** The options to give the step again with one of the account's passkeys (decision 169); 409 without one. */
export async function stepUpPasskeyOptions(deps: TPasskeyDeps, caller: TCaller): Promise<TPasskeyOptions> {
  if ((await countPasskeys(deps.db, caller.user.id)) === 0) throw new HttpError(409, 'passkey_none');
  return authenticationOptions(deps, 'second-step', caller.user.id);
}

/**
 * The second step given again by one of the account's passkeys (decision 169): the answer is checked as a sign-in's
 * second step is (decision 165: the account's passkeys only, a single-use challenge, counted as a guess), then
 * recorded as a code's step-up is. A passkey that does not hold is 422, as a wrong code is (the session stays).
 */
export async function giveSecondStepByPasskey(deps: TPasskeyDeps, caller: TCaller, credential: TPasskeyCredential, formatDate: (date: Date) => string): Promise<TStepUpGiven> {
  const now = new Date();
  try {
    await verifySecondStepByPasskey(deps, { userId: caller.user.id, address: caller.address }, credential, now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw new HttpError(422, 'passkey_step_up_failed');
    throw error;
  }
  await markSecondStep(deps.db, caller.sessionId, now);
  return stepUpGiven(now, formatDate);
}

/**
 * A code given with the request is the step given now; without one, the session must have given it within ten
 * minutes (decision 169: a passkey's step-up, say), or the answer is `step_up_required`.
 */
async function codeOrRecentStep(deps: TDeps, caller: TCaller, code: string | undefined): Promise<void> {
  if (!(await findTotpFactor(deps.db, caller.user.id))?.confirmed_at) throw new HttpError(409, 'second_step_off');
  if (code === undefined) await requireRecentSecondStep(deps.db, caller);
  else await requireCode(deps, caller, code);
}

/** New recovery codes for a code of the app (or an unused recovery code), or a recent step: the old ones stop working. */
export async function renewRecoveryCodes(deps: TDeps, caller: TCaller, code: string | undefined): Promise<TRecoveryCodes> {
  await codeOrRecentStep(deps, caller, code);
  return freshRecoveryCodes(deps.db, caller.user.id);
}

/** Turns the app off with a code or a recent step; administrators cannot. */
export async function disableSecondStep(deps: TDeps, caller: TCaller, code: string | undefined): Promise<void> {
  if (isSecondStepRequired(caller.user)) throw new HttpError(403, 'second_step_admin_required');
  await codeOrRecentStep(deps, caller, code);
  await deleteSecondStep(deps.db, caller.user.id);
}

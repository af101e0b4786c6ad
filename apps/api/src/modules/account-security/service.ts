import QRCode from 'qrcode';
import type { TRecoveryCodes, TSecondStepStatus, TStepUpGiven, TTotpSetup } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { lacksSecondStep, type TAuthContext } from '../../plugins/auth.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { TUserWithCompany } from '../auth/queries.ts';
import { checkSecondStepCode, hashRecoveryCode, isSecondStepRequired, newRecoveryCodes } from '../auth/second-step.ts';
import { countRecoveryCodesLeft, deleteSecondStep, findTotpFactor, markSecondStep, replaceRecoveryCodes, writePendingTotp } from '../auth/second-step-queries.ts';
import { STEP_UP_WINDOW_MS } from '../auth/step-up.ts';
import { newTotpSecret, totpUri } from '../auth/totp.ts';

interface TDeps {
  db: TDatabase;
  loginThrottle: LoginThrottle;
}

/** Who asks: the session's account, its session and the address it calls from. */
export interface TCaller {
  user: Pick<TUserWithCompany, 'id' | 'email' | 'type'>;
  sessionId: number;
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

/**
 * The second step given again in a session (decision 166): a code of the app or an unused recovery code, counted as
 * a guess like at sign-in, recorded as the session's `second_step_at`. A passkey (decision 165) would record the
 * step the same way (markSecondStep) once its assertion is checked.
 */
export async function giveSecondStepAgain(deps: TDeps, caller: TCaller, code: string, formatDate: (date: Date) => string): Promise<TStepUpGiven> {
  const at = await requireCode(deps, caller, code);
  return { second_step_at: formatDate(at), valid_until: formatDate(new Date(at.getTime() + STEP_UP_WINDOW_MS)) };
}

/** New recovery codes for a code of the app (or an unused recovery code): the old ones stop working. */
export async function renewRecoveryCodes(deps: TDeps, caller: TCaller, code: string): Promise<TRecoveryCodes> {
  await requireCode(deps, caller, code);
  return freshRecoveryCodes(deps.db, caller.user.id);
}

/** Turns the second step off with a code; administrators cannot. */
export async function disableSecondStep(deps: TDeps, caller: TCaller, code: string): Promise<void> {
  if (isSecondStepRequired(caller.user)) throw new HttpError(403, 'second_step_admin_required');
  await requireCode(deps, caller, code);
  await deleteSecondStep(deps.db, caller.user.id);
}

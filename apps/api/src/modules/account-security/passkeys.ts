import type { TPasskey, TPasskeyAdd, TPasskeyOptions } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import { lacksSecondStep, type TAuthContext } from '../../plugins/auth.ts';
import { countPasskeys, deletePasskey, insertPasskey, listPasskeys, renamePasskey, type TPasskeyRow } from '../auth/passkey-queries.ts';
import { registrationOptions, verifyRegistration, type TPasskeyDeps } from '../auth/passkeys.ts';
import { isSecondStepRequired } from '../auth/second-step.ts';
import { hasTotp, markSecondStep } from '../auth/second-step-queries.ts';
import { requireRecentSecondStep, requireRecentSecondStepToAdd } from '../auth/step-up.ts';

/** The account's passkeys on /account-security (decision 165): listed, added with a name, renamed, removed. */
type TFormat = (date: Date) => string;

const toPasskey = (row: TPasskeyRow, formatDate: TFormat): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: formatDate(row.created_at),
  last_used_at: row.last_used_at ? formatDate(row.last_used_at) : null,
});

export async function passkeysOf(db: TDatabase, userId: number, formatDate: TFormat): Promise<TPasskey[]> {
  return (await listPasskeys(db, userId)).map((row) => toPasskey(row, formatDate));
}

export const passkeyRegistrationOptions = (deps: TPasskeyDeps, auth: TAuthContext): Promise<TPasskeyOptions> => registrationOptions(deps, auth.user);

/**
 * Adds the passkey the browser made for this account's challenge. An administrator setting up their second step
 * (decision 160) gives it with this: the session is marked as the app's confirmation marks it, and the console opens.
 * An account that has a second step already (an app or a passkey) must have given it within ten minutes (decision 169).
 */
export async function addPasskey(deps: TPasskeyDeps, auth: TAuthContext, input: TPasskeyAdd, formatDate: TFormat): Promise<TPasskey> {
  const now = new Date();
  // An account with a second step gives it first (decision 169), before the challenge is taken: the answer still serves after.
  await requireRecentSecondStepToAdd(deps.db, auth, now);
  const made = await verifyRegistration(deps, auth.user.id, input.credential, now);
  const row = await insertPasskey(deps.db, { user_id: auth.user.id, name: input.name.trim(), ...made });
  if (!row) throw new HttpError(409, 'passkey_exists');
  if (lacksSecondStep(auth)) await markSecondStep(deps.db, auth.sessionId, now);
  return toPasskey(row, formatDate);
}

export async function renameOnePasskey(db: TDatabase, userId: number, id: number, name: string, formatDate: TFormat): Promise<TPasskey> {
  const row = await renamePasskey(db, userId, id, name.trim());
  if (!row) throw new HttpError(404, 'passkey_not_found');
  return toPasskey(row, formatDate);
}

/** Removes one of the caller's passkeys after a recent second step (decision 169); an administrator's last second step stays (403). */
export async function removePasskey(db: TDatabase, auth: Pick<TAuthContext, 'user' | 'secondStepAt'>, id: number): Promise<void> {
  const { user } = auth;
  await requireRecentSecondStep(db, auth);
  if (isSecondStepRequired(user) && !(await hasTotp(db, user.id)) && (await countPasskeys(db, user.id)) <= 1) throw new HttpError(403, 'passkey_admin_last');
  if (!(await deletePasskey(db, user.id, id))) throw new HttpError(404, 'passkey_not_found');
}

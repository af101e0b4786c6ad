import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { TPasskeyCredential, TPasskeyOptions } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { findPasskeyByCredential, insertPasskeyChallenge, listPasskeys, takePasskeyChallenge, takePasskeyUse, type TPasskeyPurpose, type TPasskeyRow } from './passkey-queries.ts';

/**
 * Passkeys (WebAuthn, decision 165) through @simplewebauthn/server: the options a browser needs, and the checks of
 * what it answers. Challenges are single-use rows of `passkey_challenges` (five minutes), so two processes agree.
 */
export interface TPasskeyDeps {
  db: TDatabase;
  config: Pick<TConfig, 'passkey'>;
  loginThrottle: LoginThrottle;
}

/** How long the browser (and the person) has to answer a challenge. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Tawzeef';

const expiresAt = (now: Date) => new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS);
const transportsOf = (row: TPasskeyRow) => row.transports as NonNullable<WebAuthnCredential['transports']>;

/** Options to add a passkey: a discoverable credential (it signs in alone), none of the account's passkeys again. */
export async function registrationOptions(deps: Pick<TPasskeyDeps, 'db' | 'config'>, user: { id: number; email: string }, now = new Date()): Promise<TPasskeyOptions> {
  const existing = await listPasskeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: deps.config.passkey.rpId,
    userName: user.email,
    // The account's own handle: the same for every passkey of the account, and no personal data.
    userID: isoUint8Array.fromUTF8String(`tawzeef:${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await insertPasskeyChallenge(deps.db, { challenge: options.challenge, purpose: 'register', user_id: user.id, expires_at: expiresAt(now) });
  return options as unknown as TPasskeyOptions;
}

/** The new passkey, checked against the account's registration challenge (taken once); 422 when it does not hold. */
export async function verifyRegistration(deps: Pick<TPasskeyDeps, 'db' | 'config'>, userId: number, credential: TPasskeyCredential, now = new Date()) {
  const verification = await verifyRegistrationResponse({
    response: credential as unknown as RegistrationResponseJSON,
    expectedChallenge: (challenge) => takePasskeyChallenge(deps.db, challenge, 'register', userId, now),
    expectedOrigin: deps.config.passkey.origin,
    expectedRPID: deps.config.passkey.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw new HttpError(422, 'passkey_not_made');
  const made = verification.registrationInfo.credential;
  return { credential_id: made.id, public_key: isoBase64URL.fromBuffer(made.publicKey), counter: made.counter, transports: made.transports ?? [] };
}

/**
 * Options to sign in with a passkey: alone (`userId` null: any discoverable passkey of this site, user verification
 * required, since the passkey is the whole sign-in), or as the second step of this account (its passkeys only).
 */
export async function authenticationOptions(deps: Pick<TPasskeyDeps, 'db' | 'config'>, purpose: Exclude<TPasskeyPurpose, 'register'>, userId: number | null, now = new Date()): Promise<TPasskeyOptions> {
  const allowed = userId === null ? [] : await listPasskeys(deps.db, userId);
  const options = await generateAuthenticationOptions({
    rpID: deps.config.passkey.rpId,
    allowCredentials: allowed.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: userId === null ? 'required' : 'preferred',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await insertPasskeyChallenge(deps.db, { challenge: options.challenge, purpose, user_id: userId, expires_at: expiresAt(now) });
  return options as unknown as TPasskeyOptions;
}

/** One passkey answer checked: the credential is known (and the account's, when one is expected), the challenge is taken, the signature and counter hold. */
async function checkAssertion(deps: TPasskeyDeps, row: TPasskeyRow | undefined, purpose: Exclude<TPasskeyPurpose, 'register'>, userId: number | null, credential: TPasskeyCredential, now: Date): Promise<boolean> {
  if (!row || (userId !== null && row.user_id !== userId)) return false;
  const verification = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: (challenge) => takePasskeyChallenge(deps.db, challenge, purpose, userId, now),
    expectedOrigin: deps.config.passkey.origin,
    expectedRPID: deps.config.passkey.rpId,
    credential: { id: row.credential_id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: row.counter, transports: transportsOf(row) },
    requireUserVerification: userId === null,
  }).catch(() => null);
  return verification?.verified === true && (await takePasskeyUse(deps.db, row.id, verification.authenticationInfo.newCounter, now));
}

/**
 * A passkey answer, counted like a password or a code guess (decisions 022 and 160) before it is checked: under the
 * account's second-step allowance and the address. Answers the account it signs in; 401 `passkey_failed` when it does
 * not hold (an unknown passkey, another account's, a challenge used or expired, a bad signature: one message), 429
 * past an allowance.
 */
export async function verifyPasskey(
  deps: TPasskeyDeps,
  who: { userId: number | null; address: string },
  purpose: Exclude<TPasskeyPurpose, 'register'>,
  credential: TPasskeyCredential,
  now = new Date(),
): Promise<number> {
  const row = await findPasskeyByCredential(deps.db, credential.id);
  const account = who.userId ?? row?.user_id;
  const outcome = await deps.loginThrottle.guard(deps.db, { secondStep: account, address: who.address }, () => checkAssertion(deps, row, purpose, who.userId, credential, now));
  if (outcome === 'throttled') throw new HttpError(429, 'too_many_requests');
  if (outcome === 'wrong' || !row) throw new HttpError(401, 'passkey_failed');
  return row.user_id;
}

/**
 * The second step of this account given by one of its passkeys, for a sign-in or, later, a step-up (issue 61 §1):
 * the options come from `authenticationOptions(deps, 'second-step', userId)`. Throws 401/429 as `verifyPasskey`.
 */
export async function verifySecondStepByPasskey(deps: TPasskeyDeps, who: { userId: number; address: string }, credential: TPasskeyCredential, now = new Date()): Promise<void> {
  await verifyPasskey(deps, who, 'second-step', credential, now);
}

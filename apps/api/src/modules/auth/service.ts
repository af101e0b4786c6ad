import {
  looksLikeEmail,
  normalizePhone,
  type TAuthData,
  type TLocale,
  type TLoginStrategy,
  type TPasskeySecondStep,
  type TPasskeySignIn,
  type TSecondStepAnswer,
  type TSecondStepRequired,
} from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import {
  endSession,
  findLiveSessionByTokenHash,
  findRefreshableSession,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertSession,
  touchSession,
  type TUserWithCompany,
} from './queries.ts';
import { verifyPasskey, verifySecondStepByPasskey } from './passkeys.ts';
import { checkSecondStepCode, readChallenge, secondStepChallenge, secondStepMethods } from './second-step.ts';
import { hashToken, newToken } from './tokens.ts';
import { toUserDto } from './user-dto.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { noticeNewDevice } from './new-device.ts';

// The account's public shape lives in user-dto.ts; other modules still import it from here.
export { displayName, scopeOf, toUserDto } from './user-dto.ts';

export interface TAuthSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
}

/** Who opens a session: where from, in which language, and how the answer writes dates (the Timezone header). */
export interface TClientInfo {
  ip: string;
  userAgent: string | undefined;
  locale: TLocale;
  formatDate: (date: Date) => string;
}

export interface TIssuedTokens {
  sessionId: number;
  token: string;
  expiresAt: Date;
  refreshToken?: string;
  refreshExpiresAt?: Date;
}

export function authSettings(config: Pick<TConfig, 'accessTokenTtlMs' | 'refreshTokenTtlMs'>): TAuthSettings {
  return { accessTokenTtlMs: config.accessTokenTtlMs, refreshTokenTtlMs: config.refreshTokenTtlMs };
}

/** The answer of every sign-in: the access token, the refresh token when there is one, and the account. */
export function toAuthData(user: TUserWithCompany, tokens: TIssuedTokens, client: TClientInfo): TAuthData {
  return {
    access_token: { token: tokens.token, type: 'Bearer', expires_at: client.formatDate(tokens.expiresAt) },
    ...(tokens.refreshToken && tokens.refreshExpiresAt ? { refresh_token: { token: tokens.refreshToken, expires_at: client.formatDate(tokens.refreshExpiresAt) } } : {}),
    user: toUserDto(user, client.locale, (date) => (date ? client.formatDate(date) : null)),
  };
}

/** `secondStepAt`: when the person gave their second step for this session (decision 160), kept through refreshes. */
export async function issueSession(
  db: TDatabase,
  userId: number,
  settings: TAuthSettings,
  client: TClientInfo,
  withRefresh: boolean,
  strategy: TLoginStrategy = 'local',
  secondStepAt: Date | null = null,
  originId: number | null = null,
): Promise<TIssuedTokens> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + settings.accessTokenTtlMs);
  const refreshToken = withRefresh ? newToken() : undefined;
  const refreshExpiresAt = withRefresh ? new Date(Date.now() + settings.refreshTokenTtlMs) : undefined;
  const sessionId = await insertSession(db, {
    user_id: userId,
    token_hash: hashToken(token),
    refresh_hash: refreshToken ? hashToken(refreshToken) : null,
    strategy,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    expires_at: expiresAt,
    refresh_expires_at: refreshExpiresAt ?? null,
    second_step_at: secondStepAt,
    origin_id: originId,
  });
  return { sessionId, token, expiresAt, refreshToken, refreshExpiresAt };
}

/** What a sign-in needs besides the database: the settings, and the notifier and log of the new-device mail (decision 166). */
export interface TSignInDeps {
  db: TDatabase;
  config: TConfig;
  /** Absent where nothing is mailed (a caller without a notifier). */
  notifier?: TNotifier;
  log?: { error(details: object, message: string): void };
}

/** A session opened by a sign-in (not a refresh, not a sign-up): a mail when it is from a new device. */
async function noticeSignIn(deps: TSignInDeps, user: TUserWithCompany, sessionId: number, client: TClientInfo): Promise<void> {
  if (!deps.notifier) return;
  const log = deps.log ?? { error: (details: object, message: string) => console.error(message, details) };
  await noticeNewDevice(
    { db: deps.db, notifier: deps.notifier, publicUrl: deps.config.publicUrl, onError: (error) => log.error({ err: error }, 'new-device mail not queued') },
    { user: { id: user.id, email: user.email, first_name: user.first_name, locale: user.locale }, sessionId, userAgent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip, at: new Date() },
  );
}

/** The key the login throttle counts under: the normalised identifier, whether or not an account has it. */
export function loginKey(login: string): string {
  const trimmed = login.trim().toLowerCase();
  return looksLikeEmail(trimmed) ? trimmed : (normalizePhone(trimmed) ?? trimmed);
}

/**
 * A login. The account is looked up first, so the guess counts against it (its email and phone share one
 * allowance) as well as against the identifier typed and the client's address; an unknown identifier is
 * counted and answered the same way, so neither the answer nor the throttle tells whether an account exists.
 */
export async function logIn(
  deps: TSignInDeps & { loginThrottle: LoginThrottle },
  input: { login: string; password: string; remember?: boolean },
  client: TClientInfo,
): Promise<TAuthData | TSecondStepRequired> {
  const { db, loginThrottle: throttle } = deps;
  const key = loginKey(input.login);
  const user = looksLikeEmail(key) ? await findUserByEmail(db, key) : await findUserByPhone(db, key);
  const outcome = await throttle.guard(db, { account: user?.id, identifier: key, address: client.ip }, () => verifyPassword(user?.password_hash, input.password));
  if (outcome === 'throttled') throw new HttpError(429, 'too_many_requests');
  if (!user || outcome === 'wrong') throw new HttpError(401, 'invalid_credentials');
  if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
  return startSignedIn(deps, user, client, { remember: input.remember !== false, strategy: 'local' });
}

/**
 * The first step (password or provider) passed: a session, or, for an account with a second step, a challenge
 * that only a code of its app (or a recovery code) turns into one (decision 160).
 */
export async function startSignedIn(
  deps: TSignInDeps,
  user: TUserWithCompany,
  client: TClientInfo,
  options: { remember: boolean; strategy: TLoginStrategy },
): Promise<TAuthData | TSecondStepRequired> {
  const methods = await secondStepMethods(deps.db, user);
  if (methods.length > 0) return secondStepChallenge(deps.db, { userId: user.id, ...options }, methods, new Date(), client.formatDate);
  const tokens = await issueSession(deps.db, user.id, authSettings(deps.config), client, options.remember, options.strategy);
  await noticeSignIn(deps, user, tokens.sessionId, client);
  return toAuthData(user, tokens, client);
}

/**
 * The second step of a sign-in: the challenge and a code give the session. A wrong code, a code used before and an
 * unknown recovery code all answer the same; the guesses count per account and per address (decision 022).
 */
export async function completeSecondStep(deps: TSignInDeps & { loginThrottle: LoginThrottle }, input: TSecondStepAnswer, client: TClientInfo): Promise<TAuthData> {
  const now = new Date();
  const challenge = await readChallenge(deps.db, input.challenge, now);
  const right = await checkSecondStepCode(deps, { userId: challenge.userId, address: client.ip }, input.code, now);
  if (!right) throw new HttpError(401, 'second_step_failed');
  return sessionAfterSecondStep(deps, challenge, client, now);
}


/** The session of a sign-in whose second step was just given (by a code or a passkey). */
async function sessionAfterSecondStep(deps: TSignInDeps, challenge: Awaited<ReturnType<typeof readChallenge>>, client: TClientInfo, now: Date): Promise<TAuthData> {
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new HttpError(401, 'second_step_expired');
  if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
  const tokens = await issueSession(deps.db, user.id, authSettings(deps.config), client, challenge.remember, challenge.strategy, now);
  await noticeSignIn(deps, user, tokens.sessionId, client);
  return toAuthData(user, tokens, client);
}

/** The second step of a sign-in given by one of the account's passkeys (decision 165), counted as a code is. */
export async function completeSecondStepWithPasskey(deps: TSignInDeps & { loginThrottle: LoginThrottle }, input: TPasskeySecondStep, client: TClientInfo): Promise<TAuthData> {
  const now = new Date();
  const challenge = await readChallenge(deps.db, input.challenge, now);
  await verifySecondStepByPasskey(deps, { userId: challenge.userId, address: client.ip }, input.credential, now);
  return sessionAfterSecondStep(deps, challenge, client, now);
}

/**
 * A sign-in by a passkey alone (decision 165): a discoverable credential says whose account it is, and its user
 * verification (the device's lock) is the second factor, so the session has its second step.
 */
export async function signInWithPasskey(deps: TSignInDeps & { loginThrottle: LoginThrottle }, input: TPasskeySignIn, client: TClientInfo): Promise<TAuthData> {
  const now = new Date();
  const userId = await verifyPasskey(deps, { userId: null, address: client.ip }, 'sign-in', input.credential, now);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'passkey_failed');
  if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
  const tokens = await issueSession(deps.db, user.id, authSettings(deps.config), client, input.remember !== false, 'local', now);
  await noticeSignIn(deps, user, tokens.sessionId, client);
  return toAuthData(user, tokens, client);
}

export async function authenticate(db: TDatabase, token: string) {
  const row = await findLiveSessionByTokenHash(db, hashToken(token));
  if (!row || row.user.status !== 'active') return null;
  if (Date.now() - row.session.last_used_at.getTime() > 5 * 60_000) await touchSession(db, row.session.id, new Date());
  return row;
}

export async function revokeSession(db: TDatabase, sessionId: number): Promise<void> {
  await endSession(db, sessionId, new Date());
}

/** Seconds a rotated refresh token still works, so parallel requests of one browser do not log it out. */
export const REFRESH_REUSE_SECONDS = 30;

/**
 * Exchanges a refresh token for a new pair; the old session ends (rotation), so a stolen refresh token is
 * worth nothing once its owner has used it (past a 30-second reuse window).
 */
export async function refreshSession(deps: { db: TDatabase; config: TConfig }, refreshToken: string, client: TClientInfo): Promise<TAuthData> {
  const { db } = deps;
  const session = await findRefreshableSession(db, hashToken(refreshToken), REFRESH_REUSE_SECONDS);
  if (!session) throw new HttpError(401, 'invalid_refresh_token');
  if (!session.revoked_at) await endSession(db, session.id, new Date(), { rotated: true });
  const user = await findUserById(db, session.user_id);
  if (!user || user.status !== 'active') throw new HttpError(401, 'invalid_refresh_token');
  const tokens = await issueSession(db, user.id, authSettings(deps.config), client, true, session.strategy as TLoginStrategy, session.second_step_at, session.origin_id ?? session.id);
  return toAuthData(user, tokens, client);
}

import { isUniqueViolation } from '../../db/errors.ts';
import { eq, and, isNull } from 'drizzle-orm';
import { looksLikeEmail, normalizePhone, type TLocale, type TLoginStrategy, type TRegister, type TUser } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, sessions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { hashToken, newToken } from './tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import {
  findRefreshableSession,
  findLiveSessionByTokenHash,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  type TUserWithCompany,
} from './queries.ts';

export interface TAuthSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
}

export interface TClientInfo {
  ip: string;
  userAgent: string | undefined;
  locale: TLocale;
}

export interface TIssuedTokens {
  token: string;
  expiresAt: Date;
  refreshToken?: string;
  refreshExpiresAt?: Date;
}

export function displayName(user: Pick<TUserWithCompany, 'first_name' | 'last_name' | 'ar_first_name' | 'ar_last_name' | 'en_first_name' | 'en_last_name'>, locale: TLocale): string {
  const localized = locale === 'ar' ? [user.ar_first_name, user.ar_last_name] : [user.en_first_name, user.en_last_name];
  const parts = localized[0] ? localized : [user.first_name, user.last_name];
  return parts.filter(Boolean).join(' ');
}

export function scopeOf(user: Pick<TUserWithCompany, 'type'>): string[] {
  return [user.type.toLowerCase()];
}

export function toUserDto(user: TUserWithCompany, locale: TLocale, formatDate: (d: Date | null) => string | null): TUser {
  return {
    id: user.id,
    type: user.type,
    first_name: user.first_name,
    last_name: user.last_name,
    ar_first_name: user.ar_first_name,
    ar_last_name: user.ar_last_name,
    en_first_name: user.en_first_name,
    en_last_name: user.en_last_name,
    name: displayName(user, locale),
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    status: user.status,
    hear_by_id: user.hear_by_id,
    foundation_name: user.foundation_name,
    email_verified_at: formatDate(user.email_verified_at),
    phone_verified_at: formatDate(user.phone_verified_at),
    created_at: formatDate(user.created_at) ?? '',
  };
}

export async function issueSession(db: TDatabase, userId: number, settings: TAuthSettings, client: TClientInfo, withRefresh: boolean, strategy: TLoginStrategy = 'local'): Promise<TIssuedTokens> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + settings.accessTokenTtlMs);
  const refreshToken = withRefresh ? newToken() : undefined;
  const refreshExpiresAt = withRefresh ? new Date(Date.now() + settings.refreshTokenTtlMs) : undefined;
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    refresh_hash: refreshToken ? hashToken(refreshToken) : null,
    strategy,
    ip: client.ip,
    user_agent: client.userAgent?.slice(0, 300) ?? null,
    expires_at: expiresAt,
    refresh_expires_at: refreshExpiresAt ?? null,
  });
  return { token, expiresAt, refreshToken, refreshExpiresAt };
}

export async function registerAccount(db: TDatabase, input: TRegister, settings: TAuthSettings, client: TClientInfo) {
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone) throw new HttpError(422, 'validation_failed', { phone: 'phone' });

  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  if (emailOwner || phoneOwner) {
    throw new HttpError(422, 'validation_failed', {
      ...(emailOwner ? { email: 'email_taken' as const } : {}),
      ...(phoneOwner ? { phone: 'phone_taken' as const } : {}),
    });
  }

  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          type: input.type,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          email,
          phone,
          password_hash: passwordHash,
          locale: client.locale,
          hear_by_id: input.hear_by_id ?? null,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      if (input.type === 'COMPANY') {
        await tx.insert(companies).values({ user_id: created.id, foundation_name: (input.foundation_name ?? '').trim() });
      }
      return created.id;
    });
  } catch (error) {
    // Two registrations racing for the same email or phone: the database decides.
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new HttpError(422, 'validation_failed', { email: 'email_taken' });
    if (isUniqueViolation(error, 'users_phone_unique')) throw new HttpError(422, 'validation_failed', { phone: 'phone_taken' });
    throw error;
  }

  const tokens = await issueSession(db, userId, settings, client, true);
  const user = await findUserById(db, userId);
  if (!user) throw new Error('registered user vanished');
  return { user, tokens };
}

/** The key the login throttle counts under: the normalised identifier, whether or not an account has it. */
export function loginKey(login: string): string {
  const trimmed = login.trim().toLowerCase();
  return looksLikeEmail(trimmed) ? trimmed : (normalizePhone(trimmed) ?? trimmed);
}

export async function logIn(
  db: TDatabase,
  input: { login: string; password: string; remember?: boolean },
  settings: TAuthSettings,
  client: TClientInfo,
  throttle: LoginThrottle,
) {
  const key = loginKey(input.login);
  if (throttle.isBlocked(key)) throw new HttpError(429, 'too_many_requests');

  const user = looksLikeEmail(key) ? await findUserByEmail(db, key) : await findUserByPhone(db, key);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) {
    throttle.recordFailure(key);
    throw new HttpError(401, 'invalid_credentials');
  }
  if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
  throttle.reset(key);
  const tokens = await issueSession(db, user.id, settings, client, input.remember !== false);
  return { user, tokens };
}

export async function authenticate(db: TDatabase, token: string) {
  const row = await findLiveSessionByTokenHash(db, hashToken(token));
  if (!row || row.user.status !== 'active') return null;
  if (Date.now() - row.session.last_used_at.getTime() > 5 * 60_000) {
    await db.update(sessions).set({ last_used_at: new Date() }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function revokeSession(db: TDatabase, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Seconds a rotated refresh token still works, so parallel requests of one browser do not log it out. */
export const REFRESH_REUSE_SECONDS = 30;

/**
 * Exchanges a refresh token for a new pair; the old session ends (rotation), so a stolen refresh token is
 * worth nothing once its owner has used it (past a 30-second reuse window).
 */
export async function refreshSession(db: TDatabase, refreshToken: string, settings: TAuthSettings, client: TClientInfo) {
  const session = await findRefreshableSession(db, hashToken(refreshToken), REFRESH_REUSE_SECONDS);
  if (!session) throw new HttpError(401, 'invalid_refresh_token');
  if (!session.revoked_at) {
    const now = new Date();
    await db.update(sessions).set({ revoked_at: now, rotated_at: now }).where(and(eq(sessions.id, session.id), isNull(sessions.revoked_at)));
  }
  const user = await findUserById(db, session.user_id);
  if (!user || user.status !== 'active') throw new HttpError(401, 'invalid_refresh_token');
  const tokens = await issueSession(db, user.id, settings, client, true, session.strategy as TLoginStrategy);
  return { user, tokens };
}

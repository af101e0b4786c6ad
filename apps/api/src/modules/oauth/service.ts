import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { normalizePhone, type TOAuthComplete, type TOAuthProvider } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { companies, oauthAccounts, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { findUserByEmail, findUserById, findUserByPhone } from '../auth/queries.ts';
import { issueSession, type TAuthSettings, type TClientInfo } from '../auth/service.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TExternalIdentity } from './providers.ts';

/** How long a first external sign-in may take to give its missing details. */
export const SIGNUP_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Signs the sign-up tokens. A key per process: a restart (or another process) turns pending sign-ups into
 * "start again", which costs a click, never an account.
 */
const signupKey = randomBytes(32);
const SIGNUP_AUDIENCE = 'tawzeef:oauth-signup';

export async function signupToken(identity: TExternalIdentity, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...identity })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(SIGNUP_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SIGNUP_TOKEN_TTL_SECONDS)
    .sign(signupKey);
}

export async function readSignupToken(token: string, now: Date): Promise<TExternalIdentity> {
  try {
    const { payload } = await jwtVerify(token, signupKey, { audience: SIGNUP_AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const p = payload as unknown as TExternalIdentity;
    if (typeof p.provider !== 'string' || typeof p.subject !== 'string') throw new Error('bad token');
    return { provider: p.provider, subject: p.subject, email: p.email ?? null, emailVerified: p.emailVerified === true, firstName: p.firstName ?? null, lastName: p.lastName ?? null };
  } catch {
    throw new HttpError(401, 'signup_expired');
  }
}

export async function findLinkedUserId(db: TDatabase, provider: TOAuthProvider, subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: oauthAccounts.user_id })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row?.user_id;
}

export async function listLinkedProviders(db: TDatabase, userId: number): Promise<TOAuthProvider[]> {
  const rows = await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.user_id, userId));
  return rows.map((row) => row.provider);
}

export type TSignInOutcome =
  | { kind: 'session'; user: NonNullable<Awaited<ReturnType<typeof findUserById>>>; tokens: Awaited<ReturnType<typeof issueSession>> }
  | { kind: 'needs'; needs: ('type' | 'phone' | 'email')[]; signupToken: string; identity: TExternalIdentity };

/**
 * A provider vouched for this identity: the linked account logs in; an email that belongs to another account
 * is never linked automatically (409); otherwise the person is asked for what the account still lacks.
 */
export async function signInWithIdentity(db: TDatabase, identity: TExternalIdentity, settings: TAuthSettings, client: TClientInfo, now: Date): Promise<TSignInOutcome> {
  const linked = await findLinkedUserId(db, identity.provider, identity.subject);
  if (linked !== undefined) {
    const user = await findUserById(db, linked);
    if (!user) throw new HttpError(401, 'oauth_failed');
    if (user.status !== 'active') throw new HttpError(403, 'account_suspended');
    const tokens = await issueSession(db, user.id, settings, client, true, identity.provider);
    return { kind: 'session', user, tokens };
  }
  if (identity.email && (await findUserByEmail(db, identity.email))) throw new HttpError(409, 'email_in_use');
  const needs: ('type' | 'phone' | 'email')[] = ['type', 'phone'];
  if (!identity.email) needs.push('email');
  return { kind: 'needs', needs, signupToken: await signupToken(identity, now), identity };
}

/** Creates the account of a first external sign-in (no password) with the details the person gave, and logs it in. */
export async function completeSignup(
  db: TDatabase,
  input: TOAuthComplete & { email?: string },
  settings: TAuthSettings,
  client: TClientInfo,
  now: Date,
) {
  const identity = await readSignupToken(input.signup_token, now);
  const phone = normalizePhone(input.phone);
  if (!phone) throw new HttpError(422, 'validation_failed', { phone: 'phone' });
  const email = identity.email ?? input.email?.trim().toLowerCase();
  if (!email) throw new HttpError(422, 'validation_failed', { email: 'required' });
  // The same token used twice, or another tab finished first: that account just logs in.
  if ((await findLinkedUserId(db, identity.provider, identity.subject)) !== undefined) {
    return { created: false, ...(await signInWithIdentity(db, identity, settings, client, now) as Extract<TSignInOutcome, { kind: 'session' }>) };
  }
  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  if (emailOwner) {
    if (identity.email) throw new HttpError(409, 'email_in_use');
    throw new HttpError(422, 'validation_failed', { email: 'email_taken' });
  }
  if (phoneOwner) throw new HttpError(422, 'validation_failed', { phone: 'phone_taken' });

  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          type: input.type,
          first_name: identity.firstName ?? email.split('@')[0]!.slice(0, 60),
          last_name: identity.lastName ?? '',
          email,
          phone,
          password_hash: null,
          locale: client.locale,
          email_verified_at: identity.email && identity.emailVerified ? now : null,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned nothing');
      if (input.type === 'COMPANY') await tx.insert(companies).values({ user_id: created.id, foundation_name: (input.foundation_name ?? '').trim() });
      await tx.insert(oauthAccounts).values({ user_id: created.id, provider: identity.provider, subject: identity.subject, email: identity.email });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new HttpError(409, 'email_in_use');
    if (isUniqueViolation(error, 'users_phone_unique')) throw new HttpError(422, 'validation_failed', { phone: 'phone_taken' });
    if (isUniqueViolation(error, 'oauth_accounts_provider_subject_unique')) throw new HttpError(409, 'already_linked');
    throw error;
  }
  const tokens = await issueSession(db, userId, settings, client, true, identity.provider);
  const user = await findUserById(db, userId);
  if (!user) throw new Error('created user vanished');
  return { created: true, kind: 'session' as const, user, tokens };
}

/** Links a provider to the logged-in account (the way to use it for an account that has a password). */
export async function linkIdentity(db: TDatabase, userId: number, identity: TExternalIdentity): Promise<void> {
  const linked = await findLinkedUserId(db, identity.provider, identity.subject);
  if (linked === userId) return;
  if (linked !== undefined) throw new HttpError(409, 'already_linked');
  try {
    await db.insert(oauthAccounts).values({ user_id: userId, provider: identity.provider, subject: identity.subject, email: identity.email });
  } catch (error) {
    if (isUniqueViolation(error, 'oauth_accounts_provider_subject_unique')) throw new HttpError(409, 'already_linked');
    throw error;
  }
}

import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { HttpError } from '../../errors.ts';
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

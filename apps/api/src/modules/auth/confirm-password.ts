import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './password.ts';

/**
 * The current-password check of an account change (contact details, account deletion): a guess at the
 * password like a login, so it counts against the same allowance of the account (decision 022). True when it
 * is right; a wrong one is the caller's to answer; past the allowance it answers 429 without checking.
 */
export async function confirmPassword(
  deps: { db: TDatabase; loginThrottle: LoginThrottle },
  user: { id: number; password_hash: string | null },
  password: string,
): Promise<boolean> {
  const outcome = await deps.loginThrottle.guard(deps.db, { account: user.id }, () => verifyPassword(user.password_hash, password));
  if (outcome === 'throttled') throw new HttpError(429, 'too_many_requests');
  return outcome === 'right';
}

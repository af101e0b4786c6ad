import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TChangePassword } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../errors.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { requireRecentSecondStep, type TStepUpSession } from '../auth/step-up.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserById } from '../auth/queries.ts';

/**
 * A new password for a logged-in account (job seeker or company, decision 041). The current password is checked
 * like a login guess (the same throttle, decision 022); every other session ends, the one asking stays.
 */
export async function changePassword(deps: Pick<TAppDeps, 'db' | 'loginThrottle' | 'now'>, session: TStepUpSession & { sessionId: number }, input: TChangePassword): Promise<void> {
  const { db } = deps;
  const { sessionId } = session;
  const userId = session.user.id;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  await requireRecentSecondStep(db, session);
  if (!(await confirmPassword(deps, user, input.current_password))) throw new HttpError(422, 'validation_failed', { current_password: 'wrong_password' });
  if (isCommonPassword(input.password)) throw new HttpError(422, 'validation_failed', { password: 'password_common' });
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), isNull(sessions.revoked_at)));
  });
}

import { HttpError } from '../../errors.ts';
import type { TAppDeps } from '../../deps.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import { requireRecentSecondStep, type TStepUpSession } from '../auth/step-up.ts';
import { findUserById } from '../auth/queries.ts';
import { findFilesOf } from '../files/queries.ts';
import { deleteFile, type TFileDeps } from '../files/service.ts';
import { sendAccountDeletedMail } from '../auth/deleted-mail.ts';
import { anonymiseApplicationsOf, deleteUser } from './queries.ts';

/**
 * Deletes the account after the password is confirmed (decision 007): every file (row and bytes), then, in one
 * transaction, the applications the person sent are anonymised and the account row goes, taking the CV, the
 * lists, the files' rows and every session with it, so every token stops working at once. Then a mail confirms it.
 */
export async function deleteAccount(
  deps: TFileDeps & Pick<TAppDeps, 'loginThrottle' | 'notifier'>,
  session: TStepUpSession,
  password: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  const { db } = deps;
  const userId = session.user.id;
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'unauthenticated');
  await requireRecentSecondStep(db, session);
  if (!(await confirmPassword(deps, user, password))) throw new HttpError(422, 'validation_failed', { password: 'wrong_password' });
  for (const file of await findFilesOf(db, userId)) await deleteFile(deps, file);
  await db.transaction(async (tx) => {
    await anonymiseApplicationsOf(tx, userId);
    await deleteUser(tx, userId);
  });
  // The confirmation, to the address the account had (read above), once nothing of it is left (decision 089).
  await sendAccountDeletedMail(deps.notifier, user).catch(onMailError);
}

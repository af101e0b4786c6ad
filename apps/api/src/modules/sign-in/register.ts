import { normalizePhone, type TAuthData, type TRegister } from '@tawzeef/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TAppDeps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserByEmail, findUserById, findUserByPhone, insertAccount } from '../auth/queries.ts';
import { authSettings, issueSession, toAuthData, type TClientInfo } from '../auth/service.ts';
import { joinByInvitation, openInvitation } from '../members/invitations.ts';
import { currentLegalVersions } from '../site-pages/pages.ts';
import { recordAcceptance } from '../site-pages/terms.ts';
import { sendSignupConfirmations, verificationDeps } from '../verification/service.ts';

/**
 * A new job seeker or company account, logged in at once. The confirmation email and the phone code go out after
 * the answer: a delivery problem never fails a registration (it goes to `onMailError`).
 */
export async function registerAccount(
  deps: Pick<TAppDeps, 'db' | 'config' | 'notifier' | 'now'>,
  input: TRegister,
  client: TClientInfo,
  onMailError: (error: unknown) => void,
): Promise<TAuthData> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const phone = normalizePhone(input.phone);
  if (!phone) throw new HttpError(422, 'validation_failed', { phone: 'phone' });

  const [emailOwner, phoneOwner] = await Promise.all([findUserByEmail(db, email), findUserByPhone(db, phone)]);
  const commonPassword = isCommonPassword(input.password);
  if (emailOwner || phoneOwner || commonPassword) {
    throw new HttpError(422, 'validation_failed', {
      ...(emailOwner ? { email: 'email_taken' as const } : {}),
      ...(phoneOwner ? { phone: 'phone_taken' as const } : {}),
      ...(commonPassword ? { password: 'password_common' as const } : {}),
    });
  }

  // Registering through an invitation link (decision 116): the link must be open and for this email, or nobody joins
  // and no account is made. The account joins in the same transaction (checked again there, under a lock).
  const invitation = input.type === 'COMPANY' ? (input.invitation ?? null) : null;
  if (invitation !== null) {
    const open = await openInvitation(db, invitation, deps.now());
    if (open.email.toLowerCase() !== email) throw new HttpError(403, 'invitation_other_email');
  }

  const passwordHash = await hashPassword(input.password);
  // The versions in force when the person ticked "I accept" (the schema accepts only true).
  const accepted = await currentLegalVersions(db);
  let userId: number;
  try {
    userId = await insertAccount(
      db,
      {
        type: input.type,
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        email,
        phone,
        password_hash: passwordHash,
        locale: client.locale,
        hear_by_id: input.hear_by_id ?? null,
        // The invitation came to this address: following its link confirms it.
        ...(invitation !== null ? { email_verified_at: deps.now() } : {}),
      },
      input.type === 'COMPANY' && invitation === null ? (input.foundation_name ?? '').trim() : null,
      async (tx, id) => {
        await recordAcceptance(tx, id, accepted, 'register');
        if (invitation !== null) await joinByInvitation(tx, invitation, { id, email }, deps.now());
      },
    );
  } catch (error) {
    // Two registrations racing for the same email or phone: the database decides.
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new HttpError(422, 'validation_failed', { email: 'email_taken' });
    if (isUniqueViolation(error, 'users_phone_unique')) throw new HttpError(422, 'validation_failed', { phone: 'phone_taken' });
    throw error;
  }

  const tokens = await issueSession(db, userId, authSettings(deps.config), client, true);
  const user = await findUserById(db, userId);
  if (!user) throw new Error('registered user vanished');
  sendSignupConfirmations(verificationDeps(deps), user, client.locale, client.ip, onMailError);
  return toAuthData(user, tokens, client);
}

import { or, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NAME_MAX, ZEmail, ZPassword, ZPhone, localizeIssues, normalizePhone } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';

/** What `npm run admin:create` asks for (decision 031): administrators never come from the API. */
export const ZAdminAccount = z.strictObject({
  email: ZEmail,
  phone: ZPhone,
  first_name: z.string().trim().min(1).max(NAME_MAX),
  last_name: z.string().trim().min(1).max(NAME_MAX),
  password: ZPassword.refine((value) => !isCommonPassword(value), { message: 'password_common' }),
});
export type TAdminAccountInput = z.input<typeof ZAdminAccount>;

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/**
 * Creates an ADMIN account with a confirmed email, or explains in English why not (a field that is not valid, an
 * email or phone number another account uses). The password is hashed like every other (argon2id).
 */
export async function createAdminAccount(db: TDatabase, input: TAdminAccountInput): Promise<{ id: number; email: string; phone: string }> {
  const parsed = ZAdminAccount.safeParse(input);
  if (!parsed.success) {
    const errors = localizeIssues(parsed.error.issues, input, 'en');
    throw new AdminAccountError(Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('\n'));
  }
  const { email, first_name, last_name, password } = parsed.data;
  const phone = normalizePhone(parsed.data.phone)!;
  const [taken] = await db.select({ id: users.id }).from(users).where(or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.phone, phone))).limit(1);
  if (taken) throw new AdminAccountError('email or phone: another account already uses it (administrators need their own account)');
  const [row] = await db
    .insert(users)
    .values({ type: 'ADMIN', first_name, last_name, email, phone, password_hash: await hashPassword(password), email_verified_at: new Date(), locale: 'ar' })
    .returning({ id: users.id });
  return { id: row!.id, email, phone };
}

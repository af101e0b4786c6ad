import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TVerificationPurpose } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';

export type TCodeRow = typeof verificationCodes.$inferSelect;

/** The newest unused, unexpired code of this purpose sent to this target. */
export async function findActiveCode(db: TDatabase, userId: number, purpose: TVerificationPurpose, target: string, now: Date): Promise<TCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.expires_at, now),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  return row;
}

/** When the last code of this purpose was sent to this target, used or not. */
export async function findLastSentAt(db: TDatabase, userId: number, purpose: TVerificationPurpose, target: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ created_at: verificationCodes.created_at })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  return row?.created_at;
}

/** SMS codes sent since `since`: to this phone, from this IP address, and overall. */
export async function countSmsSince(db: TDatabase, phone: string, ip: string, since: Date): Promise<{ perPhone: number; perIp: number; overall: number }> {
  const recent = and(eq(verificationCodes.channel, 'sms'), gt(verificationCodes.created_at, since));
  const [[perPhone], [perIp], [overall]] = await Promise.all([
    db.select({ n: count() }).from(verificationCodes).where(and(recent, eq(verificationCodes.target, phone))),
    db.select({ n: count() }).from(verificationCodes).where(and(recent, eq(verificationCodes.requested_ip, ip))),
    db.select({ n: count() }).from(verificationCodes).where(recent),
  ]);
  return { perPhone: perPhone?.n ?? 0, perIp: perIp?.n ?? 0, overall: overall?.n ?? 0 };
}

/** Stores a new code; the account's older unused codes of the same purpose stop working. */
export async function replaceCode(db: TDatabase, values: typeof verificationCodes.$inferInsert & { created_at: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumed_at: values.created_at })
      .where(and(eq(verificationCodes.user_id, values.user_id), eq(verificationCodes.purpose, values.purpose), isNull(verificationCodes.consumed_at)));
    await tx.insert(verificationCodes).values(values);
  });
}

/** Marks a code used, exactly once even when two requests race: true for the one that did. */
export async function consumeCode(db: TDatabase, codeId: number, now: Date): Promise<boolean> {
  const done = await db
    .update(verificationCodes)
    .set({ consumed_at: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumed_at)))
    .returning({ id: verificationCodes.id });
  return done.length === 1;
}

/** Counts a wrong try at an unused code: the tries so far, or undefined when the code was used meanwhile. */
export async function countWrongTry(db: TDatabase, codeId: number): Promise<number | undefined> {
  const [counted] = await db
    .update(verificationCodes)
    .set({ wrong_tries: sql`${verificationCodes.wrong_tries} + 1` })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumed_at)))
    .returning({ wrong_tries: verificationCodes.wrong_tries });
  return counted?.wrong_tries;
}

/** The emailed link with this secret's hash, for this purpose (used or not: the caller checks). */
export async function findEmailLink(db: TDatabase, secretHash: string, purpose: 'verify_email' | 'reset_password'): Promise<TCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.secret_hash, secretHash), eq(verificationCodes.purpose, purpose), eq(verificationCodes.channel, 'email')))
    .limit(1);
  return row;
}

export async function markEmailVerified(db: TDatabase, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ email_verified_at: at }).where(eq(users.id, userId));
}

export async function markPhoneVerified(db: TDatabase, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ phone_verified_at: at }).where(eq(users.id, userId));
}

/** A new password: every session of the account ends and every reset code or link left stops working. */
export async function replacePassword(db: TDatabase, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, userId));
    await tx.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    await tx
      .update(verificationCodes)
      .set({ consumed_at: now })
      .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, 'reset_password'), isNull(verificationCodes.consumed_at)));
  });
}

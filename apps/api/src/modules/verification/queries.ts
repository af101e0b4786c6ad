import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TVerificationPurpose } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';

export type TCodeRow = typeof verificationCodes.$inferSelect;

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
  const [counts] = await db
    .select({
      perPhone: sql<number>`count(*) filter (where ${verificationCodes.target} = ${phone})`.mapWith(Number),
      perIp: sql<number>`count(*) filter (where ${verificationCodes.requested_ip} = ${ip})`.mapWith(Number),
      overall: count(),
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, 'sms'), gt(verificationCodes.created_at, since)));
  return { perPhone: counts?.perPhone ?? 0, perIp: counts?.perIp ?? 0, overall: counts?.overall ?? 0 };
}

/** Stores a new code; the account's older unused codes of the same purpose stop working. Runs within withCodeIssueLock. */
export async function replaceCode(tx: TDatabase, values: typeof verificationCodes.$inferInsert & { created_at: Date }): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ consumed_at: values.created_at })
    .where(and(eq(verificationCodes.user_id, values.user_id), eq(verificationCodes.purpose, values.purpose), isNull(verificationCodes.consumed_at)));
  await tx.insert(verificationCodes).values(values);
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

/**
 * Counts one try at the newest unused, unexpired code of this purpose sent to this target, before the code is
 * compared: the count it returns includes every try counted before it, so parallel tries each get their own
 * place and no more of them can be compared than the code allows. Undefined when there is no such code.
 */
export async function countCodeTry(db: TDatabase, userId: number, purpose: TVerificationPurpose, target: string, now: Date): Promise<{ id: number; secret_hash: string; tries: number } | undefined> {
  const newest = db
    .select({ id: verificationCodes.id })
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
  const [counted] = await db
    .update(verificationCodes)
    .set({ wrong_tries: sql`${verificationCodes.wrong_tries} + 1` })
    .where(and(inArray(verificationCodes.id, newest), isNull(verificationCodes.consumed_at), gt(verificationCodes.expires_at, now)))
    .returning({ id: verificationCodes.id, secret_hash: verificationCodes.secret_hash, tries: verificationCodes.wrong_tries });
  return counted;
}

/** The advisory lock namespace (the first of two 32-bit keys) of code issuance ("TWZ" + 4). */
export const CODE_ISSUE_LOCK = 0x54575a04;
/** The second key of the lock every SMS code takes: the SMS caps count codes to every phone and address. */
export const SMS_ISSUE_LOCK = 0;

/**
 * Runs `work` in a transaction that holds the issuance lock `key` (an account id for emailed links, SMS_ISSUE_LOCK
 * for SMS codes) until it ends: the cooldown and cap checks and the insert of a new code are one step for
 * parallel requests, on every process. `work` must use the transaction it is given, never the database.
 */
export async function withCodeIssueLock<T>(db: TDatabase, key: number, work: (tx: TDatabase) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK}::integer, ${key}::integer)`);
    return work(tx as unknown as TDatabase);
  });
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

/** The newest unused code sent since `since` to a new phone number of the account (decision 046): the number that waits. */
export async function findPendingPhoneChange(db: TDatabase, userId: number, since: Date): Promise<{ target: string } | undefined> {
  const [row] = await db
    .select({ target: verificationCodes.target })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.user_id, userId),
        eq(verificationCodes.purpose, 'change_phone'),
        isNull(verificationCodes.consumed_at),
        gt(verificationCodes.created_at, since),
      ),
    )
    .orderBy(desc(verificationCodes.created_at))
    .limit(1);
  return row;
}

/** Every unused phone-change code of the account stops working: no new number waits any more. */
export async function dropPhoneChangeCodes(db: TDatabase, userId: number, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumed_at: now })
    .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, 'change_phone'), isNull(verificationCodes.consumed_at)));
}

/** The confirmed new number replaces the account's phone, confirmed now. */
export async function replacePhone(db: TDatabase, userId: number, phone: string, now: Date): Promise<void> {
  await db.update(users).set({ phone, phone_verified_at: now, updated_at: now }).where(eq(users.id, userId));
}

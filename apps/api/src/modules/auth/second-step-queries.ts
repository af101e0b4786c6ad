import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { recoveryCodes, sessions, totpFactors } from '../../db/schema/index.ts';

export type TTotpFactor = typeof totpFactors.$inferSelect;

export async function findTotpFactor(db: TDatabase, userId: number): Promise<TTotpFactor | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.user_id, userId)).limit(1);
  return row;
}

/** Whether the account has a one-time-code app in force (confirmed). */
export async function hasTotp(db: TDatabase, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: totpFactors.user_id }).from(totpFactors).where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at))).limit(1);
  return row !== undefined;
}

/** A key being set up replaces the one set up before; never one in force (false then). */
export async function writePendingTotp(db: TDatabase, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ user_id: userId, secret })
    .onConflictDoUpdate({ target: totpFactors.user_id, set: { secret, last_step: null, created_at: sql`now()` }, setWhere: isNull(totpFactors.confirmed_at) })
    .returning({ id: totpFactors.user_id });
  return rows.length > 0;
}

/**
 * Takes a code's time step, if it is later than the last one taken: one guarded UPDATE, so of two requests with
 * the same code only one wins. `confirming` takes it only from a key being set up and puts that key in force;
 * otherwise only from a key in force.
 */
export async function takeTotpStep(db: TDatabase, userId: number, step: number, confirming: boolean): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set(confirming ? { last_step: step, confirmed_at: sql`now()` } : { last_step: step })
    .where(
      and(
        eq(totpFactors.user_id, userId),
        confirming ? isNull(totpFactors.confirmed_at) : isNotNull(totpFactors.confirmed_at),
        or(isNull(totpFactors.last_step), lt(totpFactors.last_step, step)),
      ),
    )
    .returning({ id: totpFactors.user_id });
  return rows.length > 0;
}

/** Uses a recovery code once: the same guarded UPDATE as a time step. */
export async function takeRecoveryCode(db: TDatabase, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** The account's recovery codes become these (the earlier ones, used or not, are gone). */
export async function replaceRecoveryCodes(db: TDatabase, userId: number, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
  });
}

export async function countRecoveryCodesLeft(db: TDatabase, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** The second step off: the key and the recovery codes go. */
export async function deleteSecondStep(db: TDatabase, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
    await tx.delete(totpFactors).where(eq(totpFactors.user_id, userId));
  });
}

/** The session's person gave their second step now. */
export async function markSecondStep(db: TDatabase, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ second_step_at: at }).where(eq(sessions.id, sessionId));
}

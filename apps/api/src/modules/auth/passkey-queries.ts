import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { passkeyChallenges, passkeys } from '../../db/schema/index.ts';

export type TPasskeyRow = typeof passkeys.$inferSelect;
/** What a challenge was made for: adding a passkey, a sign-in by passkey alone, the second step of a sign-in. */
export type TPasskeyPurpose = 'register' | 'sign-in' | 'second-step';

export async function listPasskeys(db: TDatabase, userId: number): Promise<TPasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.user_id, userId)).orderBy(desc(passkeys.created_at), desc(passkeys.id));
}

export async function countPasskeys(db: TDatabase, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredential(db: TDatabase, credentialId: string): Promise<TPasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credential_id, credentialId)).limit(1);
  return row;
}

/** Adds a passkey; undefined when its credential is already registered (to this account or another). */
export async function insertPasskey(db: TDatabase, row: typeof passkeys.$inferInsert): Promise<TPasskeyRow | undefined> {
  const [inserted] = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credential_id }).returning();
  return inserted;
}

export async function renamePasskey(db: TDatabase, userId: number, id: number, name: string): Promise<TPasskeyRow | undefined> {
  const [row] = await db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId))).returning();
  return row;
}

export async function deletePasskey(db: TDatabase, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.user_id, userId))).returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * A use of the passkey: its counter moves to the authenticator's, only forward (authenticators that keep no counter
 * say 0 every time, and stay at 0). One guarded UPDATE, so of two answers with the same counter one wins.
 */
export async function takePasskeyUse(db: TDatabase, id: number, counter: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, last_used_at: at })
    .where(and(eq(passkeys.id, id), counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function insertPasskeyChallenge(db: TDatabase, row: typeof passkeyChallenges.$inferInsert): Promise<void> {
  // Challenges whose time is over go as new ones come: the table holds only the few minutes' worth.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expires_at, sql`now()`));
  await db.insert(passkeyChallenges).values(row);
}

/**
 * Takes a challenge once: the DELETE that finds it is the only one that will, and only while it is in force and for
 * the purpose (and account) it was made for.
 */
export async function takePasskeyChallenge(db: TDatabase, challenge: string, purpose: TPasskeyPurpose, userId: number | null, now: Date): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? sql`${passkeyChallenges.user_id} is null` : eq(passkeyChallenges.user_id, userId),
        gt(passkeyChallenges.expires_at, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
}

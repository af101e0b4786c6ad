import { and, eq, getTableColumns, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TCompanyRole } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { ReadBatch, ReadBatches } from '../../db/read-batch.ts';
import { authThrottles, companies, companyMembers, sessions, users } from '../../db/schema/index.ts';

type TSessionInsert = typeof sessions.$inferInsert;

export type TUserRow = typeof users.$inferSelect;

/** A person's names in every form (the display name is chosen by the reader's language: `applicantName`). */
export const userNameColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  ar_first_name: users.ar_first_name,
  ar_last_name: users.ar_last_name,
  en_first_name: users.en_first_name,
  en_last_name: users.en_last_name,
};
/** An account with the company it is a member of (decision 116): its role there, and the membership's id. */
export type TUserWithCompany = TUserRow & { foundation_name: string | null; company_id: number | null; company_role: TCompanyRole | null; member_id: number | null };

const userWithCompany = {
  ...getTableColumns(users),
  foundation_name: companies.foundation_name,
  company_id: companies.id,
  company_role: companyMembers.role,
  member_id: companyMembers.id,
};

export async function findUserByEmail(db: TDatabase, email: string): Promise<TUserWithCompany | undefined> {
  const [row] = await db
    .select(userWithCompany)
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.user_id, users.id)).leftJoin(companies, eq(companies.id, companyMembers.company_id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserByPhone(db: TDatabase, phone: string): Promise<TUserWithCompany | undefined> {
  const [row] = await db.select(userWithCompany).from(users).leftJoin(companyMembers, eq(companyMembers.user_id, users.id)).leftJoin(companies, eq(companies.id, companyMembers.company_id)).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: TDatabase, id: number): Promise<TUserWithCompany | undefined> {
  const [row] = await db.select(userWithCompany).from(users).leftJoin(companyMembers, eq(companyMembers.user_id, users.id)).leftJoin(companies, eq(companies.id, companyMembers.company_id)).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Every authenticated request reads its session: one prepared statement per database, built and planned once, of
 * the session's id, last use and second step only (the rest of its row is not needed to authenticate, and every column read is
 * parsed on every request). The requests that ask at the same time share the statement (decision 054): one row per
 * request that found its session, `ask` saying whose.
 */
const prepareLiveSessions = (db: TDatabase) =>
  db
    .select({ ask: sql<number>`asked.ask`.mapWith(Number), session: { id: sessions.id, last_used_at: sessions.last_used_at, second_step_at: sessions.second_step_at }, user: userWithCompany })
    .from(sql`unnest(${sql.placeholder('hashes')}::text[]) with ordinality as asked(hash, ask)`)
    .innerJoin(sessions, and(eq(sessions.token_hash, sql`asked.hash`), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(companyMembers, eq(companyMembers.user_id, users.id)).leftJoin(companies, eq(companies.id, companyMembers.company_id))
    .prepare('live_sessions');

type TLiveSession = Omit<Awaited<ReturnType<ReturnType<typeof prepareLiveSessions>['execute']>>[number], 'ask'>;

const liveSessionBatches = new ReadBatches<TDatabase, string, TLiveSession | undefined>((db) => {
  const statement = prepareLiveSessions(db);
  return new ReadBatch(async (hashes) => {
    const rows = await statement.execute({ hashes });
    const byAsk = new Map(rows.map(({ ask, ...row }) => [ask, row]));
    return hashes.map((_hash, i) => byAsk.get(i + 1));
  });
});

/** The live session of a token's hash, with its account (undefined: none, revoked or expired). */
export const findLiveSessionByTokenHash = (db: TDatabase, tokenHash: string): Promise<TLiveSession | undefined> => liveSessionBatches.of(db).get(tokenHash);

/**
 * The session a refresh token belongs to, while it may still be exchanged: not revoked, or rotated less than
 * `graceSeconds` ago (two page loads of one browser racing with the same refresh token both succeed).
 */
export async function findRefreshableSession(db: TDatabase, refreshHash: string, graceSeconds: number) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.refresh_hash, refreshHash),
        gt(sessions.refresh_expires_at, sql`now()`),
        or(isNull(sessions.revoked_at), and(isNotNull(sessions.rotated_at), gt(sessions.rotated_at, sql`now() - make_interval(secs => ${graceSeconds})`))),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a session is still in force (not ended, not expired). */
export async function isSessionLive(db: TDatabase, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** A new session; answers its id. */
export async function insertSession(db: TDatabase, values: TSessionInsert): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

export async function touchSession(db: TDatabase, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ last_used_at: at }).where(eq(sessions.id, sessionId));
}

/** Ends a live session (logout); `rotated` marks it ended by a refresh-token exchange instead. */
export async function endSession(db: TDatabase, sessionId: number, at: Date, { rotated = false } = {}): Promise<void> {
  await db
    .update(sessions)
    .set(rotated ? { revoked_at: at, rotated_at: at } : { revoked_at: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** A new company and its registering account as its first owner (decision 116). */
export async function insertCompanyWithOwner(tx: TDatabase, userId: number, foundationName: string): Promise<number> {
  const [company] = await tx.insert(companies).values({ user_id: userId, foundation_name: foundationName }).returning({ id: companies.id });
  if (!company) throw new Error('company insert returned nothing');
  await tx.insert(companyMembers).values({ company_id: company.id, user_id: userId, role: 'owner' });
  return company.id;
}

/** A new account, and its company when it is one; the unique indexes decide races for the same email or phone. */
/** `withAccount` runs in the same transaction (the record of the terms the person accepted, decision 033). */
export async function insertAccount(
  db: TDatabase,
  values: typeof users.$inferInsert,
  foundationName: string | null,
  withAccount?: (tx: TDatabase, userId: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(users).values(values).returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    if (foundationName !== null) await insertCompanyWithOwner(tx as unknown as TDatabase, created.id, foundationName);
    if (withAccount) await withAccount(tx as unknown as TDatabase, created.id);
    return created.id;
  });
}

export interface TGuessCount {
  key: string;
  failures: number;
  window_ends_at: Date;
}

const throttled = sql.identifier('auth_throttles');

/**
 * Counts one guess against each key, in one statement: the count it returns includes this guess and every
 * other one counted before it, so of parallel guesses each sees its own place. A window that has ended
 * starts again at this guess. The database's clock decides, the same for every process.
 */
export async function countGuess(db: TDatabase, keys: string[], windowMs: number): Promise<TGuessCount[]> {
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql`${throttled}.window_ends_at <= now()`;
  return db
    .insert(authThrottles)
    .values(keys.map((key) => ({ key, failures: 1, window_ends_at: windowEnd })))
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${ended} then 1 else ${throttled}.failures + 1 end`,
        window_ends_at: sql`case when ${ended} then excluded.window_ends_at else ${throttled}.window_ends_at end`,
      },
    })
    .returning({ key: authThrottles.key, failures: authThrottles.failures, window_ends_at: authThrottles.window_ends_at });
}

/**
 * Takes back a guess that was counted and then not made (refused, or right), in the window it was counted in.
 * One row a statement: a statement that locked several rows in another order than countGuess could deadlock.
 */
export async function uncountGuess(db: TDatabase, counted: TGuessCount): Promise<void> {
  await db
    .update(authThrottles)
    .set({ failures: sql`${authThrottles.failures} - 1` })
    .where(and(eq(authThrottles.key, counted.key), eq(authThrottles.window_ends_at, counted.window_ends_at), gt(authThrottles.failures, 0)));
}

export async function clearGuesses(db: TDatabase, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/**
 * Forgets counters whose window has ended (they count nothing any more), a thousand at a time. It skips rows a
 * guess holds and so never waits for one: it cannot deadlock with countGuess.
 */
export async function deleteEndedGuessWindows(db: TDatabase): Promise<void> {
  const ended = db.select({ key: authThrottles.key }).from(authThrottles).where(lt(authThrottles.window_ends_at, sql`now()`)).limit(1000).for('update', { skipLocked: true });
  await db.delete(authThrottles).where(inArray(authThrottles.key, ended));
}

import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';

/** Throws when the database does not answer. */
export async function checkDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database has applied (drizzle's own record), 0 when none. */
export async function appliedMigrations(db: TDatabase): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

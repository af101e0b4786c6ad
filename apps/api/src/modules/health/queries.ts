import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';

/** Throws when the database does not answer. */
export async function checkDatabase(db: TDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

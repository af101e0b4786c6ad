import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';

/**
 * The newest id of the search change log (`search_changes`, written by triggers when a job is created, changed,
 * deleted or its company's account changes standing, decision 027), the same in every process on one database:
 * a page cached under an older mark may show a job as it no longer is (decision 049). An index-only read of the
 * primary key's last entry.
 */
export async function jobChangeMark(db: TDatabase): Promise<number> {
  const result = (await db.execute(sql`select coalesce(max(id), 0)::float8 as id from search_changes`)) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0]?.id ?? 0);
}

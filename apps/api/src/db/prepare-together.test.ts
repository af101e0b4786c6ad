import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';
import { prepareDatabase } from './prepare.ts';
import { createServerDatabase, isPgServerReachable } from '../test/harness.ts';

/**
 * Decision 119: the app nodes of several machines start together on one empty database, and each prepares it at start
 * (migrations, then the reference data). On the PostgreSQL server they do so one at a time, under an advisory lock:
 * the first migrates and seeds, the others find it done. Without the lock two nodes insert the same seeds and one of
 * them stops.
 */
describe.runIf(await isPgServerReachable())('a database prepared by several nodes at once', () => {
  it('is migrated and seeded once, every node starting', { timeout: 120_000 }, async () => {
    const database = await createServerDatabase('prepare_together');
    const nodes = [openPostgres(database.url), openPostgres(database.url), openPostgres(database.url)];
    try {
      const outcomes = await Promise.allSettled(nodes.map((node) => prepareDatabase(node, { seedDemo: false })));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      // The first one seeded the lookups; the others found them there.
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.lookups)).toHaveLength(1);
      const answer = await database.db.execute(sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`);
      const { rows } = answer as unknown as { rows: Array<{ applied: number; distinct: number }> };
      expect(rows[0]!.applied).toBeGreaterThan(40);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await database.drop();
    }
  });
});

import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';

const watched = new WeakSet<object>();

/**
 * A pg pool emits 'error' when one of its idle connections dies (the server restarted, the network dropped);
 * with no listener, Node ends the whole process. This logs it instead: the pool drops that connection and
 * opens a new one at the next query. Once per pool (several apps may share one handle). PGlite has no pool.
 */
export function keepRunningWhenConnectionsDrop(database: TDatabaseHandle, log: FastifyBaseLogger): void {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) || watched.has(client)) return;
  watched.add(client);
  client.on('error', (error: Error) => log.warn({ err: { message: error.message } }, 'an idle database connection was lost'));
}

import { HttpError } from '../../errors.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { checkDatabase } from './queries.ts';

/** How long the check waits for the database: a load balancer needs an answer, not a request that hangs. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

/**
 * Whether the process can serve: the database answers `select 1` within the time limit. It does not: 503
 * `database_down` (with Retry-After), so a load balancer stops sending traffic until it is back.
 */
export async function checkHealth(database: TDatabaseHandle): Promise<{ status: 'ok'; database: TDatabaseHandle['driver'] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([checkDatabase(database.db).then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') throw new HttpError(503, 'database_down');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(503, 'database_down');
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok', database: database.driver };
}

import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { expireJobs } from './expiry.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time expire jobs ("TWZ" + 2). */
export const JOB_EXPIRY_LOCK_KEY = 0x54575a02;

export type TJobScheduler = TRepeating;

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One expiry run under the advisory lock. `ran: false`: another run (this process, or another one holding the
 * lock) was already at work, and nothing was done.
 */
export async function runJobExpiry(db: TDatabase, now: Date): Promise<{ ran: boolean; expired: number }> {
  const outcome = await withAdvisoryLock(db, JOB_EXPIRY_LOCK_KEY, () => expireJobs(db, now));
  return outcome.locked ? { ran: true, expired: outcome.value } : { ran: false, expired: 0 };
}

/**
 * Expires jobs now and then every `config.schedulerIntervalMs` after the previous run ended (runs never overlap;
 * the timer does not keep the process alive). Every process may start one: the advisory lock lets one work.
 */
export function startJobScheduler(deps: Pick<TAppDeps, 'db' | 'config' | 'now'>, logger: TSchedulerLogger): TJobScheduler {
  return repeatEvery(
    'startJobScheduler',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runJobExpiry(deps.db, deps.now());
      if (result.expired) logger.info({ expired: result.expired }, 'jobs expired');
    },
    (error) => logger.error({ err: error }, 'job expiry failed'),
  );
}

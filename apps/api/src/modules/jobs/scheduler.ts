import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { expireDueJobs, markExpiringJobs } from './expiry.ts';
import { sendJobNotices, type TJobMailDeps } from './job-mail.ts';
import { pruneChangeLogs } from '../../db/change-log.ts';
import { pruneJobTitles } from './job-titles.ts';

/** The key of the PostgreSQL advisory lock that lets one process at a time expire jobs ("TWZ" + 2). */
export const JOB_EXPIRY_LOCK_KEY = 0x54575a02;

export type TJobScheduler = TRepeating;

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * One expiry run under the advisory lock (with the clean-up of the search change logs and of the titles of jobs no
 * longer live). `ran: false`: another run (this process, or another one holding the
 * lock) was already at work, and nothing was done. With `mail`, the companies of the jobs it expired and of the jobs
 * about to expire are told (decision 032), each by the run whose guarded UPDATE changed the job, so once.
 */
export async function runJobExpiry(db: TDatabase, now: Date, mail?: Omit<TJobMailDeps, 'db'>): Promise<{ ran: boolean; expired: number }> {
  const outcome = await withAdvisoryLock(db, JOB_EXPIRY_LOCK_KEY, async () => {
    const expired = await expireDueJobs(db, now);
    const warned = mail ? await markExpiringJobs(db, now) : [];
    await pruneChangeLogs(db);
    await pruneJobTitles(db);
    if (mail) {
      await sendJobNotices({ ...mail, db }, expired, 'expired');
      await sendJobNotices({ ...mail, db }, warned, 'expiring');
    }
    return expired.length;
  });
  return outcome.locked ? { ran: true, expired: outcome.value } : { ran: false, expired: 0 };
}

/**
 * Expires jobs now and then every `config.schedulerIntervalMs` after the previous run ended (runs never overlap;
 * the timer does not keep the process alive). Every process may start one: the advisory lock lets one work.
 */
export function startJobScheduler(deps: Pick<TAppDeps, 'db' | 'config' | 'now'> & Partial<Pick<TAppDeps, 'notifier'>>, logger: TSchedulerLogger): TJobScheduler {
  const mail = deps.notifier ? { notifier: deps.notifier, config: deps.config, log: logger } : undefined;
  return repeatEvery(
    'job-expiry',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runJobExpiry(deps.db, deps.now(), mail);
      if (result.expired) logger.info({ expired: result.expired }, 'jobs expired');
    },
    (error) => logger.error({ err: error }, 'job expiry failed'),
  );
}

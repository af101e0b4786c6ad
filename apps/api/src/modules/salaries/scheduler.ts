import type { TAppDeps } from '../../deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { withAdvisoryLock } from '../../db/advisory-lock.ts';
import { salaryReportRuns } from '../../db/schema/index.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { computeSalaryReports } from './compute-reports.ts';

/** The key of the advisory lock that lets one process at a time recompute the salary reports ("TWZ" + 0x40). */
export const SALARY_REPORTS_LOCK_KEY = 0x54575a40;

/** The reports are recomputed when the last computation is older than this (and at start when there is none). */
export const SALARY_REPORTS_EVERY_MS = 6 * 60 * 60 * 1000;

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export type TSalaryRun = { ran: false } | { ran: true; computed: false } | { ran: true; computed: true; reports: number };

/**
 * One turn of the schedule under the advisory lock: recomputes the reports when they were never computed or are
 * older than SALARY_REPORTS_EVERY_MS (`force`: whatever their age). `ran: false`: another process (or this one)
 * held the lock. Checking the age inside the lock makes a process group compute once: the next process to get the
 * lock finds fresh reports.
 */
export async function runSalaryReports(db: TDatabase, now: Date, options: { force?: boolean } = {}): Promise<TSalaryRun> {
  const outcome = await withAdvisoryLock(db, SALARY_REPORTS_LOCK_KEY, async (): Promise<TSalaryRun> => {
    if (!options.force) {
      const [last] = await db.select({ computed_at: salaryReportRuns.computed_at }).from(salaryReportRuns).limit(1);
      if (last && now.getTime() - last.computed_at.getTime() < SALARY_REPORTS_EVERY_MS) return { ran: true, computed: false };
    }
    return { ran: true, computed: true, reports: await computeSalaryReports(db, now) };
  });
  return outcome.locked ? outcome.value : { ran: false };
}

/** Checks every `config.schedulerIntervalMs` (first at start) whether the reports are due, and recomputes them if so. */
export function startSalaryReportScheduler(deps: Pick<TAppDeps, 'db' | 'config' | 'now'>, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'salary-reports',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runSalaryReports(deps.db, deps.now());
      if (result.ran && result.computed) logger.info({ reports: result.reports }, 'salary reports computed');
    },
    (error) => logger.error({ err: error }, 'salary reports failed'),
  );
}

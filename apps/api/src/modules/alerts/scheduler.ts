import type { TAppDeps } from '../../deps.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { runAlertDigests } from './digest.ts';

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Sends the due job alert digests now and then every `config.schedulerIntervalMs` (advisory lock: one process at a time), with the app's mailer. */
export function startAlertScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'job-alerts',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runAlertDigests({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }, deps.now(), (alertId, error) =>
        logger.error({ err: error, alertId }, 'job alert digest failed'),
      );
      if (result.sent || result.empty) logger.info({ sent: result.sent, empty: result.empty, skipped: result.skipped }, 'job alert digests');
    },
    (error) => logger.error({ err: error }, 'job alerts failed'),
  );
}

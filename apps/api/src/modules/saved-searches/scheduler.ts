import type { TAppDeps } from '../../deps.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { runSavedSearches } from './digest.ts';

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs the due saved candidate searches now and then every `config.schedulerIntervalMs` (advisory lock: one process at a time). */
export function startSavedSearchScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'saved-searches',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runSavedSearches(deps, deps.config.publicUrl, deps.now(), (searchId, error) => logger.error({ err: error, searchId }, 'saved search run failed'));
      if (result.searches) logger.info({ searches: result.searches, mails: result.mails }, 'saved searches');
    },
    (error) => logger.error({ err: error }, 'saved searches failed'),
  );
}

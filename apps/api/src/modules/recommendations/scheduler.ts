import type { TAppDeps } from '../../deps.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { runRecommendationMails } from './mail.ts';

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Sends the due weekly recommendation mails now and then every `config.schedulerIntervalMs`, as the job alerts' scheduler does. */
export function startRecommendationMailScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'recommendation-mails',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runRecommendationMails({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }, deps.now(), (userId, error) =>
        logger.error({ err: error, userId }, 'weekly recommendation mail failed'),
      );
      if (result.sent || result.empty) logger.info(result, 'weekly recommendation mails');
    },
    (error) => logger.error({ err: error }, 'weekly recommendation mails failed'),
  );
}

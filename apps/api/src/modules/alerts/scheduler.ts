import type { TAppDeps } from '../../deps.ts';
import { repeatEvery, type TRepeating } from '../../schedule.ts';
import { runAlertDigests } from './digest.ts';
import { dispatchChannelMessages } from '../channels/service.ts';

interface TSchedulerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Sends the due job alert digests, then the SMS and WhatsApp messages due (decision 140), now and then every `config.schedulerIntervalMs` (advisory lock: one process at a time), with the app's mailer. */
export function startAlertScheduler(deps: TAppDeps, logger: TSchedulerLogger): TRepeating {
  return repeatEvery(
    'job-alerts',
    deps.config.schedulerIntervalMs,
    async () => {
      const result = await runAlertDigests({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }, deps.now(), (alertId, error) =>
        logger.error({ err: error, alertId }, 'job alert digest failed'),
      );
      if (result.sent || result.empty) logger.info({ sent: result.sent, empty: result.empty, skipped: result.skipped }, 'job alert digests');
      // Then what waits for SMS and WhatsApp: the alerts just queued and application news, outside quiet hours (decision 140).
      const channels = await dispatchChannelMessages({ db: deps.db, config: deps.config, sms: deps.sms, whatsapp: deps.whatsapp }, deps.now());
      if (channels.sent || channels.dropped) logger.info({ sent: channels.sent, held: channels.held, dropped: channels.dropped }, 'channel messages');
    },
    (error) => logger.error({ err: error }, 'job alerts failed'),
  );
}

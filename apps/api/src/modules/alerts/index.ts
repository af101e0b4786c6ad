import type { TApiModule } from '../../module.ts';
import { dispatchChannelMessages } from '../channels/service.ts';
import { mailDeps, mailSchedule } from '../delivery/scheduled-mail.ts';
import { alertDigests } from './digest.ts';
import { alertRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: alertRoutes,
  schedules: [
    // After the alerts, what waits for SMS and WhatsApp: the alerts just queued and application news, outside quiet hours (decision 140).
    mailSchedule(alertDigests, mailDeps, async ({ db, config, sms, whatsapp, now }, log) => {
      const channels = await dispatchChannelMessages({ db, config, sms, whatsapp }, now());
      if (channels.sent || channels.dropped) log.info({ sent: channels.sent, held: channels.held, dropped: channels.dropped }, 'channel messages');
    }),
  ],
};

import type { TApiModule } from '../../module.ts';
import { startDeliveryScheduler } from './retry.ts';
import { adminOutboxRoutes, deliveryRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: deliveryRoutes,
  admin: adminOutboxRoutes,
  // Failed mail, SMS and WhatsApp deliveries tried again.
  schedules: [{ runsWith: 'delivery', start: ({ db, config, mailer, sms, whatsapp }, logger) => startDeliveryScheduler({ db, config, mailer, sms, whatsapp, logger }) }],
};

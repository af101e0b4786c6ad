import type { TApiModule } from '../../module.ts';
import { mailSchedule } from '../delivery/scheduled-mail.ts';
import { zatcaExpiryMails } from './expiry-mail.ts';
import { startZatcaScheduler } from './queue.ts';
import { adminZatcaRoutes, zatcaFileRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: zatcaFileRoutes,
  admin: adminZatcaRoutes,
  // ZATCA phase 2 (decision 167), when configured: the queue signs and sends the invoices in the chain's order.
  // The administrators are warned before the unit's certificate expires (decision 187).
  schedules: [
    { runsWith: 'jobs', start: ({ db, config, notifier }, log) => (config.zatca ? startZatcaScheduler({ db, config: { ...config, zatca: config.zatca }, notifier }, log) : undefined) },
    mailSchedule(zatcaExpiryMails),
  ],
};

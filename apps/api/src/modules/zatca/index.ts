import type { TApiModule } from '../../module.ts';
import { startZatcaScheduler } from './queue.ts';
import { adminZatcaRoutes, zatcaFileRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: zatcaFileRoutes,
  admin: adminZatcaRoutes,
  // ZATCA phase 2 (decision 167), when configured: the queue signs and sends the invoices in the chain's order.
  schedules: [{ runsWith: 'jobs', start: ({ db, config, notifier }, log) => (config.zatca ? startZatcaScheduler({ db, config: { ...config, zatca: config.zatca }, notifier }, log) : undefined) }],
};

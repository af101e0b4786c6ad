import type { TApiModule } from '../../module.ts';
import { mailSchedule } from '../delivery/scheduled-mail.ts';
import { savedSearchMails } from './digest.ts';
import { savedSearchRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: savedSearchRoutes,
  schedules: [mailSchedule(savedSearchMails, (deps) => ({ ...deps, publicUrl: deps.config.publicUrl }))],
};

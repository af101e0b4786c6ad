import type { TApiModule } from '../../module.ts';
import { mailDeps, mailSchedule } from '../delivery/scheduled-mail.ts';
import { applicationDigests } from './company-digest.ts';
import { memberDigests } from './member-digest.ts';
import { applicationRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: applicationRoutes,
  schedules: [mailSchedule(applicationDigests), mailSchedule(memberDigests, mailDeps)],
};

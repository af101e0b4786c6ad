import type { TApiModule } from '../../module.ts';
import { adminSalaryRoutes, salaryRoutes } from './routes.ts';
import { startSalaryReportScheduler } from './scheduler.ts';

export const apiModule: TApiModule = {
  v1: salaryRoutes,
  admin: adminSalaryRoutes,
  // The salary reports: computed at start when missing, then when older than six hours (decision 036).
  schedules: [{ runsWith: 'jobs', start: startSalaryReportScheduler }],
};

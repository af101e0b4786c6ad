import type { TApiModule } from '../../module.ts';
import { mailSchedule } from '../delivery/scheduled-mail.ts';
import { nationalAddressNotices } from './national-address-mail.ts';
import { adminCompanyRoutes, companyRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: companyRoutes,
  admin: adminCompanyRoutes,
  // A company with a VAT number and its invoice address as one line only is told once to give its parts (decision 202).
  schedules: [mailSchedule(nationalAddressNotices)],
};

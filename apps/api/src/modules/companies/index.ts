import type { TApiModule } from '../../module.ts';
import { adminCompanyRoutes, companyRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: companyRoutes, admin: adminCompanyRoutes };

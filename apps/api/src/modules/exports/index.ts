import type { TApiModule } from '../../module.ts';
import { adminExportRoutes, companyExportRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: companyExportRoutes, admin: adminExportRoutes };

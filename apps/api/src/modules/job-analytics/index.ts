import type { TApiModule } from '../../module.ts';
import { adminJobAnalyticsRoutes, jobAnalyticsRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: jobAnalyticsRoutes, admin: adminJobAnalyticsRoutes };

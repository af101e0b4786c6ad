import type { TApiModule } from '../../module.ts';
import { companyJobRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: companyJobRoutes };

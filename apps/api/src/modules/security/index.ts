import type { TApiModule } from '../../module.ts';
import { securityRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: securityRoutes };

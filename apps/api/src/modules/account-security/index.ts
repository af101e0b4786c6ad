import type { TApiModule } from '../../module.ts';
import { accountSecurityRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: accountSecurityRoutes };

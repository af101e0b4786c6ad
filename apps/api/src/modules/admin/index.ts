import type { TApiModule } from '../../module.ts';
import { adminRoutes } from './routes.ts';

export const apiModule: TApiModule = { admin: adminRoutes };

import type { TApiModule } from '../../module.ts';
import { authRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: authRoutes };

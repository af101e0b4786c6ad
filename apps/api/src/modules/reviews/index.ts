import type { TApiModule } from '../../module.ts';
import { reviewRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: reviewRoutes };

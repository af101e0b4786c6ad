import type { TApiModule } from '../../module.ts';
import { lookupRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: lookupRoutes };

import type { TApiModule } from '../../module.ts';
import { healthRoutes } from './routes.ts';

// /api/health and /api/ready, outside /api/v1: they read the database handle itself (its driver, its pool).
export const apiModule: TApiModule = { root: ({ storage }, database) => healthRoutes(database, storage) };

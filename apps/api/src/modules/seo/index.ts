import type { TApiModule } from '../../module.ts';
import { seoRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: seoRoutes };

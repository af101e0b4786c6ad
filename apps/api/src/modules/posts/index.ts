import type { TApiModule } from '../../module.ts';
import { postRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: postRoutes };

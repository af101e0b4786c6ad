import type { TApiModule } from '../../module.ts';
import { profileRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: profileRoutes };

import type { TApiModule } from '../../module.ts';
import { memberRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: memberRoutes };

import type { TApiModule } from '../../module.ts';
import { unsubscribeRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: unsubscribeRoutes };

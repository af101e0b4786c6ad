import type { TApiModule } from '../../module.ts';
import { browseRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: browseRoutes };

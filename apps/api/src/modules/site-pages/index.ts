import type { TApiModule } from '../../module.ts';
import { sitePageRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: sitePageRoutes };

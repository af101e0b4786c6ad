import type { TApiModule } from '../../module.ts';
import { oauthRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: oauthRoutes };

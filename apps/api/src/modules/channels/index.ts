import type { TApiModule } from '../../module.ts';
import { channelRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: channelRoutes };

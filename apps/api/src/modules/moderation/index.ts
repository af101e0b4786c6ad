import type { TApiModule } from '../../module.ts';
import { adminModerationRoutes, moderationRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: moderationRoutes, admin: adminModerationRoutes };

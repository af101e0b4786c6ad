import type { TApiModule } from '../../module.ts';
import { verificationRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: verificationRoutes };

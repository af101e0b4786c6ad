import type { TApiModule } from '../../module.ts';
import { adminPaymentRoutes, paymentRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: paymentRoutes, admin: adminPaymentRoutes };

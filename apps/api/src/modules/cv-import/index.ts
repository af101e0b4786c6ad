import type { TApiModule } from '../../module.ts';
import { cvImportRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: cvImportRoutes };

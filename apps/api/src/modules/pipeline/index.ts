import type { TApiModule } from '../../module.ts';
import { pipelineRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: pipelineRoutes };

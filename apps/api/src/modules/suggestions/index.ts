import type { TApiModule } from '../../module.ts';
import { suggestionRoutes } from './routes.ts';

export const apiModule: TApiModule = { v1: suggestionRoutes };

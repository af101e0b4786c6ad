import type { TApiModule } from '../../module.ts';
import { startStorageCleanUp } from './clean-up.ts';
import { fileRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: fileRoutes,
  // What a crash left in file storage: at start-up and every few hours.
  schedules: [{ runsWith: 'storage', start: startStorageCleanUp }],
};

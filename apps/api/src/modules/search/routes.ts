import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: job search (GET /jobs), majors with their job counts, the home page's numbers. */
export const searchRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  void deps;
  void app;
};

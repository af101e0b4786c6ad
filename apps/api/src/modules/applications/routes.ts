import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: applying, the seeker's applications, the company's applicants and stages, saved jobs. */
export const applicationRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  void deps;
  void app;
};

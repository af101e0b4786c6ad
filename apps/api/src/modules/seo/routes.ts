import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: what the job page and the search engines need (similar jobs, sitemap entries). */
export const seoRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  void deps;
  void app;
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: the job seeker's job alerts and the one-click unsubscribe. */
export const alertRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  void deps;
  void app;
};

/** /api/admin: the local mail outbox (alert digests and every other message kept when no SMTP server is set). */
export const adminOutboxRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  void deps;
  void app;
};

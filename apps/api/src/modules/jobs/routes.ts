import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: the company's jobs (drafts, publishing, dashboard, close, renew) and public job reads. */
export const jobRoutes = (_deps: TAppDeps): FastifyPluginAsyncZod => async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: the company's own profile, public company pages, map settings and place search. */
export const companyRoutes = (_deps: TAppDeps): FastifyPluginAsyncZod => async () => {};

/** /api/admin: companies waiting for verification; verify or reject. */
export const adminCompanyRoutes = (_deps: TAppDeps): FastifyPluginAsyncZod => async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../app.ts';

/** /api/v1: prices, payments for jobs, gateway callbacks and webhooks, the test gateway's hosted page, bank accounts, tax invoices. */
export const paymentRoutes = (_deps: TAppDeps): FastifyPluginAsyncZod => async () => {};

/** /api/admin: bank transfers to review, bank accounts, the posting fee. */
export const adminPaymentRoutes = (_deps: TAppDeps): FastifyPluginAsyncZod => async () => {};

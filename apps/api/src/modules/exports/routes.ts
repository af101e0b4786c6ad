import type { FastifyInstance } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { adminContext } from '../admin/service.ts';
import { readerOf } from '../jobs/dto.ts';
import { applicantsTable } from './applicants.ts';
import { consoleTable } from './console.ts';
import { companyPaymentsTable } from './payments.ts';
import { sendTable } from './table-stream.ts';

/** /api/v1: the company's exports (decision 122): a job's applicants, its payments and tax invoices. */
export const companyExportRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  routes(app, API.companyExports, {
    applicationsCsv: async (request, reply) =>
      sendTable(reply, 'csv', await applicantsTable(db, requireCompanyId(request), requireAuth(request).user.id, request.params.id, request.query, readerOf(request))),
    applicationsXlsx: async (request, reply) =>
      sendTable(reply, 'xlsx', await applicantsTable(db, requireCompanyId(request), requireAuth(request).user.id, request.params.id, request.query, readerOf(request))),
    paymentsCsv: async (request, reply) => sendTable(reply, 'csv', companyPaymentsTable(db, requireCompanyId(request), readerOf(request))),
    paymentsXlsx: async (request, reply) => sendTable(reply, 'xlsx', companyPaymentsTable(db, requireCompanyId(request), readerOf(request))),
  });
};

/** /api/admin: the console's lists as files, with the filters of the page (decision 122). */
export const adminExportRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminExports, {
    csv: async (request, reply) => sendTable(reply, 'csv', consoleTable(adminContext(deps, request), request.params.resource, request.query)),
    xlsx: async (request, reply) => sendTable(reply, 'xlsx', consoleTable(adminContext(deps, request), request.params.resource, request.query)),
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { requireCompany, requireCompanyId, type TCompanyAccess } from '../../plugins/auth.ts';
import { requireSharedJob } from '../members/access.ts';
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
  /** A member who may read the job's applicants: a viewer only those of a job shared with them (decision 116). */
  const reader = async (request: FastifyRequest, jobId: number): Promise<TCompanyAccess> => {
    const access = requireCompany(request, 'applicants:read');
    await requireSharedJob(db, access, { jobId });
    return access;
  };
  routes(app, API.companyExports, {
    applicationsCsv: async (request, reply) => {
      const access = await reader(request, request.params.id);
      return sendTable(reply, 'csv', await applicantsTable(db, access.companyId, access.userId, request.params.id, request.query, readerOf(request)));
    },
    applicationsXlsx: async (request, reply) => {
      const access = await reader(request, request.params.id);
      return sendTable(reply, 'xlsx', await applicantsTable(db, access.companyId, access.userId, request.params.id, request.query, readerOf(request)));
    },
    // Payments and tax invoices are the owners' (billing), as on the payments page.
    paymentsCsv: async (request, reply) => sendTable(reply, 'csv', companyPaymentsTable(db, requireCompanyId(request, 'billing'), readerOf(request))),
    paymentsXlsx: async (request, reply) => sendTable(reply, 'xlsx', companyPaymentsTable(db, requireCompanyId(request, 'billing'), readerOf(request))),
  });
};

/** /api/admin: the console's lists as files, with the filters of the page (decision 122). */
export const adminExportRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminExports, {
    csv: async (request, reply) => sendTable(reply, 'csv', consoleTable(adminContext(deps, request), request.params.resource, request.query)),
    xlsx: async (request, reply) => sendTable(reply, 'xlsx', consoleTable(adminContext(deps, request), request.params.resource, request.query)),
  });
};

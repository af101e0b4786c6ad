import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompany, type TCompanyAccess } from '../../plugins/auth.ts';
import { requireSharedJob } from '../members/access.ts';
import { routes } from '../../plugins/route.ts';
import { contentDisposition, streamFile } from '../files/service.ts';
import type { TReader } from './dto.ts';
import { readApplicationPreview } from './preview.ts';
import {
  applyToJob,
  changeStage,
  findApplicantCvFile,
  getSeekerApplication,
  listApplicants,
  listSavedJobs,
  listSeekerApplications,
  openApplicant,
  readJobMarks,
  saveJob,
  unsaveJob,
  withdrawApplication,
} from './service.ts';
import { applicantCvPdf } from './applicant-cv-pdf.ts';

const userId = (request: FastifyRequest) => requireAuth(request).user.id;
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: applying, the seeker's applications, the company's applicants and stages, saved jobs. */
export const applicationRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.applications, {
    apply: async (request) => {
      const { application, reopened } = await applyToJob(deps, userId(request), request.params.id, request.body, readerOf(request), request.headers['idempotency-key']);
      return { message: t(request.locale, reopened ? 'application_reopened' : 'application_sent'), data: application };
    },
    preview: async (request) => ({ message: t(request.locale, 'success'), data: await readApplicationPreview(deps, userId(request), request.params.id) }),
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listSeekerApplications(deps, userId(request), request.query.page, readerOf(request)) }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getSeekerApplication(deps, userId(request), request.params.id, readerOf(request)) }),
    withdraw: async (request) => ({
      message: t(request.locale, 'application_withdrawn_ok'),
      data: await withdrawApplication(deps, userId(request), request.params.id, readerOf(request)),
    }),
  });

  routes(app, API.savedJobs, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listSavedJobs(deps, userId(request), request.query.page, readerOf(request)) }),
    save: async (request) => {
      await saveJob(deps, userId(request), request.params.jobId);
      return { message: t(request.locale, 'job_saved_ok'), data: { is_saved: true } };
    },
    remove: async (request) => {
      await unsaveJob(deps, userId(request), request.params.jobId);
      return { message: t(request.locale, 'job_unsaved_ok'), data: { is_saved: false } };
    },
    marks: async (request) => ({ message: t(request.locale, 'success'), data: await readJobMarks(deps, userId(request), request.query.ids) }),
  });

  /** A member who may read applicants, of a job shared with them when a viewer (decision 116). */
  const reader = async (request: FastifyRequest, target: { jobId: number } | { applicationId: number }): Promise<TCompanyAccess> => {
    const access = requireCompany(request, 'applicants:read');
    await requireSharedJob(deps.db, access, target);
    return access;
  };
  routes(app, API.companyApplications, {
    list: async (request) => {
      const access = await reader(request, { jobId: request.params.id });
      return { message: t(request.locale, 'success'), data: await listApplicants(deps, access.companyId, access.userId, request.params.id, request.query, readerOf(request)) };
    },
    get: async (request) => {
      const access = await reader(request, { applicationId: request.params.id });
      return { message: t(request.locale, 'success'), data: await openApplicant(deps, access, request.params.id, readerOf(request)) };
    },
    cvFile: async (request, reply) => {
      const access = await reader(request, { applicationId: request.params.id });
      return streamFile(deps, reply, await findApplicantCvFile(deps, access.companyId, request.params.id), 'owner');
    },
    cvPdf: async (request, reply) => {
      const access = await reader(request, { applicationId: request.params.id });
      const { pdf, filename } = await applicantCvPdf(deps, access.companyId, access.userId, request.params.id, (date) => request.formatDate(date));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
    changeStage: async (request) => ({
      message: t(request.locale, 'application_stage_changed'),
      data: await changeStage(deps, requireCompany(request, 'applicants:write').companyId, userId(request), request.params.id, request.body.stage, readerOf(request)),
    }),
  });
};

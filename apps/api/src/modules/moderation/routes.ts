import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t, type TApiMessage } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { tryScreening } from './hold.ts';
import { approveJob, decideMany, dismissReports, listReports, listReviews, readReport, readReview, rejectJob, reportJob, unpublishReported, type TModerator, type TReader } from './service.ts';

const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** The administrator of the request and where the request came from (the audit log's who and whence). */
function moderatorOf(request: FastifyRequest): TModerator {
  const { user } = requireAuth(request);
  const agent = request.headers['user-agent'];
  return { id: user.id, email: user.email, ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

const answer = <T>(request: FastifyRequest, message: TApiMessage, data: T) => ({ message: t(request.locale, message), data });

/** /api/v1: anyone's report of a job (decision 032). */
export const moderationRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.jobReports, {
    create: async (request) => {
      const reporter = { userId: request.auth?.user.id ?? null, address: request.ip };
      const receipt = await reportJob(deps, reporter, request.params.id, request.body, request.headers['idempotency-key']);
      return answer(request, receipt.already_reported ? 'job_already_reported' : 'job_reported', receipt);
    },
  });
};

/** /api/admin/moderation: the review queue of held jobs and the reports of jobs (decision 032). */
export const adminModerationRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.adminJobReviews, {
    list: async (request) => answer(request, 'success', await listReviews(deps.db, readerOf(request), request.query.status, request.query.page)),
    get: async (request) => answer(request, 'success', await readReview(deps.db, readerOf(request), request.params.id)),
    approve: async (request) => answer(request, 'review_approved', await approveJob(deps, readerOf(request), moderatorOf(request), request.params.id)),
    reject: async (request) => answer(request, 'review_rejected', await rejectJob(deps, readerOf(request), moderatorOf(request), request.params.id, request.body.reason)),
    bulk: async (request) => answer(request, 'reviews_bulk_decided', await decideMany({ ...deps, log: request.log }, readerOf(request), moderatorOf(request), request.body)),
  });
  routes(app, API.adminScreening, {
    try: async (request) => answer(request, 'success', await tryScreening(deps.db, request.body)),
  });
  routes(app, API.adminJobReports, {
    list: async (request) => answer(request, 'success', await listReports(deps.db, readerOf(request), { status: request.query.status, jobId: request.query.job_id, page: request.query.page })),
    get: async (request) => answer(request, 'success', await readReport(deps.db, readerOf(request), request.params.id)),
    dismiss: async (request) => answer(request, 'reports_dismissed', await dismissReports(deps, readerOf(request), moderatorOf(request), request.params.id, request.body.note ?? null)),
    unpublish: async (request) => answer(request, 'reports_unpublished', await unpublishReported(deps, readerOf(request), moderatorOf(request), request.params.id, request.body.reason)),
  });
};

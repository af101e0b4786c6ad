import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t, type TApiMessage } from '../../i18n.ts';
import { requireAuth, requireCompany, requireCompanyId } from '../../plugins/auth.ts';
import { keyedRequest } from '../../idempotency-key.ts';
import { routes } from '../../plugins/route.ts';
import { readerOf } from '../jobs/dto.ts';
import { countOwnJobsByTab } from '../jobs/queries.ts';
import { listLibrary, removeFromLibrary, saveToLibrary } from './screening-library.ts';
import { closeJob, createJob, deleteJob, listOwnJobs, pauseJob, readOwnJob, renewJob, resumeJob, submitJob, unsubmitJob, updateJob } from './service.ts';

/** /api/v1: the company's jobs (drafts, publishing, dashboard, close, pause, resume, renew). */
export const companyJobRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const answer = <T>(request: FastifyRequest, message: TApiMessage, data: T) => ({ message: t(request.locale, message), data });

  routes(app, API.companyJobs, {
    create: async (request) => answer(request, 'job_draft_saved', await createJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.body)),
    list: async (request) => answer(request, 'success', await listOwnJobs(db, readerOf(request), requireCompanyId(request, 'jobs:read'), request.query.tab, request.query.page)),
    counts: async (request) => answer(request, 'success', await countOwnJobsByTab(db, requireCompanyId(request, 'jobs:read'))),
    get: async (request) => answer(request, 'success', await readOwnJob(db, readerOf(request), requireCompanyId(request, 'jobs:read'), request.params.id)),
    update: async (request) => {
      const job = await updateJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id, request.body);
      // Held for review by this edit's screening, or still held (decision 032): the company is told so, not "saved".
      return answer(request, job.status === 'held' ? 'job_held' : 'job_saved', job);
    },
    remove: async (request) => {
      await deleteJob(deps, requireCompanyId(request, 'jobs:write'), request.params.id);
      return answer(request, 'job_deleted', null);
    },
    submit: async (request) => {
      const keyed = keyedRequest(request.headers['idempotency-key'], { userId: requireAuth(request).user.id }, `job_submit:${request.params.id}`);
      const job = await submitJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id, keyed);
      return answer(request, job.status === 'held' ? 'job_held' : 'job_submitted', job);
    },
    unsubmit: async (request) => answer(request, 'job_unsubmitted', await unsubmitJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id)),
    close: async (request) => answer(request, 'job_closed', await closeJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id)),
    pause: async (request) => answer(request, 'job_paused', await pauseJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id)),
    resume: async (request) => answer(request, 'job_resumed', await resumeJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id)),
    renew: async (request) => answer(request, 'job_renewed', await renewJob(deps, readerOf(request), requireCompany(request, 'jobs:write'), request.params.id, request.body.deadline)),
  });

  routes(app, API.screeningLibrary, {
    list: async (request) => answer(request, 'success', await listLibrary(db, readerOf(request), requireCompanyId(request, 'jobs:read'))),
    save: async (request) => answer(request, 'screening_question_kept', await saveToLibrary(db, readerOf(request), requireCompanyId(request, 'jobs:write'), request.body.question, deps.now())),
    remove: async (request) => {
      await removeFromLibrary(db, requireCompanyId(request, 'jobs:write'), request.params.id);
      return answer(request, 'screening_question_removed', null);
    },
  });
};

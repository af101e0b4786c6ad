import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { route, routes } from '../../plugins/route.ts';
import { streamFile } from '../files/service.ts';
import type { TReader } from '../applications/dto.ts';
import { companyReadsCv, findCandidateCvFile, listCvViews, readCandidate } from './service.ts';
import { searchCandidates } from './search-candidates.ts';
import { candidateSearchOptions } from './search-options.ts';
import { keyedRequest } from '../../idempotency-key.ts';
import { addCandidate, createPool, deletePool, listPools, readPool, removeCandidate, renamePool } from './talent-pools.ts';

/** CVs one address may open a minute through the employee call. */
const CANDIDATES_PER_MINUTE = 60;

const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: a job seeker's CV for a company (SPEC §7 employee call), its signed CV file link, and "Who viewed my CV". */
export const candidateRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  // Reading CVs one id after another is slowed down (decision 024): a person reads far fewer a minute.
  route(
    app,
    API.companyCandidates.get,
    async (request) => ({ message: t(request.locale, 'success'), data: await readCandidate(deps, requireCompanyId(request, 'candidates'), request.params.employee, readerOf(request)) }),
    { rateLimit: { max: CANDIDATES_PER_MINUTE, timeWindow: '1 minute' } },
  );
  // The seeker's own CV as a verified company reads it through the employee call (decision 086: the privacy page's preview).
  route(app, API.companyView.preview, async (request) => ({
    message: t(request.locale, 'success'),
    data: { ...(await companyReadsCv(deps, requireAuth(request).user.id, false, readerOf(request))), cv_file: null, applications: [] },
  }));
  route(app, API.companyCandidates.cvFile, async (request, reply) => streamFile(deps, reply, await findCandidateCvFile(deps, requireCompanyId(request, 'candidates'), request.params.token), 'owner'));

  // Candidate search and talent pools (decision 028).
  routes(app, API.candidateSearch, {
    // Written by a compiled serializer, as job search (decision 053).
    search: [
      async (request) => ({ message: t(request.locale, 'success'), data: await searchCandidates(deps, requireCompanyId(request, 'candidates'), request.query, readerOf(request)) }),
      { fastAnswer: { check: deps.checkAnswers } },
    ],
    options: async (request) => ({ message: t(request.locale, 'success'), data: await candidateSearchOptions(deps, requireCompanyId(request, 'candidates'), readerOf(request)) }),
  });
  routes(app, API.talentPools, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listPools(deps, requireCompanyId(request, 'candidates'), readerOf(request)) }),
    create: async (request) => ({
      message: t(request.locale, request.body.seeker_id === undefined ? 'pool_created' : 'pool_created_with_candidate'),
      data: await createPool(deps, requireCompanyId(request, 'candidates'), request.body, readerOf(request), keyedRequest(request.headers['idempotency-key'], { userId: requireAuth(request).user.id }, 'talent_pool', request.body)),
    }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await readPool(deps, requireCompanyId(request, 'candidates'), request.params.id, request.query.page ?? 1, readerOf(request)) }),
    rename: async (request) => ({ message: t(request.locale, 'pool_renamed'), data: await renamePool(deps, requireCompanyId(request, 'candidates'), request.params.id, request.body.name, readerOf(request)) }),
    remove: async (request) => {
      await deletePool(deps, requireCompanyId(request, 'candidates'), request.params.id);
      return { message: t(request.locale, 'pool_deleted'), data: null };
    },
    addCandidate: async (request) => ({
      message: t(request.locale, 'pool_candidate_added'),
      data: await addCandidate(
        deps,
        requireCompanyId(request, 'candidates'),
        request.params.id,
        request.params.employee,
        readerOf(request),
        keyedRequest(request.headers['idempotency-key'], { userId: requireAuth(request).user.id }, `talent_pool_member:${request.params.id}:${request.params.employee}`),
      ),
    }),
    removeCandidate: async (request) => ({
      message: t(request.locale, 'pool_candidate_removed'),
      data: await removeCandidate(deps, requireCompanyId(request, 'candidates'), request.params.id, request.params.employee, readerOf(request)),
    }),
  });

  routes(app, API.cvViews, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listCvViews(deps, requireAuth(request).user.id, request.query.page, readerOf(request)) }),
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { route, routes } from '../../plugins/route.ts';
import { streamFile } from '../files/service.ts';
import type { TReader } from '../applications/dto.ts';
import { findCandidateCvFile, listCvViews, readCandidate } from './service.ts';

/** CVs one address may open a minute through the employee call. */
const CANDIDATES_PER_MINUTE = 60;

const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1: a job seeker's CV for a company (SPEC §7 employee call), its signed CV file link, and "Who viewed my CV". */
export const candidateRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  // Reading CVs one id after another is slowed down (decision 024): a person reads far fewer a minute.
  route(
    app,
    API.companyCandidates.get,
    async (request) => ({ message: t(request.locale, 'success'), data: await readCandidate(deps, requireCompanyId(request), request.params.employee, readerOf(request)) }),
    { rateLimit: { max: CANDIDATES_PER_MINUTE, timeWindow: '1 minute' } },
  );
  route(app, API.companyCandidates.cvFile, async (request, reply) => streamFile(deps, reply, await findCandidateCvFile(deps, requireCompanyId(request), request.params.token), 'owner'));

  routes(app, API.cvViews, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listCvViews(deps, requireAuth(request).user.id, request.query.page, readerOf(request)) }),
  });
};

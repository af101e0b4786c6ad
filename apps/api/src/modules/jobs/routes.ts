import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t, type TApiMessage } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { readerOf } from './dto.ts';
import { jobChangeMark } from './change-mark.ts';
import { jobSearch, readCompanyJobs, readJobPage, readSimilarJobs, readViewerState } from './public-service.ts';

/** /api/v1: every public read of jobs (the company's own jobs are company-jobs'). */
export const jobRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  const search = jobSearch(deps);
  const answer = <T>(request: FastifyRequest, message: TApiMessage, data: T) => ({ message: t(request.locale, message), data });

  routes(app, API.jobs, {
    get: async (request) => {
      const caller = request.auth ? { id: request.auth.user.id, type: request.auth.user.type } : null;
      return answer(request, 'success', await readJobPage(db, readerOf(request), request.params.id, caller));
    },
    // Read afresh for every page the web server serves from its cache (decision 103): kept by nobody, its answer
    // written by a compiled serializer.
    changeMark: [
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return answer(request, 'success', { mark: await jobChangeMark(db) });
      },
      { fastAnswer: { check: deps.checkAnswers } },
    ],
    similar: async (request) => answer(request, 'success', await readSimilarJobs(db, readerOf(request), request.params.id)),
    viewer: async (request) => answer(request, 'success', await readViewerState(db, readerOf(request), requireAuth(request).user.id, request.params.id)),
    // The busiest read: its answer is written by a compiled serializer (decision 053).
    // The jobs it lists appeared in a search (decision 124): counted in memory, written in batches.
    search: [
      async (request) => {
        const result = await search.cards(readerOf(request), request.query);
        deps.jobAnalytics.recordImpressions(result.items.map((card) => card.id), request.headers['user-agent']);
        return answer(request, 'success', result);
      },
      { fastAnswer: { check: deps.checkAnswers } },
    ],
    // The map of a search near a place (decision 141): the search's matches, not a page of them; no impressions
    // counted (the list counts the cards a person sees).
    places: async (request) => answer(request, 'success', await search.places(readerOf(request), request.query)),
    ofCompany: async (request) => answer(request, 'success', await readCompanyJobs(db, readerOf(request), request.params.id, request.query.page)),
  });
};

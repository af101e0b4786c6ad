import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompanyId } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import type { TReader } from '../applications/dto.ts';
import { runBulk } from './bulk.ts';
import { addNote, listNotes, setRating, setTags, type TActor } from './service.ts';

const actorOf = (request: FastifyRequest): TActor => ({ companyId: requireCompanyId(request), userId: requireAuth(request).user.id });
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1/company/applications: the company's private notes, tags and ratings, and bulk actions (decision 111). */
export const pipelineRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.pipeline, {
    notes: async (request) => ({ message: t(request.locale, 'success'), data: await listNotes(deps, actorOf(request), request.params.id, readerOf(request)) }),
    addNote: async (request) => ({
      message: t(request.locale, 'pipeline_note_added'),
      data: await addNote(deps, actorOf(request), request.params.id, request.body, readerOf(request), request.headers['idempotency-key']),
    }),
    setTags: async (request) => ({ message: t(request.locale, 'pipeline_tags_saved'), data: await setTags(deps, actorOf(request), request.params.id, request.body.tags) }),
    setRating: async (request) => ({ message: t(request.locale, 'pipeline_rating_saved'), data: await setRating(deps, actorOf(request), request.params.id, request.body) }),
    bulk: async (request) => ({
      message: t(request.locale, 'pipeline_bulk_done'),
      data: await runBulk(deps, actorOf(request), request.body, readerOf(request), request.log, request.headers['idempotency-key']),
    }),
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireCompany, type TCompanyAccess } from '../../plugins/auth.ts';
import { requireSharedJob } from '../members/access.ts';
import { routes } from '../../plugins/route.ts';
import type { TReader } from '../applications/dto.ts';
import { runBulk } from './bulk.ts';
import { addNote, listNotes, setRating, setTags, type TActor } from './service.ts';

const actorOf = ({ companyId, userId }: TCompanyAccess): TActor => ({ companyId, userId });
const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date) });

/** /api/v1/company/applications: the company's private notes, tags and ratings, and bulk actions (decision 111). */
export const pipelineRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  /** Notes and ratings: every member, a viewer on the jobs shared with them (decision 116). */
  const annotator = async (request: FastifyRequest & { params: { id: number } }): Promise<TActor> => {
    const access = requireCompany(request, 'applicants:annotate');
    await requireSharedJob(deps.db, access, { applicationId: request.params.id });
    return actorOf(access);
  };
  const writer = (request: FastifyRequest): TActor => actorOf(requireCompany(request, 'applicants:write'));
  routes(app, API.pipeline, {
    notes: async (request) => ({ message: t(request.locale, 'success'), data: await listNotes(deps, await annotator(request), request.params.id, readerOf(request)) }),
    addNote: async (request) => ({
      message: t(request.locale, 'pipeline_note_added'),
      data: await addNote(deps, await annotator(request), request.params.id, request.body, readerOf(request), request.headers['idempotency-key']),
    }),
    setTags: async (request) => ({ message: t(request.locale, 'pipeline_tags_saved'), data: await setTags(deps, writer(request), request.params.id, request.body.tags) }),
    setRating: async (request) => ({ message: t(request.locale, 'pipeline_rating_saved'), data: await setRating(deps, await annotator(request), request.params.id, request.body) }),
    bulk: async (request) => ({
      message: t(request.locale, 'pipeline_bulk_done'),
      data: await runBulk(deps, writer(request), request.body, readerOf(request), request.log, request.headers['idempotency-key']),
    }),
  });
};

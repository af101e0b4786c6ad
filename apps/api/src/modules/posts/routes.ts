import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { addComment, listComments, listPosts, readPost, removeOwnComment, reportComment, type TReader } from './service.ts';

const readerOf = (request: FastifyRequest): TReader => ({ locale: request.locale, formatDate: (date) => request.formatDate(date), userId: request.auth?.user.id ?? null });

/** /api/v1: published blog posts and news, and comments on them (decision 034). */
export const postRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.posts, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listPosts(deps, readerOf(request), request.query) }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await readPost(deps, readerOf(request), request.params.id) }),
  });
  routes(app, API.postComments, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listComments(deps, readerOf(request), request.params.id, request.query.page) }),
    create: async (request) => {
      const { user } = requireAuth(request);
      const comment = await addComment(deps, { ...readerOf(request), userId: user.id }, request.params.id, request.body, request.headers['idempotency-key']);
      return { message: t(request.locale, comment.status === 'published' ? 'comment_published' : 'comment_held'), data: comment };
    },
  });
  routes(app, API.comments, {
    delete: async (request) => ({ message: t(request.locale, 'comment_deleted'), data: await removeOwnComment(deps, requireAuth(request).user.id, request.params.id) }),
    report: async (request) => {
      const receipt = await reportComment(deps, requireAuth(request).user.id, request.params.id);
      return { message: t(request.locale, receipt.already_reported ? 'comment_already_reported' : 'comment_reported'), data: receipt };
    },
  });
};

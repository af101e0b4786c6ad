import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth, requireCompany } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { answerReview, editReview, listCompanyReviews, listReviews, removeReview, reportReview, writeReview, type TReviewReader } from './service.ts';

const readerOf = (request: FastifyRequest): TReviewReader => ({
  locale: request.locale,
  formatDate: (date) => request.formatDate(date),
  userId: request.auth?.user.id ?? null,
  isSeeker: request.auth?.user.type === 'USER',
});

/** /api/v1: companies' reviews by job seekers, and the companies' answers (decision 131). */
export const reviewRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  routes(app, API.companyReviews, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listReviews(deps, readerOf(request), request.params.id, request.query) }),
    create: async (request) => {
      const { user } = requireAuth(request);
      return { message: t(request.locale, 'review_held'), data: await writeReview(deps, { ...readerOf(request), userId: user.id }, request.params.id, request.body) };
    },
  });
  routes(app, API.reviews, {
    update: async (request) => {
      const { user } = requireAuth(request);
      return { message: t(request.locale, 'review_updated'), data: await editReview(deps, { ...readerOf(request), userId: user.id }, request.params.id, request.body) };
    },
    delete: async (request) => ({ message: t(request.locale, 'review_deleted'), data: await removeReview(deps, requireAuth(request).user.id, request.params.id) }),
    report: async (request) => {
      const receipt = await reportReview(deps, requireAuth(request).user.id, request.params.id, request.body);
      return { message: t(request.locale, receipt.already_reported ? 'review_already_reported' : 'review_reported'), data: receipt };
    },
  });
  routes(app, API.companyOwnReviews, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listCompanyReviews(deps, readerOf(request), requireCompany(request, 'company:read').companyId, request.query) }),
    reply: async (request) => {
      const member = requireCompany(request, 'reviews');
      return { message: t(request.locale, 'review_answered'), data: await answerReview(deps, readerOf(request), member, request.params.id, request.body.body) };
    },
  });
};

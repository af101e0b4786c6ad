import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { recommendJobs } from './recommend.ts';
import { dismissJob, listDismissedJobs, setWeeklyMail, undismissJob } from './service.ts';

const userId = (request: FastifyRequest) => requireAuth(request).user.id;

/** /api/v1: jobs recommended from the CV, "not interested" and its undo, the weekly mail (decision 139). */
export const recommendationRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  routes(app, API.recommendations, {
    list: async (request) => ({
      message: t(request.locale, 'success'),
      data: await recommendJobs(db, userId(request), { locale: request.locale, limit: request.query.limit, now: deps.now(), formatDate: (date) => request.formatDate(date) }),
    }),
    dismissed: async (request) => ({
      message: t(request.locale, 'success'),
      data: await listDismissedJobs(db, userId(request), request.query.page, request.locale, (date) => request.formatDate(date)),
    }),
    dismiss: async (request) => {
      await dismissJob(db, userId(request), request.params.jobId, deps.now());
      return { message: t(request.locale, 'recommendation_dismissed'), data: { is_dismissed: true } };
    },
    undismiss: async (request) => {
      await undismissJob(db, userId(request), request.params.jobId);
      return { message: t(request.locale, 'recommendation_restored'), data: { is_dismissed: false } };
    },
    mail: async (request) => {
      const data = await setWeeklyMail(db, userId(request), request.body.weekly, request.locale, deps.now());
      return { message: t(request.locale, data.weekly ? 'recommendation_mail_on' : 'recommendation_mail_off'), data };
    },
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { isOutboxViewerEnabled } from '../delivery/service.ts';
import { createAlert, deleteAlert, getAlert, listAlerts, sendDigestNow, setAlertPaused, updateAlert, type TAlertReader } from './service.ts';

/** The job seeker, and the language and time zone the alert is answered in. */
const readerOf = (request: FastifyRequest): TAlertReader => ({
  userId: requireAuth(request).user.id,
  locale: request.locale,
  formatDate: (date) => request.formatDate(date),
});

/** /api/v1: the job seeker's job alerts (their one-click unsubscribe: modules/unsubscribe/routes.ts). */
export const alertRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  routes(app, API.alerts, {
    list: async (request) => ({ message: t(request.locale, 'success'), data: await listAlerts(db, readerOf(request)) }),
    create: async (request) => ({ message: t(request.locale, 'alert_created'), data: await createAlert(db, readerOf(request), request.body, deps.now(), request.headers['idempotency-key']) }),
    get: async (request) => ({ message: t(request.locale, 'success'), data: await getAlert(db, readerOf(request), request.params.id) }),
    update: async (request) => ({
      message: t(request.locale, 'alert_saved'),
      data: await updateAlert(db, readerOf(request), request.params.id, request.body, deps.now()),
    }),
    pause: async (request) => ({ message: t(request.locale, 'alert_paused'), data: await setAlertPaused(db, readerOf(request), request.params.id, true, deps.now()) }),
    resume: async (request) => ({ message: t(request.locale, 'alert_resumed'), data: await setAlertPaused(db, readerOf(request), request.params.id, false, deps.now()) }),
    remove: async (request) => {
      await deleteAlert(db, requireAuth(request).user.id, request.params.id);
      return { message: t(request.locale, 'alert_deleted'), data: null };
    },
  });

  // Development only, like the development outbox (OUTBOX_VIEWER=true in production): mail an alert's digest now.
  if (isOutboxViewerEnabled(deps.config)) {
    routes(app, API.devAlerts, {
      sendDigest: async (request) => ({
        message: t(request.locale, 'success'),
        data: await sendDigestNow({ db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }, request.params.id, request.locale, deps.now()),
      }),
    });
  }
};

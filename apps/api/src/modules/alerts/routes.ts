import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { t } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { routes } from '../../plugins/route.ts';
import { isOutboxViewerEnabled } from '../delivery/service.ts';
import { createAlert, deleteAlert, getAlert, listAlerts, sendDigestNow, setAlertPaused, unsubscribe, updateAlert, viewUnsubscribe, type TAlertReader } from './service.ts';

/** The job seeker, and the language and time zone the alert is answered in. */
const readerOf = (request: FastifyRequest): TAlertReader => ({
  userId: requireAuth(request).user.id,
  locale: request.locale,
  formatDate: (date) => request.formatDate(date),
});

/** /api/v1: the job seeker's job alerts and the one-click unsubscribe. */
export const alertRoutes = (deps: TAppDeps) => async (app: FastifyInstance) => {
  const { db } = deps;
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (only in this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

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

  routes(app, API.alertUnsubscribe, {
    view: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { message: t(request.locale, 'success'), data: await viewUnsubscribe(db, request.query.token, request.locale) };
    },
    confirm: async (request) => {
      const data = await unsubscribe(db, request.body?.token ?? request.query.token, request.locale, deps.now());
      // The confirmation speaks the alert's language: the one its mails are written in.
      return { message: t(data.locale, data.changed ? 'alert_unsubscribed' : 'alert_already_unsubscribed'), data };
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

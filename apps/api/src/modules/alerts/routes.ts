import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALERT_LIMIT_PER_SEEKER,
  ZAlertInput,
  ZAlertParams,
  ZErrorEnvelope,
  ZJobAlert,
  ZJobAlertList,
  ZOutboxList,
  ZOutboxListQuery,
  ZUnsubscribeView,
  envelope,
} from '@tawzeef/contract';
import type { TAppDeps } from '../../deps.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { t, type TApiMessage } from '../../i18n.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createMailer } from '../delivery/mail.ts';
import { isOutboxViewerEnabled } from '../delivery/routes.ts';
import { mailDigest } from './digest.ts';
import { findAlertView, findOwnAlertViews } from './queries.ts';
import { createAlert, deleteAlert, maskEmail, setAlertPaused, toJobAlert, unsubscribeAlert, updateAlert, verifyUnsubscribeToken } from './service.ts';
import { toOutboxMail } from '../delivery/routes.ts';

const seekersOnly = { roles: ['USER'] as const };
const security = [{ bearerAuth: [] }];
const errors = { 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope };
/** The token as it arrives; anything that is not a good signature answers the same 404. */
const ZTokenQuery = z.object({ token: z.string().max(200).optional() });
const ZUnsubscribeResult = z.object({ changed: z.boolean(), locale: z.enum(['ar', 'en']) });

/** /api/v1: the job seeker's job alerts and the one-click unsubscribe. */
export const alertRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form (only in this plugin's scope).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const ownAlert = async (request: FastifyRequest, id: number, message: TApiMessage) => {
    const view = await findAlertView(db, request.locale, id, requireAuth(request).user.id);
    if (!view) throw notFound();
    return { message: t(request.locale, message), data: toJobAlert(view, (d) => request.formatDate(d)) };
  };
  const alertOfToken = async (token: string | undefined) => {
    const id = token ? await verifyUnsubscribeToken(db, token) : null;
    if (id === null) throw new HttpError(404, 'unsubscribe_link_invalid');
    return id;
  };

  app.get('/job-alerts', {
    config: seekersOnly,
    schema: { tags: ['job alerts'], summary: 'The job seeker\'s job alerts, the newest first, with the cap', security, response: { 200: envelope(ZJobAlertList), ...errors } },
  }, async (request) => {
    const views = await findOwnAlertViews(db, request.locale, requireAuth(request).user.id);
    return {
      message: t(request.locale, 'success'),
      data: { items: views.map((view) => toJobAlert(view, (d) => request.formatDate(d))), total: views.length, limit: ALERT_LIMIT_PER_SEEKER },
    };
  });

  app.post('/job-alerts', {
    config: seekersOnly,
    schema: {
      tags: ['job alerts'],
      summary: `Create a job alert: keywords and/or search filters, a frequency; email defaults to the account's, the digest's language to X-locale (at most ${ALERT_LIMIT_PER_SEEKER}: 409)`,
      security,
      body: ZAlertInput,
      response: { 201: envelope(ZJobAlert), ...errors },
    },
  }, async (request, reply) => {
    const id = await createAlert(db, requireAuth(request).user.id, request.body, request.locale, deps.now());
    return reply.code(201).send(await ownAlert(request, id, 'alert_created'));
  });

  app.get('/job-alerts/unsubscribe', {
    config: { public: true },
    schema: { tags: ['job alerts'], summary: 'What an unsubscribe link stops (no login; the address masked); a bad token is 404', querystring: ZTokenQuery, response: { 200: envelope(ZUnsubscribeView), 404: ZErrorEnvelope, 422: ZErrorEnvelope } },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const id = await alertOfToken(request.query.token);
    const view = await findAlertView(db, request.locale, id, null);
    if (!view) throw new HttpError(404, 'unsubscribe_link_invalid');
    const alert = toJobAlert(view, (d) => request.formatDate(d));
    return {
      message: t(request.locale, 'success'),
      data: { email: maskEmail(alert.email), open_keys: alert.open_keys, labels: alert.labels, frequency: alert.frequency, locale: alert.locale, is_paused: alert.is_paused },
    };
  });

  app.post('/job-alerts/unsubscribe', {
    config: { public: true },
    schema: {
      tags: ['job alerts'],
      summary: 'Unsubscribe (pause) the alert of a signed token, given in the body ({ token }) or, for RFC 8058 one-click POSTs from mail clients, in the query string',
      querystring: ZTokenQuery,
      body: z.looseObject({ token: z.string().max(200).optional() }).nullish(),
      response: { 200: envelope(ZUnsubscribeResult), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
    },
  }, async (request) => {
    const id = await alertOfToken(request.body?.token ?? request.query.token);
    const view = await findAlertView(db, request.locale, id, null);
    const result = view ? await unsubscribeAlert(db, id, deps.now()) : null;
    if (!view || !result) throw new HttpError(404, 'unsubscribe_link_invalid');
    // The confirmation speaks the alert's language: the one its mails are written in.
    const locale = view.alert.locale;
    return { message: t(locale, result.changed ? 'alert_unsubscribed' : 'alert_already_unsubscribed'), data: { changed: result.changed, locale } };
  });

  app.get('/job-alerts/:id', {
    config: seekersOnly,
    schema: { tags: ['job alerts'], summary: 'One of the job seeker\'s alerts (another seeker\'s: 404)', security, params: ZAlertParams, response: { 200: envelope(ZJobAlert), ...errors } },
  }, async (request) => ownAlert(request, request.params.id, 'success'));

  app.put('/job-alerts/:id', {
    config: seekersOnly,
    schema: { tags: ['job alerts'], summary: 'Replace an alert\'s settings (a new frequency starts its period from now)', security, params: ZAlertParams, body: ZAlertInput, response: { 200: envelope(ZJobAlert), ...errors } },
  }, async (request) => {
    await updateAlert(db, requireAuth(request).user.id, request.params.id, request.body, request.locale, deps.now());
    return ownAlert(request, request.params.id, 'alert_saved');
  });

  for (const [path, paused, message] of [['pause', true, 'alert_paused'], ['resume', false, 'alert_resumed']] as const) {
    app.post(`/job-alerts/:id/${path}`, {
      config: seekersOnly,
      schema: { tags: ['job alerts'], summary: paused ? 'Pause an alert: no digests until it is resumed' : 'Resume a paused alert (next digest one period from now)', security, params: ZAlertParams, response: { 200: envelope(ZJobAlert), ...errors } },
    }, async (request) => {
      const { id } = request.params as { id: number };
      await setAlertPaused(db, requireAuth(request).user.id, id, paused, deps.now());
      return ownAlert(request, id, message);
    });
  }

  app.delete('/job-alerts/:id', {
    config: seekersOnly,
    schema: { tags: ['job alerts'], summary: 'Delete an alert', security, params: ZAlertParams, response: { 200: envelope(z.null()), ...errors } },
  }, async (request) => {
    await deleteAlert(db, requireAuth(request).user.id, request.params.id);
    return { message: t(request.locale, 'alert_deleted'), data: null };
  });

  // Development only, like GET /dev/outbox (OUTBOX_VIEWER=true in production): mail an alert's digest now.
  if (isOutboxViewerEnabled(deps.config)) {
    app.post('/dev/job-alerts/:id/digest', {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Development only: mail this alert a digest of its newest matching live jobs now (its schedule and window do not change)',
        params: ZAlertParams,
        response: { 200: envelope(z.object({ status: z.enum(['sent', 'empty', 'skipped']), mail_outbox_id: z.number().int().nullable() })), 404: ZErrorEnvelope, 422: ZErrorEnvelope },
      },
    }, async (request) => {
      const view = await findAlertView(db, request.locale, request.params.id, null);
      if (!view) throw notFound();
      const mailer = createMailer(deps.config, db);
      try {
        const outcome = await mailDigest({ db, mailer, publicUrl: deps.config.publicUrl }, view.alert, undefined, deps.now());
        return { message: t(request.locale, 'success'), data: { status: outcome.status, mail_outbox_id: outcome.status === 'sent' ? outcome.mailOutboxId : null } };
      } finally {
        mailer.close();
      }
    });
  }
};

/** /api/admin: the local mail outbox (alert digests and every other message kept when no SMTP server is set). */
export const adminOutboxRoutes = (deps: TAppDeps): FastifyPluginAsyncZod => async (app) => {
  const { db } = deps;
  app.get('/outbox', {
    schema: {
      tags: ['admin'],
      summary: 'The mail outbox, newest first, 20 a page (per_page up to 100), optionally one purpose (e.g. job_alert); `mode: local` means nothing was delivered',
      security,
      querystring: ZOutboxListQuery,
      response: { 200: envelope(ZOutboxList), 401: ZErrorEnvelope, 403: ZErrorEnvelope, 422: ZErrorEnvelope },
    },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { purpose, page, per_page } = request.query;
    const where = purpose ? eq(mailOutbox.purpose, purpose) : undefined;
    const [rows, [counted], purposes] = await Promise.all([
      db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(per_page).offset((page - 1) * per_page),
      db.select({ total: count() }).from(mailOutbox).where(where),
      db.selectDistinct({ purpose: mailOutbox.purpose }).from(mailOutbox).orderBy(mailOutbox.purpose),
    ]);
    const mode = deps.config.smtpUrl ? 'smtp' : 'local';
    return {
      message: t(request.locale, mode === 'local' ? 'outbox_local' : 'outbox_smtp'),
      data: {
        items: rows.map((r) => ({
          ...toOutboxMail(r, (d) => request.formatDate(d)),
          status: r.status,
          attempts: r.attempts,
          last_error: r.last_error,
          sent_at: r.sent_at ? request.formatDate(r.sent_at) : null,
        })),
        total: counted?.total ?? 0,
        page,
        per_page,
        purposes: purposes.map((p) => p.purpose),
        mode,
      },
    };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZErrorEnvelope, envelope } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox, smsOutbox, type TMailOutboxRow } from '../../db/schema/outbox.ts';

export const OUTBOX_VIEWER_MESSAGE = 'Local outbox (development): messages were not delivered';
const OUTBOX_VIEWER_LIMIT = 50;

const ZOutboxQuery = z.object({ kind: z.enum(['mail', 'sms']).default('mail') });
const ZLocalMail = z.object({
  id: z.number(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string(),
  locale: z.enum(['ar', 'en']),
  purpose: z.string(),
  created_at: z.string(),
});
const ZLocalSms = z.object({
  id: z.number(),
  to_phone: z.string(),
  body: z.string(),
  locale: z.enum(['ar', 'en']),
  purpose: z.string(),
  created_at: z.string(),
});

/** The viewer exists outside production, and in production only with OUTBOX_VIEWER=true. */
export function isOutboxViewerEnabled(config: Pick<TConfig, 'env' | 'outboxViewer'>): boolean {
  return config.env !== 'production' || config.outboxViewer;
}

/**
 * `GET /dev/outbox?kind=mail|sms` (under /api/v1): the latest 50 messages kept in the local outbox (status
 * 'local': no SMTP server or SMS gateway configured), newest first, so that a developer can read the links
 * and codes that were "sent". Public, like the outbox itself is meant for development only: the plugin adds
 * no route at all in production unless OUTBOX_VIEWER=true.
 */
/** A kept message as the outbox viewers show it (the development viewer here, the admin's in modules/alerts). */
export function toOutboxMail(row: TMailOutboxRow, formatDate: (date: Date) => string) {
  return {
    id: row.id,
    to_address: row.to_address,
    subject: row.subject,
    text_body: row.text_body,
    html_body: row.html_body,
    locale: row.locale,
    purpose: row.purpose,
    created_at: formatDate(row.created_at),
  };
}

export const deliveryRoutes = (deps: { db: TDatabase; config: Pick<TConfig, 'env' | 'outboxViewer'> }): FastifyPluginAsyncZod =>
  async (app) => {
    if (!isOutboxViewerEnabled(deps.config)) return;
    app.get('/dev/outbox', {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Development only: the latest 50 e-mails or SMS kept in the local outbox (not delivered)',
        querystring: ZOutboxQuery,
        response: { 200: envelope(z.union([z.array(ZLocalMail), z.array(ZLocalSms)])), 422: ZErrorEnvelope },
      },
    }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (request.query.kind === 'sms') {
        const rows = await deps.db.select().from(smsOutbox).where(eq(smsOutbox.status, 'local')).orderBy(desc(smsOutbox.id)).limit(OUTBOX_VIEWER_LIMIT);
        const data = rows.map((r) => ({ id: r.id, to_phone: r.to_phone, body: r.body, locale: r.locale, purpose: r.purpose, created_at: request.formatDate(r.created_at) }));
        return { message: OUTBOX_VIEWER_MESSAGE, data };
      }
      const rows = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'local')).orderBy(desc(mailOutbox.id)).limit(OUTBOX_VIEWER_LIMIT);
      const data = rows.map((r) => toOutboxMail(r, (d) => request.formatDate(d)));
      return { message: OUTBOX_VIEWER_MESSAGE, data };
    });
  };

import { DEV_OUTBOX_LIMIT, type TLocalMail, type TLocalSms, type TOutboxList, type TOutboxListQuery } from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TMailOutboxRow, TSmsOutboxRow } from '../../db/schema/outbox.ts';
import { findLocalMail, findLocalSms, findMailOutboxPage } from './queries.ts';

type TFormatDate = (date: Date) => string;

/** The outbox viewers exist outside production, and in production only with OUTBOX_VIEWER=true. */
export function isOutboxViewerEnabled(config: Pick<TConfig, 'env' | 'outboxViewer'>): boolean {
  return config.env !== 'production' || config.outboxViewer;
}

/** A kept message as both outbox viewers (development and admin) show it. */
export function toOutboxMail(row: TMailOutboxRow, formatDate: TFormatDate): TLocalMail {
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

function toOutboxSms(row: TSmsOutboxRow, formatDate: TFormatDate): TLocalSms {
  return { id: row.id, to_phone: row.to_phone, body: row.body, locale: row.locale, purpose: row.purpose, created_at: formatDate(row.created_at) };
}

/** The development viewer: the latest local mails or SMS, newest first, so a developer can read the links and codes "sent". */
export async function listLocalOutbox(db: TDatabase, kind: 'mail' | 'sms', formatDate: TFormatDate): Promise<TLocalMail[] | TLocalSms[]> {
  if (kind === 'sms') return (await findLocalSms(db, DEV_OUTBOX_LIMIT)).map((row) => toOutboxSms(row, formatDate));
  return (await findLocalMail(db, DEV_OUTBOX_LIMIT)).map((row) => toOutboxMail(row, formatDate));
}

/** The admin's mail outbox: a page with its delivery states, the purposes to filter by, and whether anything is delivered at all. */
export async function listMailOutbox(
  deps: { db: TDatabase; config: Pick<TConfig, 'smtpUrl'> },
  { purpose, page, per_page }: TOutboxListQuery,
  formatDate: TFormatDate,
): Promise<TOutboxList> {
  const { rows, total, purposes } = await findMailOutboxPage(deps.db, { purpose, page, perPage: per_page });
  return {
    items: rows.map((row) => ({
      ...toOutboxMail(row, formatDate),
      status: row.status,
      attempts: row.attempts,
      last_error: row.last_error,
      sent_at: row.sent_at ? formatDate(row.sent_at) : null,
    })),
    total,
    page,
    per_page,
    purposes,
    mode: deps.config.smtpUrl ? 'smtp' : 'local',
  };
}

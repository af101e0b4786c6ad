import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TAdminResourceDef } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { mailOutbox, smsOutbox, whatsappOutbox } from '../../../db/schema/index.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

/**
 * What a message holds that only its recipient may use: the tokens of confirmation, reset and unsubscribe links and
 * the codes of SMS. An administrator reads the message without them.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&#](?:token|code|t|signup_token)=)[^&\s"'<>]+/gi, '$1•••').replace(/(\/(?:verify-email|reset-password)\/)[A-Za-z0-9_-]{16,}/g, '$1•••');
}
export function withoutCodes(text: string): string {
  return withoutLinkTokens(text).replace(/(?<![\d+])\d{4,8}(?!\d)/g, '•••');
}

type TOutboxTable = typeof mailOutbox | typeof smsOutbox | typeof whatsappOutbox;

function outboxResource(def: TAdminResourceDef, table: TOutboxTable, columns: Record<string, unknown>, search: TListSpec['search'], mask: (row: Record<string, unknown>) => Record<string, unknown>): TAdminResource {
  const spec: TListSpec = {
    filters: {
      status: (value: string) => sql`${table.status} = ${value}`,
      purpose: (value: string) => sql`${table.purpose} = ${value}`,
      locale: (value: string) => sql`${table.locale} = ${value}`,
      ...createdFilters(table.created_at),
    },
    search,
    sorts: { id: table.id, created_at: table.created_at },
    id: table.id,
  };
  const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(table);
  const fields = columns as Parameters<TSelectFrom>[0];
  const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => def.record.parse(mask(withDates(row, ctx.formatDate))) as TAdminRecord;
  return {
    def,
    async list(ctx, query) {
      const { rows, total } = await readPage(from(ctx.db), fields, spec, query);
      return { items: rows.map((row) => toRecord(ctx, row)), total };
    },
    async get(ctx, id) {
      const [row] = await from(ctx.db)(fields).where(eq(table.id, Number(id)));
      return row ? toRecord(ctx, row) : undefined;
    },
  };
}

const delivery = (table: TOutboxTable) => ({
  id: table.id,
  locale: table.locale,
  purpose: table.purpose,
  status: table.status,
  attempts: table.attempts,
  last_error: table.last_error,
  created_at: table.created_at,
  sent_at: table.sent_at,
});

/** The mail outbox, read only (decision 009): every message the platform sent or kept, links' tokens masked. */
export const mailOutboxResource = outboxResource(
  ADMIN_RESOURCES['mail-outbox'],
  mailOutbox,
  { ...delivery(mailOutbox), to_address: mailOutbox.to_address, subject: mailOutbox.subject, text_body: mailOutbox.text_body },
  [mailOutbox.to_address, mailOutbox.subject],
  (row) => ({ ...row, text_body: withoutLinkTokens(String(row.text_body ?? '')) }),
);

/** The SMS outbox, read only: codes masked. */
export const smsOutboxResource = outboxResource(
  ADMIN_RESOURCES['sms-outbox'],
  smsOutbox,
  { ...delivery(smsOutbox), to_phone: smsOutbox.to_phone, body: smsOutbox.body },
  [smsOutbox.to_phone],
  (row) => ({ ...row, body: withoutCodes(String(row.body ?? '')) }),
);

/** The WhatsApp outbox, read only (decision 140): 'local' rows were kept here and not sent; the others carry the Cloud API's status. */
export const whatsappOutboxResource = outboxResource(
  ADMIN_RESOURCES['whatsapp-outbox'],
  whatsappOutbox,
  {
    ...delivery(whatsappOutbox),
    to_phone: whatsappOutbox.to_phone,
    template: whatsappOutbox.template,
    body: whatsappOutbox.body,
    provider_status: whatsappOutbox.provider_status,
    provider_status_at: whatsappOutbox.provider_status_at,
  },
  [whatsappOutbox.to_phone],
  // Its templates carry no codes, only links: their tokens are masked.
  (row) => ({ ...row, body: withoutLinkTokens(String(row.body ?? '')) }),
);

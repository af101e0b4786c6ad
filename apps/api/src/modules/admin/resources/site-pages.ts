import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TSitePageUpdate } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { contactMessages, sitePages } from '../../../db/schema/index.ts';
import { markContactHandled } from '../../site-pages/contact.ts';
import { findSitePage, isSitePageSlug, updateSitePage } from '../../site-pages/pages.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const pageColumns = {
  id: sitePages.slug,
  title_ar: sitePages.title_ar,
  title_en: sitePages.title_en,
  summary_ar: sitePages.summary_ar,
  summary_en: sitePages.summary_en,
  body_ar: sitePages.body_ar,
  body_en: sitePages.body_en,
  version: sitePages.version,
  updated_at: sitePages.updated_at,
  updated_by: sitePages.updated_by,
};
const pageSpec: TListSpec = {
  filters: {},
  search: [sitePages.title_ar, sitePages.title_en],
  sorts: { id: sitePages.slug, updated_at: sitePages.updated_at },
  id: sitePages.slug,
};
const pagesFrom = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(sitePages);
const toPage = (ctx: TAdminContext, row: Record<string, unknown>) =>
  ADMIN_RESOURCES.pages.record.parse(withDates({ ...row, page: `/${String(row.id)}` }, ctx.formatDate)) as TAdminRecord;

/** The site's pages (decision 033): edited here, bodies sanitised by the pages' own rule, the version grows on change. */
export const sitePagesResource: TAdminResource = {
  def: ADMIN_RESOURCES.pages,
  parseId: (id) => (isSitePageSlug(id) ? id : undefined),
  async list(ctx, query) {
    const { rows, total } = await readPage(pagesFrom(ctx.db), pageColumns, pageSpec, query);
    return { items: rows.map((row) => toPage(ctx, row)), total };
  },
  async get(ctx, id) {
    const row = await findSitePage(ctx.db, String(id));
    return row ? toPage(ctx, { ...row, id: row.slug }) : undefined;
  },
  update: (ctx, id, input) => updateSitePage(ctx.db, String(id), input as TSitePageUpdate, ctx.admin.id),
};

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  locale: contactMessages.locale,
  user_id: contactMessages.user_id,
  status: contactMessages.status,
  handled_by: contactMessages.handled_by,
  handled_at: contactMessages.handled_at,
  created_at: contactMessages.created_at,
};
const messageSpec: TListSpec = {
  filters: { status: (value: string) => sql`${contactMessages.status} = ${value}`, ...createdFilters(contactMessages.created_at) },
  search: [contactMessages.name, contactMessages.email, contactMessages.subject],
  sorts: { id: contactMessages.id, created_at: contactMessages.created_at },
  id: contactMessages.id,
};
const messagesFrom = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(contactMessages);
const toMessage = (ctx: TAdminContext, row: Record<string, unknown>) => ADMIN_RESOURCES['contact-messages'].record.parse(withDates(row, ctx.formatDate)) as TAdminRecord;

/** Messages of the contact form (decision 033): read only, and marked handled once answered. */
export const contactMessagesResource: TAdminResource = {
  def: ADMIN_RESOURCES['contact-messages'],
  async list(ctx, query) {
    const { rows, total } = await readPage(messagesFrom(ctx.db), messageColumns, messageSpec, query);
    return { items: rows.map((row) => toMessage(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await messagesFrom(ctx.db)(messageColumns).where(eq(contactMessages.id, Number(id)));
    return row ? toMessage(ctx, row) : undefined;
  },
  actions: {
    handle: (ctx, id) => markContactHandled(ctx.db, Number(id), ctx.admin.id),
  },
};

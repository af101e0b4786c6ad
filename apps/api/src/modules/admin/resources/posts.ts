import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminPostInput, type TAdminRecord } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { commentReports, comments, files, posts, users } from '../../../db/schema/index.ts';
import { HttpError } from '../../../errors.ts';
import { displayName } from '../../auth/user-dto.ts';
import { sanitizePostBody } from '../../posts/sanitize.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { createdFilters, readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';
import { userNameColumns } from '../../auth/queries.ts';

const postStatus = sql<'draft' | 'scheduled' | 'published'>`(case when ${posts.published_at} is null then 'draft' when ${posts.published_at} > now() then 'scheduled' else 'published' end)`;
const pendingComments = sql<number>`(select count(*)::int from ${comments} where ${comments.post_id} = ${posts.id} and ${comments.status} = 'pending')`;

const postColumns = {
  id: posts.id,
  kind: posts.kind,
  category: posts.category,
  status: postStatus,
  title_ar: posts.title_ar,
  title_en: posts.title_en,
  summary_ar: posts.summary_ar,
  summary_en: posts.summary_en,
  body_ar: posts.body_ar,
  body_en: posts.body_en,
  tags: posts.tags,
  author_name: posts.author_name,
  cover_file_id: posts.cover_file_id,
  cover_key: files.key,
  is_example: posts.is_example,
  published_at: posts.published_at,
  comments_pending: pendingComments,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
};

const postSpec: TListSpec = {
  filters: {
    kind: (value: string) => sql`${posts.kind} = ${value}`,
    category: (value: string) => sql`${posts.category} = ${value}`,
    status: (value: string) => sql`${postStatus} = ${value}`,
  },
  search: [posts.title_ar, posts.title_en, posts.author_name],
  sorts: { id: posts.id, published_at: posts.published_at, created_at: posts.created_at, updated_at: posts.updated_at },
  id: posts.id,
};

const fromPosts = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(posts).leftJoin(files, eq(files.id, posts.cover_file_id));

function toPostRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const { cover_key: coverKey, ...rest } = withDates(row, ctx.formatDate);
  const page = `/${row.kind === 'news' ? 'news' : 'blogs'}/${String(row.id)}`;
  return ADMIN_RESOURCES.posts.record.parse({ ...rest, cover_url: coverKey ? `/api/v1/public-files/${String(coverKey)}` : null, page }) as TAdminRecord;
}

/** A form's wall time without an offset is Riyadh's (UTC+3 all year). */
function publishDate(value: string | null): Date | null {
  if (value === null) return null;
  const text = value.replace(' ', 'T');
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+03:00`);
}

/**
 * The stored values of a post from the console's input: bodies sanitised (decision 034), a language's title and body
 * together, the cover one of the administrators' cover images.
 */
async function postValues(db: TDatabase, input: TAdminPostInput) {
  const bodyAr = sanitizePostBody(input.body_ar);
  const bodyEn = sanitizePostBody(input.body_en);
  const errors: Record<string, 'required'> = {};
  if (input.title_ar && !bodyAr) errors.body_ar = 'required';
  if (bodyAr && !input.title_ar) errors.title_ar = 'required';
  if (input.title_en && !bodyEn) errors.body_en = 'required';
  if (bodyEn && !input.title_en) errors.title_en = 'required';
  if (!input.title_ar && !input.title_en && !bodyAr && !bodyEn) Object.assign(errors, { title_ar: 'required', body_ar: 'required' });
  if (Object.keys(errors).length) throw new HttpError(422, 'validation_failed', errors);
  if (input.cover_file_id !== null) {
    const [cover] = await db.select({ id: files.id }).from(files).where(and(eq(files.id, input.cover_file_id), eq(files.kind, 'cover')));
    if (!cover) throw new HttpError(422, 'validation_failed', { cover_file_id: 'file_not_yours' });
  }
  const tags = [...new Set(input.tags.map((tag) => tag.trim()).filter(Boolean))];
  return {
    kind: input.kind,
    category: input.category,
    title_ar: input.title_ar,
    title_en: input.title_en,
    summary_ar: input.summary_ar,
    summary_en: input.summary_en,
    body_ar: bodyAr,
    body_en: bodyEn,
    tags,
    author_name: input.author_name,
    cover_file_id: input.cover_file_id,
    is_example: input.is_example,
    published_at: publishDate(input.published_at),
  };
}

/** Blog posts and news, written and scheduled by administrators (decision 034). */
export const postsResource: TAdminResource = {
  def: ADMIN_RESOURCES.posts,
  async list(ctx, query) {
    const { rows, total } = await readPage(fromPosts(ctx.db), postColumns, postSpec, query);
    return { items: rows.map((row) => toPostRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await fromPosts(ctx.db)(postColumns).where(eq(posts.id, Number(id)));
    return row ? toPostRecord(ctx, row) : undefined;
  },
  async create(ctx, input) {
    const values = await postValues(ctx.db, input as TAdminPostInput);
    const [row] = await ctx.db
      .insert(posts)
      .values({ ...values, created_by: ctx.admin.id })
      .returning({ id: posts.id });
    return row!.id;
  },
  async update(ctx, id, input) {
    const values = await postValues(ctx.db, input as TAdminPostInput);
    await ctx.db
      .update(posts)
      .set({ ...values, updated_at: ctx.deps.now() })
      .where(eq(posts.id, Number(id)));
  },
  async delete(ctx, id) {
    await ctx.db.delete(posts).where(eq(posts.id, Number(id)));
  },
};

const reportCount = sql<number>`(select count(*)::int from ${commentReports} where ${commentReports.comment_id} = ${comments.id})`;
const postTitle = sql<string>`coalesce(${posts.title_ar}, ${posts.title_en})`;
const postTitleEn = sql<string>`coalesce(${posts.title_en}, ${posts.title_ar})`;

const commentColumns = {
  id: comments.id,
  post_id: comments.post_id,
  post_title_ar: postTitle,
  post_title_en: postTitleEn,
  author_id: comments.author_id,
  ...userNameColumns,
  body: comments.body,
  status: comments.status,
  reports: reportCount,
  moderated_at: comments.moderated_at,
  created_at: comments.created_at,
};

const commentSpec: TListSpec = {
  filters: {
    status: (value: string) => sql`${comments.status} = ${value}`,
    post_id: (value: number) => sql`${comments.post_id} = ${value}`,
    reported: (value: string) => (value === 'true' ? sql`${reportCount} > 0` : sql`${reportCount} = 0`),
    ...createdFilters(comments.created_at),
  },
  search: [comments.body, posts.title_ar, posts.title_en],
  sorts: { id: comments.id, created_at: comments.created_at, reports: reportCount },
  id: comments.id,
};

const fromComments = (db: TDatabase): TSelectFrom => (fields) =>
  db.select(fields).from(comments).innerJoin(posts, eq(posts.id, comments.post_id)).innerJoin(users, eq(users.id, comments.author_id));

function toCommentRecord(ctx: TAdminContext, row: Record<string, unknown>): TAdminRecord {
  const dated = withDates(row, ctx.formatDate);
  const names = row as unknown as Parameters<typeof displayName>[0];
  return ADMIN_RESOURCES.comments.record.parse({
    id: dated.id,
    post_id: dated.post_id,
    post_title: ctx.locale === 'ar' ? dated.post_title_ar : dated.post_title_en,
    author_id: dated.author_id,
    author_name: displayName(names, ctx.locale),
    body: dated.body,
    status: dated.status,
    reports: dated.reports,
    moderated_at: dated.moderated_at,
    created_at: dated.created_at,
  }) as TAdminRecord;
}

/** Moves a comment to `status` from one of `from`; a comment already elsewhere answers 409. */
async function moderate(ctx: TAdminContext, id: number, status: 'published' | 'rejected', from: Array<'pending' | 'published' | 'rejected'>) {
  const changed = await ctx.db
    .update(comments)
    .set({ status, moderated_by: ctx.admin.id, moderated_at: ctx.deps.now() })
    .where(and(eq(comments.id, id), sql`${comments.status} in (${sql.join(from.map((value) => sql`${value}`), sql`, `)})`))
    .returning({ id: comments.id });
  if (!changed.length) throw new HttpError(409, 'comment_not_pending');
}

/** Comments on posts, moderated by administrators (decision 034): approve, reject, delete. */
export const commentsResource: TAdminResource = {
  def: ADMIN_RESOURCES.comments,
  async list(ctx, query) {
    const { rows, total } = await readPage(fromComments(ctx.db), commentColumns, commentSpec, query);
    return { items: rows.map((row) => toCommentRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await fromComments(ctx.db)(commentColumns).where(eq(comments.id, Number(id)));
    return row ? toCommentRecord(ctx, row) : undefined;
  },
  async delete(ctx, id) {
    await ctx.db.delete(comments).where(eq(comments.id, Number(id)));
  },
  actions: {
    approve: (ctx, id) => moderate(ctx, Number(id), 'published', ['pending', 'rejected']),
    reject: (ctx, id) => moderate(ctx, Number(id), 'rejected', ['pending', 'published']),
  },
};

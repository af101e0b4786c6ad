import { and, asc, count, desc, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TPostCategory, TPostKind } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { commentReports, comments, files, posts, users, type TPostRow } from '../../db/schema/index.ts';
import { userNameColumns } from '../auth/queries.ts';

/** A post with the key of its cover image (public file). */
export type TPostWithCover = TPostRow & { cover_key: string | null };

const postFields = { post: posts, cover_key: files.key };
const withCover = (row: { post: TPostRow; cover_key: string | null }): TPostWithCover => ({ ...row.post, cover_key: row.cover_key });

/** Published: a publish date that has come (a later one is scheduled, hidden until then). */
export const isPublished = (now: Date): SQL => and(sql`${posts.published_at} is not null`, lte(posts.published_at, now))!;

export interface TPostFilter {
  kind: TPostKind;
  category?: TPostCategory | undefined;
  tag?: string | undefined;
  now: Date;
}

function postWhere(filter: TPostFilter): SQL {
  return and(
    eq(posts.kind, filter.kind),
    isPublished(filter.now),
    filter.category ? eq(posts.category, filter.category) : undefined,
    filter.tag ? sql`${filter.tag} = any(${posts.tags})` : undefined,
  )!;
}

export async function findPublishedPosts(db: TDatabase, filter: TPostFilter, page: number, perPage: number) {
  const where = postWhere(filter);
  const [rows, total, categories] = await Promise.all([
    db
      .select(postFields)
      .from(posts)
      .leftJoin(files, eq(files.id, posts.cover_file_id))
      .where(where)
      .orderBy(desc(posts.published_at), desc(posts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(posts).where(where),
    db
      .select({ category: posts.category, count: count() })
      .from(posts)
      .where(and(eq(posts.kind, filter.kind), isPublished(filter.now)))
      .groupBy(posts.category)
      .orderBy(desc(count()), asc(posts.category)),
  ]);
  return { rows: rows.map(withCover), total: Number(total[0]?.total ?? 0), categories: categories.map((row) => ({ category: row.category, count: Number(row.count) })) };
}

export async function findPublishedPost(db: TDatabase, id: number, now: Date): Promise<TPostWithCover | undefined> {
  const [row] = await db
    .select(postFields)
    .from(posts)
    .leftJoin(files, eq(files.id, posts.cover_file_id))
    .where(and(eq(posts.id, id), isPublished(now)));
  return row ? withCover(row) : undefined;
}

/** Up to `limit` published posts like this one: the same category or shared tags, the most alike then the newest first. */
export async function findRelatedPosts(db: TDatabase, post: TPostRow, now: Date, limit = 3): Promise<TPostWithCover[]> {
  const sameCategory = sql<number>`(case when ${posts.category} = ${post.category} then 2 else 0 end)`;
  const tags = post.tags.length ? sql`array[${sql.join(post.tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;
  const sharedTags = sql<number>`cardinality(array(select unnest(${posts.tags}) intersect select unnest(${tags})))`;
  const rows = await db
    .select(postFields)
    .from(posts)
    .leftJoin(files, eq(files.id, posts.cover_file_id))
    .where(and(ne(posts.id, post.id), isPublished(now), or(eq(posts.category, post.category), sql`${posts.tags} && ${tags}`)))
    .orderBy(desc(sql`${sameCategory} + ${sharedTags}`), desc(posts.published_at), desc(posts.id))
    .limit(limit);
  return rows.map(withCover);
}

const authorFields = userNameColumns;

export type TCommentWithAuthor = Awaited<ReturnType<typeof findComments>>['rows'][number];

/** A post's published comments, with the reader's own that wait for moderation, the oldest first. */
export async function findComments(db: TDatabase, postId: number, readerId: number | null, page: number, perPage: number) {
  const visible = and(
    eq(comments.post_id, postId),
    readerId === null ? eq(comments.status, 'published') : or(eq(comments.status, 'published'), and(eq(comments.status, 'pending'), eq(comments.author_id, readerId))),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ comment: comments, author: authorFields })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.author_id))
      .where(visible)
      .orderBy(asc(comments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(comments).where(visible),
  ]);
  return { rows, total: Number(total[0]?.total ?? 0) };
}

export async function countPublishedComments(db: TDatabase, postId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(comments)
    .where(and(eq(comments.post_id, postId), eq(comments.status, 'published')));
  return Number(row?.total ?? 0);
}

/**
 * A new comment, published at once when its author already has an approved (published) comment, else pending: one
 * statement, so two comments sent together by a new author are both held.
 */
export async function insertComment(db: TDatabase, postId: number, authorId: number, body: string) {
  const trusted = sql`exists (select 1 from ${comments} as c where c.author_id = ${authorId} and c.status = 'published')`;
  const [row] = await db
    .insert(comments)
    .values({ post_id: postId, author_id: authorId, body, status: sql`(case when ${trusted} then 'published' else 'pending' end)` })
    .returning();
  return row!;
}

export async function findCommentWithAuthor(db: TDatabase, id: number) {
  const [row] = await db.select({ comment: comments, author: authorFields }).from(comments).innerJoin(users, eq(users.id, comments.author_id)).where(eq(comments.id, id));
  return row;
}

export async function deleteOwnComment(db: TDatabase, id: number, authorId: number): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.author_id, authorId)))
    .returning({ id: comments.id });
  return deleted.length > 0;
}

/** One report per account and comment: false when this account had reported it already. */
export async function insertCommentReport(db: TDatabase, commentId: number, reporterId: number): Promise<boolean> {
  const inserted = await db.insert(commentReports).values({ comment_id: commentId, reporter_id: reporterId }).onConflictDoNothing().returning({ id: commentReports.id });
  return inserted.length > 0;
}

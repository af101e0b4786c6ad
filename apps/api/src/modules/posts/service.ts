import {
  COMMENTS_PAGE_SIZE,
  type TComment,
  type TCommentList,
  type TLocale,
  type TPost,
  type TPostCard,
  type TPostLanguage,
  type TPostList,
  type ZPostsQuery,
} from '@tawzeef/contract';
import type { z } from 'zod';
import type { TDatabase } from '../../db/client.ts';
import { HttpError, notFound } from '../../errors.ts';
import { keyedRequest, keyedWrite, recordKeyedWrite } from '../../idempotency-key.ts';
import { countGuess, uncountGuess } from '../auth/queries.ts';
import { displayName } from '../auth/user-dto.ts';
import {
  countPublishedComments,
  deleteOwnComment,
  findCommentWithAuthor,
  findComments,
  findPublishedPost,
  findPublishedPosts,
  findRelatedPosts,
  insertComment,
  insertCommentReport,
  type TCommentWithAuthor,
  type TPostWithCover,
} from './queries.ts';
import { commentText, readingMinutes } from './sanitize.ts';

/**
 * Blogs and news (decision 034): published posts in the reader's language when they have it, and comments held for
 * moderation until their author has an approved one.
 */

export interface TPostsDeps {
  db: TDatabase;
  now: () => Date;
}

export interface TReader {
  locale: TLocale;
  formatDate: (date: Date) => string;
  /** The logged-in account, if any. */
  userId: number | null;
}

/** Comments an account may send in COMMENT_WINDOW_MS (every process counts in PostgreSQL: the auth throttles' table). */
export const COMMENTS_PER_WINDOW = 5;
const COMMENT_WINDOW_MS = 10 * 60_000;
export const COMMENT_REPORTS_PER_WINDOW = 20;
const COMMENT_REPORT_WINDOW_MS = 3_600_000;

const versionIn = (post: TPostWithCover, language: TPostLanguage) =>
  language === 'ar'
    ? { title: post.title_ar, summary: post.summary_ar, body: post.body_ar }
    : { title: post.title_en, summary: post.summary_en, body: post.body_en };

/** The languages a post is written in (a title and a body). */
export function languagesOf(post: Pick<TPostWithCover, 'title_ar' | 'body_ar' | 'title_en' | 'body_en'>): TPostLanguage[] {
  return [...(post.title_ar && post.body_ar ? (['ar'] as const) : []), ...(post.title_en && post.body_en ? (['en'] as const) : [])];
}

/** The version a reader gets: theirs when the post has it, else the one it has. */
function chosenLanguage(post: TPostWithCover, locale: TLocale): TPostLanguage {
  const languages = languagesOf(post);
  return languages.includes(locale) ? locale : (languages[0] ?? locale);
}

function toCard(post: TPostWithCover, reader: Pick<TReader, 'locale' | 'formatDate'>): TPostCard & { body: string } {
  const language = chosenLanguage(post, reader.locale);
  const version = versionIn(post, language);
  const body = version.body ?? '';
  return {
    id: post.id,
    kind: post.kind,
    language,
    in_reader_language: language === reader.locale,
    languages: languagesOf(post),
    title: version.title ?? '',
    summary: version.summary,
    category: post.category,
    tags: post.tags,
    author_name: post.author_name,
    published_at: reader.formatDate(post.published_at!),
    updated_at: reader.formatDate(post.updated_at),
    reading_minutes: readingMinutes(body),
    cover_url: post.cover_key ? `/api/v1/public-files/${post.cover_key}` : null,
    is_example: post.is_example,
    body,
  };
}

const cardOnly = ({ body: _body, ...card }: TPostCard & { body: string }): TPostCard => card;

export async function listPosts(deps: TPostsDeps, reader: TReader, query: z.output<typeof ZPostsQuery>): Promise<TPostList> {
  const { rows, total, categories } = await findPublishedPosts(deps.db, { kind: query.kind, category: query.category, tag: query.tag, now: deps.now() }, query.page, query.per_page);
  return { items: rows.map((row) => cardOnly(toCard(row, reader))), total, page: query.page, per_page: query.per_page, categories };
}

export async function readPost(deps: TPostsDeps, reader: TReader, id: number): Promise<TPost> {
  const now = deps.now();
  const post = await findPublishedPost(deps.db, id, now);
  if (!post) throw notFound();
  const [related, commentsCount] = await Promise.all([findRelatedPosts(deps.db, post, now), countPublishedComments(deps.db, id)]);
  return { ...toCard(post, reader), related: related.map((row) => cardOnly(toCard(row, reader))), comments_count: commentsCount };
}

function toComment(row: TCommentWithAuthor, reader: Pick<TReader, 'locale' | 'formatDate' | 'userId'>): TComment {
  return {
    id: row.comment.id,
    post_id: row.comment.post_id,
    author_name: displayName(row.author, reader.locale),
    body: row.comment.body,
    status: row.comment.status,
    created_at: reader.formatDate(row.comment.created_at),
    is_mine: reader.userId === row.comment.author_id,
  };
}

export async function listComments(deps: TPostsDeps, reader: TReader, postId: number, page: number): Promise<TCommentList> {
  if (!(await findPublishedPost(deps.db, postId, deps.now()))) throw notFound();
  const { rows, total } = await findComments(deps.db, postId, reader.userId, page, COMMENTS_PAGE_SIZE);
  return { items: rows.map((row) => toComment(row, reader)), total, page, per_page: COMMENTS_PAGE_SIZE };
}

/** Counts one action of an account against its allowance; past it, takes the count back and refuses (429). */
async function throttle(db: TDatabase, key: string, allowance: number, windowMs: number, message: 'comments_throttled' | 'comment_reports_throttled') {
  const counted = await countGuess(db, [key], windowMs);
  if (counted.some((row) => row.failures > allowance)) {
    await Promise.all(counted.map((row) => uncountGuess(db, row)));
    throw new HttpError(429, message);
  }
}

/**
 * A comment on a published post: plain text; published at once when the author has an approved comment, else held.
 * With an Idempotency-Key a retry answers the comment the first request stored (decision 095); the comment is read
 * back inside the transaction that wrote it, so a stored comment is never answered 5xx.
 */
export async function addComment(deps: TPostsDeps, reader: TReader & { userId: number }, postId: number, input: { body: string }, idempotencyHeader?: string | string[]): Promise<TComment> {
  const keyed = keyedRequest(idempotencyHeader, reader, `comment:${postId}`, input);
  return keyedWrite(
    deps.db,
    keyed,
    async () => {
      if (!(await findPublishedPost(deps.db, postId, deps.now()))) throw notFound();
      const body = commentText(input.body);
      if (body.length < 2) throw new HttpError(422, 'validation_failed', { body: 'required' });
      await throttle(deps.db, `comment:account:${reader.userId}`, COMMENTS_PER_WINDOW, COMMENT_WINDOW_MS, 'comments_throttled');
      const row = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as TDatabase;
        const created = await insertComment(db, postId, reader.userId, body);
        await recordKeyedWrite(db, keyed, created.id);
        return findCommentWithAuthor(db, created.id);
      });
      if (!row) throw new Error('the comment just written was not found');
      return toComment(row, reader);
    },
    async (commentId) => {
      const row = await findCommentWithAuthor(deps.db, commentId);
      if (!row) throw notFound();
      return toComment(row, reader);
    },
  );
}

/** Deletes one of the reader's comments; another account's comment, like a missing one, answers 404. */
export async function removeOwnComment(deps: TPostsDeps, userId: number, commentId: number): Promise<{ id: number }> {
  if (!(await deleteOwnComment(deps.db, commentId, userId))) throw notFound();
  return { id: commentId };
}

/** Reports another account's published comment: one report per account and comment. */
export async function reportComment(deps: TPostsDeps, userId: number, commentId: number) {
  const row = await findCommentWithAuthor(deps.db, commentId);
  if (!row || row.comment.status !== 'published') throw notFound();
  if (row.comment.author_id === userId) throw new HttpError(409, 'comment_report_own');
  await throttle(deps.db, `comment-report:account:${userId}`, COMMENT_REPORTS_PER_WINDOW, COMMENT_REPORT_WINDOW_MS, 'comment_reports_throttled');
  const created = await insertCommentReport(deps.db, commentId, userId);
  return { comment_id: commentId, already_reported: !created };
}

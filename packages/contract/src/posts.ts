import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { COMMENT_BODY_MAX } from './values/posts.ts';

/**
 * Blogs and news (issue 15, decision 034): posts written by administrators in Arabic, English or both, and comments
 * on them by logged-in accounts, held for moderation until their author has an approved comment.
 */
export const POST_KINDS = ['blog', 'news'] as const;
export type TPostKind = (typeof POST_KINDS)[number];

/** The categories of posts: a fixed list, so that each has its name in both languages. */
export const POST_CATEGORIES = ['career_advice', 'cv_tips', 'interview_tips', 'labour_market', 'workplace', 'platform_news'] as const;
export type TPostCategory = (typeof POST_CATEGORIES)[number];

export const POST_LANGUAGES = ['ar', 'en'] as const;
export type TPostLanguage = (typeof POST_LANGUAGES)[number];

export const COMMENT_STATUSES = ['pending', 'published', 'rejected'] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];

export const POSTS_PAGE_SIZE = 9;
export const POSTS_PAGE_SIZE_MAX = 30;
export const COMMENTS_PAGE_SIZE = 30;
export const POST_TITLE_MAX = 200;
export const POST_SUMMARY_MAX = 500;
/** Rich text as sent (before sanitising). */
export const POST_BODY_MAX = 100_000;
export const POST_TAGS_MAX = 10;
/** Words read a minute, for the reading time. */
export const READING_WORDS_PER_MINUTE = 200;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /api/v1/posts: one kind, optionally one category, a page. */
export const ZPostsQuery = z.object({
  kind: z.enum(POST_KINDS),
  category: z.preprocess(blankToUndefined, z.enum(POST_CATEGORIES).optional()),
  tag: z.preprocess(blankToUndefined, z.string().trim().min(1).max(40).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'numeric' }).int().min(1, { message: 'min_value' }).max(1000, { message: 'max_value' }).default(1)),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ message: 'numeric' }).int().min(1, { message: 'min_value' }).max(POSTS_PAGE_SIZE_MAX, { message: 'max_value' }).default(POSTS_PAGE_SIZE),
  ),
});
export type TPostsQuery = z.input<typeof ZPostsQuery>;

export const ZPostParams = z.object({ id: ZIdParam });
export const ZCommentParams = z.object({ id: ZIdParam });
export const ZCommentsQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'numeric' }).int().min(1, { message: 'min_value' }).max(1000, { message: 'max_value' }).default(1)),
});

/** A post as lists show it, in the reader's language when it has that version (`language` says which it is). */
export const ZPostCard = z.object({
  id: z.number().int(),
  kind: z.enum(POST_KINDS),
  /** The language of the title, summary and body given. */
  language: z.enum(POST_LANGUAGES),
  /** false: the post has no version in the reader's language, this is the other one. */
  in_reader_language: z.boolean(),
  /** The languages the post is written in. */
  languages: z.array(z.enum(POST_LANGUAGES)),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.enum(POST_CATEGORIES),
  tags: z.array(z.string()),
  author_name: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
  reading_minutes: z.number().int(),
  /** Public path of the cover image, or null. */
  cover_url: z.string().nullable(),
  /** An example written for the demonstration (labour-market news that did not happen as told). */
  is_example: z.boolean(),
});
export type TPostCard = z.infer<typeof ZPostCard>;

export const ZPostList = z.object({
  items: z.array(ZPostCard),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The categories that have published posts of this kind, with their number. */
  categories: z.array(z.object({ category: z.enum(POST_CATEGORIES), count: z.number().int() })),
});
export type TPostList = z.infer<typeof ZPostList>;

/** One published post: its body (sanitised HTML), posts like it and its number of published comments. */
export const ZPost = ZPostCard.extend({
  body: z.string(),
  related: z.array(ZPostCard),
  comments_count: z.number().int(),
});
export type TPost = z.infer<typeof ZPost>;

/** A comment as readers see it: the author's display name only, never their email or phone. */
export const ZComment = z.object({
  id: z.number().int(),
  post_id: z.number().int(),
  author_name: z.string(),
  body: z.string(),
  status: z.enum(COMMENT_STATUSES),
  created_at: z.string(),
  /** The reader wrote it (they may delete it; pending ones are shown to them only). */
  is_mine: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

export const ZCommentList = z.object({
  items: z.array(ZComment),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TCommentList = z.infer<typeof ZCommentList>;

/** POST /api/v1/posts/:id/comments: plain text (HTML is kept as the characters typed, never as markup). */
export const ZCommentInput = z.object({ body: z.string().trim().min(2).max(COMMENT_BODY_MAX) }).strict();
export type TCommentInput = z.input<typeof ZCommentInput>;

export const ZCommentReportReceipt = z.object({ comment_id: z.number().int(), already_reported: z.boolean() });

const optionalText = (max: number) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(max).nullable());
/** A publish date: ISO 8601 with an offset, or a Riyadh wall time as a form sends it (`2026-11-22T09:00`). */
const ZPublishAt = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, { message: 'valid' })
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), { message: 'valid' });

/** POST/PUT /api/admin/posts[/{id}]: a language's title and body go together; the body is sanitised by the API. */
export const ZAdminPostInput = z.strictObject({
  kind: z.enum(POST_KINDS),
  category: z.enum(POST_CATEGORIES),
  title_ar: optionalText(POST_TITLE_MAX),
  title_en: optionalText(POST_TITLE_MAX),
  summary_ar: optionalText(POST_SUMMARY_MAX),
  summary_en: optionalText(POST_SUMMARY_MAX),
  body_ar: optionalText(POST_BODY_MAX),
  body_en: optionalText(POST_BODY_MAX),
  tags: z.array(z.string().trim().min(1).max(40)).max(POST_TAGS_MAX),
  author_name: z.string().trim().min(2).max(100),
  cover_file_id: z.number().int().positive().max(2_147_483_647, { message: 'valid' }).nullable(),
  is_example: z.boolean().default(false),
  published_at: ZPublishAt.nullable(),
});
export type TAdminPostInput = z.output<typeof ZAdminPostInput>;

import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import {
  ZComment,
  ZCommentInput,
  ZCommentList,
  ZCommentParams,
  ZCommentReportReceipt,
  ZCommentsQuery,
  ZPost,
  ZPostList,
  ZPostParams,
  ZPostsQuery,
} from '../posts.ts';

const tags = ['posts'] as const;

/**
 * Blogs and news (issue 15, decision 034): published posts for everyone, comments by logged-in accounts. Posts and
 * the moderation of comments are administered through the console's resources `posts` and `comments`. API module:
 * modules/posts.
 */
export const postsEndpoints = {
  posts: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/posts',
      access: 'public',
      query: ZPostsQuery,
      response: ZPostList,
      tags,
      summary: 'Published blog posts or news, the newest first, optionally of one category or tag (9 a page by default)',
      description:
        'Each post in the language of X-locale when it has that version, else in its other language (`in_reader_language` false). ' +
        'Posts scheduled for later are not shown until their publish date.',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/posts/:id',
      access: 'public',
      params: ZPostParams,
      response: ZPost,
      errors: [404],
      tags,
      summary: 'One published post with its body (sanitised HTML), up to 3 related posts and its number of comments',
    }),
  },
  postComments: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/posts/:id/comments',
      access: 'public',
      params: ZPostParams,
      query: ZCommentsQuery,
      response: ZCommentList,
      errors: [404],
      tags,
      summary: "A post's published comments, the oldest first, with the logged-in reader's own comments waiting for moderation",
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/posts/:id/comments',
      access: 'account',
      params: ZPostParams,
      body: ZCommentInput,
      response: ZComment,
      status: 201,
      errors: [404, 429],
      tags,
      summary: 'Comment on a published post (plain text): held for moderation until the author has an approved comment, then published at once',
      description: `Rate limited per account (429). Any HTML is kept as the characters typed and shown as text. ${idempotentWrite('the comment the first request stored, as it is now')}`,
    }),
  },
  comments: {
    delete: endpoint({
      method: 'DELETE',
      path: '/api/v1/comments/:id',
      access: 'account',
      params: ZCommentParams,
      response: ZCommentParams,
      errors: [404],
      tags,
      summary: 'Delete one of my comments (another account’s comment answers 404)',
    }),
    report: endpoint({
      method: 'POST',
      path: '/api/v1/comments/:id/report',
      access: 'account',
      params: ZCommentParams,
      response: ZCommentReportReceipt,
      status: 201,
      errors: [404, 409, 429],
      tags,
      summary: 'Report a published comment of another account to the administrators (a second report answers `already_reported`)',
    }),
  },
};

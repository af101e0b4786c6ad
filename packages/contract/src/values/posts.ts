/** The plain values of posts: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

export const COMMENT_BODY_MAX = 2000;

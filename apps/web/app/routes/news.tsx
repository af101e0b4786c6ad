import type { Route } from './+types/news';
import { PostsPage } from '../features/posts/posts-page.tsx';
import { postsLoader } from '../features/posts/posts.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** /news: published posts of kind `news` by category and page (decision 034). */
export const loader = (args: Route.LoaderArgs) => postsLoader(args, 'news');
export const meta = pageMeta('page.news', 'meta.news');

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <PostsPage page={loaderData} />;
}

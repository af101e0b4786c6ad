import type { Route } from './+types/blogs';
import { PostsPage } from '../features/posts/posts-page.tsx';
import { postsLoader } from '../features/posts/posts.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** /blogs: published posts of kind `blog` by category and page (decision 034). */
export const loader = (args: Route.LoaderArgs) => postsLoader(args, 'blog');
export const meta = pageMeta('page.blogs', 'meta.blogs');

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <PostsPage page={loaderData} />;
}

import type { Route } from './+types/blog';
import { PostPage } from '../features/posts/post-page.tsx';
import { postAction, postLoader, type TPostActionResult } from '../features/posts/posts.server.ts';
import { postMeta } from '../features/posts/meta.ts';

/** A published post of kind `blog` with its comments (decision 034). */
export const loader = (args: Route.LoaderArgs) => postLoader(args, 'blog');
export const action = (args: Route.ActionArgs) => postAction(args, 'blog');
export const meta: Route.MetaFunction = (args) => postMeta(args, args.loaderData ?? undefined);

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
  return <PostPage page={loaderData} result={actionData as TPostActionResult | undefined} />;
}

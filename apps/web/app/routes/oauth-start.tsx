import type { Route } from './+types/oauth-start';
import { isOAuthProvider, startOAuth } from '../features/oauth/oauth.server.ts';

/** GET /auth/{google|apple|facebook}: starts an external sign-in (decision record 010). No page of its own. */
export async function loader(args: Route.LoaderArgs) {
  const provider = args.params.provider;
  if (!isOAuthProvider(provider)) throw new Response('Not Found', { status: 404 });
  throw await startOAuth(args, provider);
}

export default function OAuthStart() {
  return null;
}

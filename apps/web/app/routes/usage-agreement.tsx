import { redirect } from 'react-router';
import type { Route } from './+types/usage-agreement';
import { finishOAuth, oauthFailure } from '../features/oauth/oauth.server.ts';
import { localeContext } from '../lib/context.ts';
import { withPrefix } from '../lib/locale-path.ts';

/**
 * /usage-agreement: Apple's return address. Apple answers with a cross-site form POST (response_mode=form_post:
 * code, state, id_token, and `user` on the first sign-in). React Router refuses cross-origin POSTs to page
 * routes (its action CSRF check), so this is a resource route: the OAuth state, checked against the httpOnly
 * flight cookie, is what stops forged posts (decision record 010). A GET shows the terms.
 */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(withPrefix(context.get(localeContext).prefix, '/terms-conditions'));
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const result = await finishOAuth(args, { code: field('code'), state: field('state'), error: field('error'), user: field('user') }, 'apple');
  if ('response' in result) return result.response;
  return oauthFailure(args, result);
}

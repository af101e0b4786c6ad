import { redirect } from 'react-router';
import { api, type TApiArgs } from '../../lib/api.server.ts';
import { localeContext, sessionContext, webContext } from '../../lib/context.ts';
import { clearSessionCookies } from '../../lib/cookies.server.ts';
import { flashHeader } from '../../lib/flash.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';

/** Logout: the API revokes the token (a failure there is ignored, SPEC §4), the cookies go, and home. */
export async function logoutAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const session = context.get(sessionContext);
  let message = translator(locale)('toast.success');
  if (session.token) {
    const result = await api(args).auth.logout();
    if (result.ok && result.message) message = result.message;
  }
  const headers = new Headers();
  for (const cookie of await clearSessionCookies(context.get(webContext).secureCookies)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await flashHeader({ kind: 'success', message }, context));
  // The refresh token would log the visitor straight back in: the session middleware must not see it now.
  session.setCookies.length = 0;
  return redirect(withPrefix(prefix, '/'), { headers });
}

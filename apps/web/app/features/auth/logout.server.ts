import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext } from '../../lib/context.ts';
import { endSession } from '../../lib/server/session.server.ts';
import { translator } from '../../i18n/index.ts';

/** Logout: the API revokes the token (a failure there is ignored, SPEC §4), the cookies go, and home. */
export async function logoutAction(args: TApiArgs) {
  const { context } = args;
  const { locale } = context.get(localeContext);
  const session = context.get(sessionContext);
  let message = translator(locale)('toast.success');
  if (session.token) {
    const result = await api(args).auth.logout();
    if (result.ok && result.message) message = result.message;
  }
  return endSession(context, message);
}

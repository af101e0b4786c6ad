import type { Route } from './+types/reset-password';
import { notAuth } from '../features/auth/guards.server.ts';
import { resetPasswordAction, resetPasswordLoader } from '../features/auth/reset-password.server.ts';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { privateLinkHeaders } from '../features/auth/verify-email.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.reset-password', 'meta.reset-password');

/** The reset token is in this page's address: it must never leave in a Referer header. */
export function headers() {
  return privateLinkHeaders;
}

export const loader = (args: Route.LoaderArgs) => resetPasswordLoader(args);
export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage page={loaderData} result={actionData} />;
}

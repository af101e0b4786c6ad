import type { Route } from './+types/forget-password';
import { notAuth } from '../features/auth/guards.server.ts';
import { forgotPasswordAction } from '../features/auth/forgot-password.server.ts';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.forget-password', 'meta.forget-password');

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage result={actionData} />;
}

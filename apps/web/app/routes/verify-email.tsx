import type { Route } from './+types/verify-email';
import { privateLinkHeaders, verifyEmailAction, verifyEmailLoader } from '../features/auth/verify-email.server.ts';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.verify-email');

export function headers() {
  return privateLinkHeaders;
}

export const loader = (args: Route.LoaderArgs) => verifyEmailLoader(args);
export const action = (args: Route.ActionArgs) => verifyEmailAction(args);

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return <VerifyEmailPage page={loaderData} result={actionData} />;
}

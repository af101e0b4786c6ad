import type { Route } from './+types/otp-code';
import { isAuth } from '../features/auth/guards.server.ts';
import { otpCodeAction, otpCodeLoader } from '../features/auth/otp-code.server.ts';
import { OtpCodePage } from '../features/auth/otp-code-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [isAuth];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.otp-code');

export const loader = (args: Route.LoaderArgs) => otpCodeLoader(args);
export const action = (args: Route.ActionArgs) => otpCodeAction(args);

export default function OtpCode({ loaderData, actionData }: Route.ComponentProps) {
  return <OtpCodePage page={loaderData} result={actionData} />;
}

import type { Route } from './+types/register';
import { notAuth } from '../features/auth/guards.server.ts';
import { registerAction, registerPage } from '../features/auth/register.server.ts';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { OAuthButtons } from '../features/oauth/buttons.tsx';
import { configuredProviders } from '../features/oauth/oauth.server.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.register', 'meta.register');

export async function loader(args: Route.LoaderArgs) {
  return { ...registerPage(args.url), providers: await configuredProviders(args) };
}

export const action = (args: Route.ActionArgs) => registerAction(args);

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage page={loaderData} result={actionData} externalSignIn={<OAuthButtons providers={loaderData.providers} />} />;
}

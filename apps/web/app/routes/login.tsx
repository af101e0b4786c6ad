import { data } from 'react-router';
import type { Route } from './+types/login';
import { notAuth } from '../features/auth/guards.server.ts';
import { logInWithForm, loginPage } from '../features/auth/login.server.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { OAuthButtons } from '../features/oauth/buttons.tsx';
import { OAuthCompleteForm } from '../features/oauth/complete-form.tsx';
import { completeOAuth, isProviderReturn, loginPageOAuth } from '../features/oauth/login.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** Guest-only, except for a provider's return, which may be a logged-in person linking a sign-in method. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => (isProviderReturn(args.url) ? next() : notAuth(args, next))];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.login');

/** The login form and external sign-in: /login is also the return address of Google and Facebook (see features/oauth). */
export async function loader(args: Route.LoaderArgs) {
  const oauth = await loginPageOAuth(args);
  return data({ ...loginPage(args.url), ...oauth.data }, { status: oauth.status, headers: oauth.headers });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  return form.get('intent') === 'oauth-complete' ? completeOAuth(args, form) : logInWithForm(args, form);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, providers, redirect } = loaderData;
  return (
    <LoginPage
      page={loaderData}
      result={actionData}
      externalSignIn={<OAuthButtons providers={providers} redirect={redirect} />}
      replacement={pending && <OAuthCompleteForm pending={pending} actionData={actionData} />}
    />
  );
}

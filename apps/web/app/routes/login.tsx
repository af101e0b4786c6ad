import { data } from 'react-router';
import type { Route } from './+types/login';
import { notAuth } from '../features/auth/guards.server.ts';
import { logInWithForm, loginPage } from '../features/auth/login.server.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { SecondStepForm } from '../features/auth/second-step-form.tsx';
import { completeSecondStepWithForm, secondStepPage } from '../features/auth/second-step.server.ts';
import { secondStepWithPasskeyForm, signInWithPasskeyForm } from '../features/auth/passkeys.server.ts';
import { OAuthButtons } from '../features/oauth/buttons.tsx';
import { OAuthCompleteForm } from '../features/oauth/complete-form.tsx';
import { completeOAuth, isProviderReturn, loginPageOAuth } from '../features/oauth/login.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** Guest-only, except for a provider's return, which may be a logged-in person linking a sign-in method. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => (isProviderReturn(args.url) ? next() : notAuth(args, next))];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.login', 'meta.login');

/** The login form and its passkey button (decision 165), its second step's form (`?step=code`, decision 160: a passkey or a code) and external sign-in: /login is also the return address of Google and Facebook (see features/oauth). */
export async function loader(args: Route.LoaderArgs) {
  const oauth = await loginPageOAuth(args);
  return data({ ...loginPage(args.url), ...oauth.data, secondStep: await secondStepPage(args) }, { status: oauth.status, headers: oauth.headers });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'second-step') return completeSecondStepWithForm(args, form);
  // Passkeys (decision 165): a sign-in by a passkey alone, or the second step given by one.
  if (intent === 'passkey') return signInWithPasskeyForm(args, form);
  if (intent === 'second-step-passkey') return secondStepWithPasskeyForm(args, form);
  return intent === 'oauth-complete' ? completeOAuth(args, form) : logInWithForm(args, form);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, providers, redirect, secondStep } = loaderData;
  return (
    <LoginPage
      page={loaderData}
      result={actionData}
      externalSignIn={<OAuthButtons providers={providers} redirect={redirect} />}
      replacement={secondStep ? <SecondStepForm methods={secondStep} result={actionData} /> : pending && <OAuthCompleteForm pending={pending} actionData={actionData} />}
    />
  );
}

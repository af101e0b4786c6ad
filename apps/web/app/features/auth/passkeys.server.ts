import { data } from 'react-router';
import { API, type TPasskeyCredential } from '@tawzeef/contract';
import { translator } from '../../i18n/index.ts';
import { localeContext, webContext, type TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { expireSecondStep, readSecondStep } from './second-step-flight.server.ts';
import { startSession } from '../../lib/server/session.server.ts';

/**
 * The pages' side of passkeys (decision 165). The browser asks `/passkey-options` (a resource route) for the options
 * of a ceremony, then posts the device's answer to the page's own action as the field `credential` (JSON): /login
 * signs in with it (alone or as the second step), /account-security adds it; the step-up form (decision 169) posts it
 * as `step_up_passkey` to the page it interrupted.
 */
export async function passkeyOptions(args: TApiArgs): Promise<Response> {
  const t = translator(args.context.get(localeContext).locale);
  const intent = text(await args.request.formData(), 'intent');
  let result;
  if (intent === 'register') result = await api(args).passkeys.registerOptions();
  else if (intent === 'step-up') result = await api(args).secondStep.stepUpPasskeyOptions();
  else if (intent === 'sign-in') result = await api(args, { token: null }).passkeys.signInOptions({ body: {} });
  else if (intent === 'second-step') {
    const flight = await readSecondStep(args.request);
    if (!flight) return Response.json({ message: t('auth.secondStep.expired') }, { status: 401 });
    result = await api(args, { token: null }).passkeys.signInOptions({ body: { challenge: flight.challenge } });
  } else return Response.json({ message: t('errors.generic') }, { status: 400 });
  if (!result.ok || !result.data) return Response.json({ message: result.message || t('errors.generic') }, { status: result.status >= 400 ? result.status : 503 });
  return Response.json({ options: result.data }, { headers: { 'Cache-Control': 'no-store' } });
}

/** The `credential` field as the device answered it; null when it is not JSON (the API checks the rest). */
export function credentialOf(form: FormData): TPasskeyCredential | null {
  try {
    const value: unknown = JSON.parse(text(form, 'credential'));
    return value && typeof value === 'object' ? (value as TPasskeyCredential) : null;
  } catch {
    return null;
  }
}

const refused = (args: TApiArgs) => data<TActionResult>({ ok: false, message: translator(args.context.get(localeContext).locale)('auth.passkey.failed') }, { status: 400 });

/** POST /login intent=passkey: a sign-in by a passkey alone. */
export async function signInWithPasskeyForm(args: TApiArgs, form: FormData) {
  const credential = credentialOf(form);
  if (!credential) return refused(args);
  const result = await submitToApi(args, API.passkeys.signIn, { credential, remember: true });
  if (!result.ok) return result.response;
  return startSession(args, result.data, result.message, undefined, { persistent: true, redirectTo: text(form, 'redirect') });
}

/** POST /login?step=code intent=second-step-passkey: the waiting sign-in's second step given by a passkey. */
export async function secondStepWithPasskeyForm(args: TApiArgs, form: FormData) {
  const flight = await readSecondStep(args.request);
  if (!flight) return data<TActionResult>({ ok: false, message: translator(args.context.get(localeContext).locale)('auth.secondStep.expired') }, { status: 401 });
  const credential = credentialOf(form);
  if (!credential) return refused(args);
  const result = await submitToApi(args, API.passkeys.secondStep, { challenge: flight.challenge, credential });
  if (!result.ok) return result.response;
  const response = await startSession(args, result.data, result.message, undefined, { persistent: flight.persistent, redirectTo: flight.redirect, strategy: flight.strategy });
  response.headers.append('Set-Cookie', await expireSecondStep(args.context.get(webContext).secureCookies));
  return response;
}

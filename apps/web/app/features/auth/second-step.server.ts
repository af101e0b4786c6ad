import { data } from 'react-router';
import { API } from '@tawzeef/contract';
import { translator } from '../../i18n/index.ts';
import { localeContext, webContext, type TActionResult } from '../../lib/context.ts';
import { text } from '../../lib/form-data.ts';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { expireSecondStep, readSecondStep, SECOND_STEP_QUERY, type TSecondStepFlight } from './second-step-flight.server.ts';
import { startSession } from '../../lib/server/session.server.ts';

/**
 * What /login's second step offers (a passkey, a code), or null when it shows no second step: it is asked for
 * (`?step=code`) and a sign-in is waiting for it.
 */
export async function secondStepPage(args: { request: Request; url: URL }): Promise<TSecondStepMethods | null> {
  if (!args.url.search.includes(SECOND_STEP_QUERY)) return null;
  const flight = await readSecondStep(args.request);
  return flight ? (flight.methods ?? ['totp', 'recovery_code']) : null;
}
export type TSecondStepMethods = NonNullable<TSecondStepFlight['methods']>;

/** POST /login intent=second-step: the waiting sign-in's challenge and the code typed give the session. */
export async function completeSecondStepWithForm(args: TApiArgs, form: FormData) {
  const flight = await readSecondStep(args.request);
  if (!flight) {
    const message = translator(args.context.get(localeContext).locale)('auth.secondStep.expired');
    return data<TActionResult>({ ok: false, message }, { status: 401 });
  }
  const result = await submitToApi(args, API.secondStep.complete, { challenge: flight.challenge, code: text(form, 'code') });
  if (!result.ok) return result.response;
  const response = await startSession(args, result.data, result.message, undefined, { persistent: flight.persistent, redirectTo: flight.redirect, strategy: flight.strategy });
  response.headers.append('Set-Cookie', await expireSecondStep(args.context.get(webContext).secureCookies));
  return response;
}

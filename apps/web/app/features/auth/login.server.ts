import { API } from '@tawzeef/contract';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { askSecondStep } from './second-step-flight.server.ts';
import { startSession } from '../../lib/server/session.server.ts';
import { loginInput } from './forms.ts';

/** `?redirect=/path` (e.g. from a shared link) is carried through the form; the action checks it is safe. */
export function loginPage(url: URL) {
  return { redirect: url.searchParams.get('redirect') ?? '' };
}

/** Logs in with the form's login and password, then off to the remembered page (or the account's landing: `landingAfterLogin`). */
export async function logInWithForm(args: TApiArgs, form: FormData) {
  const input = loginInput(form);
  const result = await submitToApi(args, API.auth.login, input);
  if (!result.ok) return result.response;
  const options = { persistent: input.remember === true, redirectTo: text(form, 'redirect') };
  if ('second_step' in result.data) return askSecondStep(args, result.data, { persistent: options.persistent, redirect: options.redirectTo, strategy: 'local' });
  return startSession(args, result.data, result.message, undefined, options);
}

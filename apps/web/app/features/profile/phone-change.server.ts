import { data } from 'react-router';
import { API, type TPhoneChange } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import type { TActionResult } from '../../lib/context.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';

/** The intents of the new phone number's box (decision 046), on the seeker's contact page and the company account page. */
export const PHONE_CHANGE_INTENTS = ['phone-confirm', 'phone-resend', 'phone-cancel'] as const;
export type TPhoneChangeIntent = (typeof PHONE_CHANGE_INTENTS)[number];

export const isPhoneChangeIntent = (intent: string): intent is TPhoneChangeIntent => (PHONE_CHANGE_INTENTS as readonly string[]).includes(intent);

/** What a phone-change form answers: which of them it was (its result shows in the box only). */
export type TPhoneChangeResult = TActionResult & { intent?: string };

/** The new number waiting for its code, if any; none when the API cannot say (the page still shows the form). */
export async function loadPhoneChange(args: TApiArgs): Promise<TPhoneChange> {
  const result = await api(args).profile.phoneChange();
  return result.ok && result.data ? result.data : { phone: null, resend_in: 0 };
}

/** Confirms the code, sends another one, or drops the change; the API's message becomes the toast. */
export async function phoneChangeAction(args: TApiArgs, form: FormData, intent: TPhoneChangeIntent) {
  if (intent === 'phone-confirm') {
    const result = await submitToApi(args, API.profile.confirmPhoneChange, { code: text(form, 'code') }, { extra: { intent } });
    if (!result.ok) return result.response;
    return data<TPhoneChangeResult>({ ok: true, message: result.message, intent });
  }
  const client = api(args).profile;
  const result = intent === 'phone-resend' ? await client.resendPhoneChange() : await client.cancelPhoneChange();
  return data<TPhoneChangeResult>({ ok: result.ok, message: result.message, intent, errors: result.errors }, { status: result.ok ? 200 : result.status });
}

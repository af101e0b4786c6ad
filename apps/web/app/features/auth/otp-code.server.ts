import { data, redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { codeInput } from './forms.ts';

/** What the phone code page answers: `sent` once a code went out (the code form then leads). */
export type TOtpResult = TActionResult & { sent?: boolean };

/** The account's phone, and whether it is already confirmed. */
export async function otpCodeLoader(args: TApiArgs) {
  const profile = await api(args).profile.get();
  return { phone: profile.data?.phone ?? '', verified: Boolean(profile.data?.phone_verified_at) };
}

/** intent=send asks for a code (cooldown and caps on the API); otherwise the code is checked. */
export async function otpCodeAction(args: TApiArgs) {
  const form = await args.request.formData();
  if (text(form, 'intent') === 'send') {
    const sent = await api(args).verification.sendPhoneCode();
    return data<TOtpResult>({ ok: sent.ok, message: sent.message, sent: sent.ok }, { status: sent.ok ? 200 : sent.status });
  }
  const result = await submitToApi(args, API.verification.verifyPhone, codeInput(form), { extra: { sent: true } });
  if (!result.ok) return result.response;
  const { prefix } = args.context.get(localeContext);
  const next = args.context.get(sessionContext).user?.type === 'COMPANY' ? '/company-profile' : '/profile';
  throw redirect(withPrefix(prefix, next), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

import { data, redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { forgotInput } from './forms.ts';

/** By email: a link arrives. By phone: the code is entered on the reset page. The answer never says whether the account exists. */
export async function forgotPasswordAction(args: TApiArgs) {
  const input = forgotInput(await args.request.formData());
  const result = await submitToApi(args, API.auth.forgotPassword, input);
  if (!result.ok) return result.response;
  if (result.data.channel === 'sms') {
    const { prefix } = args.context.get(localeContext);
    throw redirect(`${withPrefix(prefix, '/reset-password')}?phone=${encodeURIComponent(input.login.trim())}`);
  }
  return data({ ok: true, message: result.message, sent: true });
}

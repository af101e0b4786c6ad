import { redirect } from 'react-router';
import { API } from '@tawzeef/contract';
import type { TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { submitToApi } from '../../lib/server/forms.server.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { resetInput } from './forms.ts';

/** The reset link's token (or, after an SMS, the phone) comes in the address. */
export function resetPasswordLoader({ url }: { url: URL }) {
  return { token: url.searchParams.get('token') ?? '', phone: url.searchParams.get('phone') ?? '' };
}

/** A new password; every session ends, so it is back to the login page with a toast. */
export async function resetPasswordAction(args: TApiArgs) {
  const result = await submitToApi(args, API.auth.resetPassword, resetInput(await args.request.formData()));
  if (!result.ok) return result.response;
  const { prefix } = args.context.get(localeContext);
  throw redirect(withPrefix(prefix, '/login'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

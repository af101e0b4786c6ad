import { data, redirect } from 'react-router';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, type TActionResult } from '../../lib/context.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { text } from '../../lib/form-data.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { landingAfterLogin } from '../../lib/server/session.server.ts';

/** The confirmation link's token is in the page's address: it must never leave in a Referer header. */
export const privateLinkHeaders = { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };

export function verifyEmailLoader({ url }: { url: URL }) {
  return { token: url.searchParams.get('token') ?? '' };
}

/**
 * Confirming is a button, not the page load: mail scanners that open links must not use the link up.
 * The same page sends a new link to a logged-in person (intent=resend).
 */
export async function verifyEmailAction(args: TApiArgs) {
  const form = await args.request.formData();
  const { prefix } = args.context.get(localeContext);
  if (text(form, 'intent') === 'resend') {
    const sent = await api(args).verification.sendEmailLink();
    return data<TActionResult>({ ok: sent.ok, message: sent.message }, { status: sent.ok ? 200 : sent.status });
  }
  const result = await api(args).verification.verifyEmail({ body: { token: text(form, 'token') } });
  if (!result.ok || !result.data) return data<TActionResult>({ ok: false, message: result.message }, { status: result.status });
  // The confirmed account lands where its login would: a company on its dashboard, a job seeker on the home page.
  throw redirect(withPrefix(prefix, landingAfterLogin(result.data.type)), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

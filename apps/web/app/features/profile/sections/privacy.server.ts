import { data, redirect, type MiddlewareFunction } from 'react-router';
import { ZDeleteAccount, ZVisibility, formatTimezoneHeader, parseTimezoneOffset } from '@tawzeef/contract';
import type { TApiArgs } from '../../../lib/api.server.ts';
import { localeContext, sessionContext, webContext } from '../../../lib/context.ts';
import { TIMEZONE_COOKIE, clearSessionCookies, readRawCookie } from '../../../lib/cookies.server.ts';
import { flashHeader } from '../../../lib/flash.server.ts';
import { submitToApi } from '../../../lib/forms.server.ts';
import { text } from '../../../lib/form-data.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { translator } from '../../../i18n/index.ts';
import { deleteAccountInput, visibilityInput } from './forms.ts';
import type { TSectionResult } from './section-form.tsx';

export const PRIVACY_INTENTS = ['visibility', 'export', 'delete'] as const;

/**
 * GET /api/v1/user/export as the caller, keeping the API's JSON as it is (callApi keeps only an envelope's
 * `data`, and the export is no envelope). Null when the API refuses or cannot be reached.
 */
async function fetchExport({ request, context }: TApiArgs): Promise<unknown> {
  const web = context.get(webContext);
  const { token } = context.get(sessionContext);
  if (!token) return null;
  const offset = parseTimezoneOffset(readRawCookie(request.headers.get('Cookie'), TIMEZONE_COOKIE));
  try {
    const response = await web.api.request({
      method: 'GET',
      path: '/api/v1/user/export',
      headers: { accept: 'application/json', 'x-locale': context.get(localeContext).locale, timezone: formatTimezoneHeader(offset ?? 180), authorization: `Bearer ${token}` },
      remoteAddress: web.clientIp,
    });
    return response.status === 200 ? response.body : null;
  } catch (error) {
    console.error('Export failed', error);
    return null;
  }
}

/**
 * "Download my data": a plain form post (no client-side navigation) with intent=export is answered here,
 * before the action, with the JSON as an attachment: an action's Response would become page data instead.
 * If the API fails, the action answers with a message.
 */
export const downloadMyData: MiddlewareFunction<Response> = async (args, next) => {
  const { request } = args;
  if (request.method !== 'POST') return next();
  const form = await request.clone().formData();
  if (form.get('intent') !== 'export') return next();
  const exported = await fetchExport(args);
  if (exported === null) return next();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="tawzeef-my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};

/** The privacy page's forms: visibility (PUT), export (answered by the middleware), account deletion (DELETE, then logged out). */
export async function privacyAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');

  if (intent === 'visibility') {
    const result = await submitToApi<null, typeof ZVisibility>(args, ZVisibility, visibilityInput(form), '/api/v1/user/profile/visibility', { intent }, 'PUT');
    if (!result.ok) return result.response;
    return data<TSectionResult>({ ok: true, message: result.message, intent });
  }

  if (intent === 'delete') {
    const result = await submitToApi<null, typeof ZDeleteAccount>(args, ZDeleteAccount, deleteAccountInput(form), '/api/v1/user/account', { intent }, 'DELETE');
    if (!result.ok) return result.response;
    const web = context.get(webContext);
    const headers = new Headers();
    for (const cookie of await clearSessionCookies(web.secureCookies)) headers.append('Set-Cookie', cookie);
    headers.append('Set-Cookie', await flashHeader({ kind: 'success', message: result.message || t('toast.success') }, context));
    // As at logout: a renewed token must not be written back by the session middleware.
    context.get(sessionContext).setCookies.length = 0;
    return redirect(withPrefix(prefix, '/'), { headers });
  }

  if (intent === 'export') {
    return data<TSectionResult>({ ok: false, message: t('profile.privacy.export.failed'), intent }, { status: 503 });
  }
  return data<TSectionResult>({ ok: false, message: t('errors.generic') }, { status: 400 });
}

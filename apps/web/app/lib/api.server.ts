import type { RouterContextProvider } from 'react-router';
import { formatTimezoneHeader, parseTimezoneOffset, type TFieldErrors } from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from './context.ts';
import { TIMEZONE_COOKIE, readRawCookie } from './cookies.server.ts';
import { translator } from '../i18n/index.ts';

export interface TApiResult<T> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: TFieldErrors;
}

export interface TApiArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * Calls the API as any client would (SPEC §7): X-locale, Timezone and the session's Bearer token.
 * A failure is a value (status, message, field errors), never a thrown error.
 */
export async function callApi<T>(
  { request, context }: TApiArgs,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: { token?: string | null } = {},
): Promise<TApiResult<T>> {
  const web = context.get(webContext);
  const { locale } = context.get(localeContext);
  const token = options.token === undefined ? context.get(sessionContext).token : options.token;
  const offset = parseTimezoneOffset(readRawCookie(request.headers.get('Cookie'), TIMEZONE_COOKIE));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': locale,
    timezone: formatTimezoneHeader(offset ?? 180),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  let rawBody: Buffer | undefined;
  if (body instanceof FormData) {
    // Multipart (file uploads): let the platform encode it, boundary included.
    const encoded = new Request('http://local/', { method: 'POST', body });
    rawBody = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  try {
    const response = await web.api.request({ method, path, headers, ...(rawBody ? { rawBody } : { body }), remoteAddress: web.clientIp });
    const payload = (response.body ?? {}) as { message?: string; data?: T; errors?: TFieldErrors };
    return {
      ok: response.status >= 200 && response.status < 300,
      status: response.status,
      message: payload.message ?? '',
      data: payload.data,
      errors: payload.errors,
    };
  } catch (error) {
    console.error('API request failed', method, path, error);
    return { ok: false, status: 503, message: translator(locale)('errors.apiUnavailable') };
  }
}

import type { RouterContextProvider } from 'react-router';
import {
  API,
  endpointPath,
  endpointQuery,
  formatTimezoneHeader,
  parseTimezoneOffset,
  type TApi,
  type TEndpointData,
  type TEndpointDef,
  type TEndpointInput,
  type TFieldErrors,
} from '@tawzeef/contract';
import { localeContext, sessionContext, webContext } from '../context.ts';
import { TIMEZONE_COOKIE, readRawCookie } from './cookies.server.ts';
import { translator } from '../../i18n/index.ts';
import { askForStep, type TStepUpMethods } from '../../features/account-security/step-up.server.ts';

export interface TApiResult<T> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: TFieldErrors;
}

export interface TApiArgs {
  /** The request as it came (a client navigation's ends in `.data`, decision 074): read its headers, not its address. */
  request: Request;
  /** The page's address (React Router's, without `.data` and its own parameters): what a loader reads. */
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export interface TCallOptions {
  /** Another token than the session's (null: call as a visitor). */
  token?: string | null;
  /** The form's own Idempotency-Key (decision 093): a double click or a retry after an error page writes once. */
  idempotencyKey?: string;
}

/** The headers every call sends, as any client would (SPEC §7): X-locale, Timezone and the Bearer token. */
export function clientHeaders({ request, context }: TApiArgs, options: TCallOptions): Record<string, string> {
  const { locale } = context.get(localeContext);
  const token = options.token === undefined ? context.get(sessionContext).token : options.token;
  const offset = parseTimezoneOffset(readRawCookie(request.headers.get('Cookie'), TIMEZONE_COOKIE));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': locale,
    timezone: formatTimezoneHeader(offset ?? 180),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  return headers;
}

/**
 * Calls a declared endpoint (path, params, query and body typed by its declaration). A failure is a value (status,
 * message, field errors), never a thrown error.
 */
export async function callEndpoint<E extends TEndpointDef>(
  args: TApiArgs,
  definition: E,
  input: TEndpointInput<E> | undefined,
  options: TCallOptions = {},
): Promise<TApiResult<TEndpointData<E>>> {
  const { context } = args;
  const web = context.get(webContext);
  const { locale } = context.get(localeContext);
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const path = endpointPath(definition, params) + endpointQuery(query);
  const headers = clientHeaders(args, options);
  let rawBody: Buffer | undefined;
  if (body instanceof FormData) {
    // Multipart (file uploads): let the platform encode it, boundary included.
    const encoded = new Request('http://local/', { method: 'POST', body });
    rawBody = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  let response: Awaited<ReturnType<typeof web.api.request>>;
  try {
    response = await web.api.request({ method: definition.method, path, headers, ...(rawBody ? { rawBody } : { body }), remoteAddress: web.clientIp });
  } catch (error) {
    console.error('API request failed', definition.method, path, error);
    return { ok: false, status: 503, message: translator(locale)('errors.apiUnavailable') };
  }
  const payload = (response.body ?? {}) as { message?: string; data?: TEndpointData<E>; errors?: TFieldErrors; reason?: string };
  // An action's change that needs the second step again (decision 166): the page asks for it, then runs the action again.
  if (response.status === 403 && payload.reason === 'step_up_required' && args.request.method === 'POST') await askForStep(args, await stepUpMethods(args));
  return {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    message: payload.message ?? '',
    data: payload.data,
    errors: payload.errors,
  };
}

/**
 * How this account can give the step again (decision 169): a code when its app is on, a passkey when it has one. Asked
 * only when the step-up form is shown; when the API cannot say, both are offered (the API checks whichever is used).
 */
export async function stepUpMethods(args: TApiArgs): Promise<TStepUpMethods> {
  const [status, passkeys] = await Promise.all([callEndpoint(args, API.secondStep.status, undefined), callEndpoint(args, API.passkeys.list, undefined)]);
  if (!status.ok || !passkeys.ok) return { code: true, passkey: true };
  return { code: status.data?.state === 'on', passkey: (passkeys.data?.length ?? 0) > 0 };
}

type TCall<E extends TEndpointDef> = object extends TEndpointInput<E>
  ? (input?: TEndpointInput<E>) => Promise<TApiResult<TEndpointData<E>>>
  : (input: TEndpointInput<E>) => Promise<TApiResult<TEndpointData<E>>>;

/** The API as typed calls: `api(args).jobs.get({ params: { id } })`; a wrong name, parameter or body is a type error. */
export type TApiClient = { [G in keyof TApi]: { [N in keyof TApi[G]]: TApi[G][N] extends TEndpointDef ? TCall<TApi[G][N]> : never } };

/**
 * The API's typed calls for one request (`TApiClient`). A group's calls are made when the page first names the group
 * (a page names two or three of some forty).
 */
export function api(args: TApiArgs, options: TCallOptions = {}): TApiClient {
  const groups = new Map<string, Record<string, unknown>>();
  const groupOf = (groupName: string) => {
    let calls = groups.get(groupName);
    if (!calls) {
      calls = {};
      for (const [name, definition] of Object.entries(API[groupName as keyof TApi])) {
        calls[name] = (input?: unknown) => callEndpoint(args, definition as TEndpointDef, input as never, options);
      }
      groups.set(groupName, calls);
    }
    return calls;
  };
  return new Proxy({} as TApiClient, {
    get: (_target, groupName) => (typeof groupName === 'string' && Object.hasOwn(API, groupName) ? groupOf(groupName) : undefined),
  });
}

/** The endpoints answered with a file's bytes. */
export type TFileEndpoint = TEndpointDef & { method: 'GET'; response: { raw: 'file' } };

/** The path of a file endpoint, for the web's own file routes (the browser holds no token). */
export function fileEndpointPath<E extends TFileEndpoint>(definition: E, input: TEndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return `${endpointPath(definition, params)}${endpointQuery(query)}`;
}

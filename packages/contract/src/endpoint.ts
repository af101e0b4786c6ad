import type { z } from 'zod';
import type { TUserType } from './auth.ts';

/**
 * One HTTP endpoint, declared once (decision 018): the API registers its route from this declaration (validation,
 * OpenAPI and the answer's type), and the web calls it through the client typed by it. Nobody writes the path twice.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any logged-in account, or only these account types. */
export type TAccess = 'public' | 'account' | readonly TUserType[];

/** An answer that is not the JSON envelope: the bytes of a file, a JSON document as it is, an HTML page, a redirect. */
export interface TRawAnswer {
  raw: 'file' | 'json' | 'html' | 'redirect';
  /** What OpenAPI says of it. */
  description: string;
  /** The content types a file may have. */
  contentTypes?: readonly string[];
}

export interface TEndpointDef {
  method: THttpMethod;
  /** The whole path under the site, with `:name` for path parameters (`/api/v1/jobs/:id`). */
  path: `/api/${string}`;
  access: TAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data (uploads); the web sends FormData. */
  multipart?: true;
  /** The schema of `data` in the success envelope, or a raw answer. */
  response: z.ZodType | TRawAnswer;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204 | 302 | 303;
  /** Failure statuses besides the ones the declaration implies (401/403 for protected, 422 for input). */
  errors?: readonly number[];
  /**
   * What it changes cannot be undone: an account with a second step may be refused 403 with `reason: step_up_required`
   * (decision 166), which the 403's schema then documents. (The API decides when: `requireRecentSecondStep`.)
   */
  stepUp?: true;
  tags: readonly string[];
  summary: string;
  description?: string;
}

/** Declares an endpoint, keeping its literal types (the path, the schemas) for the API and the web client. */
export function endpoint<const D extends TEndpointDef>(definition: D): D {
  return definition;
}

export function isRawAnswer(response: TEndpointDef['response']): response is TRawAnswer {
  return typeof (response as TRawAnswer).raw === 'string';
}

/** The names of a path's parameters: '/api/v1/jobs/:id/similar' → 'id'. */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type TQueryValue<V> = V extends readonly (infer I)[] ? ReadonlyArray<I | string> | I | string : V | string;

/** What a caller passes in a query string: the schema's keys, each as its value or as text, all optional. */
export type TQueryInput<Q extends z.ZodType> = { [K in keyof z.output<Q>]?: TQueryValue<NonNullable<z.output<Q>[K]>> | null };

/** Path parameters: every name of the path, each narrowed by the params schema where it says more (an enum). */
type TParamsInput<E extends TEndpointDef> = Record<TPathParamNames<E['path']>, string | number> &
  (E['params'] extends z.ZodType ? { [K in keyof z.input<E['params']>]?: unknown extends z.input<E['params']>[K] ? unknown : z.input<E['params']>[K] } : unknown);
type TParamsPart<E extends TEndpointDef> = [TPathParamNames<E['path']>] extends [never] ? { params?: never } : { params: TParamsInput<E> };
type TQueryPart<E extends TEndpointDef> = E['query'] extends z.ZodType ? { query?: TQueryInput<E['query']> } : { query?: never };
type TBodyPart<E extends TEndpointDef> = E['body'] extends z.ZodType
  ? { body: E['multipart'] extends true ? FormData : z.input<E['body']> }
  : { body?: never };

/** What a client passes to call the endpoint: path parameters, query and body, each only when the endpoint has it. */
export type TEndpointInput<E extends TEndpointDef> = TParamsPart<E> & TQueryPart<E> & TBodyPart<E>;

/** The `data` a successful call answers with (never for raw answers). */
export type TEndpointData<E extends TEndpointDef> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** The success `data` as the API's handler may give it (before the response schema serialises it). */
export type TEndpointDataIn<E extends TEndpointDef> = E['response'] extends z.ZodType ? z.input<E['response']> : never;

/** A group of endpoints of one feature (`API.jobs`). */
export type TEndpointGroup = Readonly<Record<string, TEndpointDef>>;

/** The path of an endpoint with its parameters filled in (each encoded). */
export function endpointPath(definition: Pick<TEndpointDef, 'path'>, params: Record<string, string | number> = {}): string {
  return definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name} of ${definition.path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a query input: empty values left out, arrays repeated (`?city_id=1&city_id=2`). */
export function endpointQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

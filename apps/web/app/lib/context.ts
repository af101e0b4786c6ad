import { createContext } from 'react-router';
import type { TFieldErrors, TLocale, TSimpleProfile } from '@tawzeef/contract';

/** How the web server reaches the API: in-process (one Node process) or over HTTP (API_ORIGIN). */
export interface TApiTransport {
  request(input: {
    method: string;
    path: string;
    headers: Record<string, string>;
    /** JSON, or an already encoded body (multipart uploads) with its content type in `headers`. */
    body?: unknown;
    rawBody?: Buffer;
    remoteAddress: string;
  }): Promise<{ status: number; body: unknown }>;
  /** A GET answered with bytes (file downloads), as a Fetch Response. */
  raw(input: { path: string; headers: Record<string, string>; remoteAddress: string; signal?: AbortSignal }): Promise<Response>;
  /**
   * A GET answered with an endless stream (the message events), as a Fetch Response whose body flows as the API
   * writes it; `signal` ends it. Optional: without it the web answers such requests 503.
   */
  stream?(input: { path: string; headers: Record<string, string>; remoteAddress: string; signal?: AbortSignal }): Promise<Response>;
}

export interface TWebContext {
  api: TApiTransport;
  clientIp: string;
  secureCookies: boolean;
  publicUrl: string;
  /**
   * The page's HTML, set by the render (entry.server.tsx): its response then has no body, and the web server sends
   * this string (a Response made of a string and read back as text cost a quarter of a millisecond a page).
   */
  html?: string;
}

export interface TLocaleContext {
  locale: TLocale;
  prefix: '' | '/ar' | '/en';
  rest: string;
}

/** Seconds a page asks the browser to wait before trying again while the API is away (Retry-After, the page's own retry). */
export const OUTAGE_RETRY_SECONDS = 5;

export interface TSessionContext {
  user: TSimpleProfile | null;
  token: string | null;
  /** Set-Cookie values the root middleware adds to the response. */
  setCookies: string[];
  /** The person has a session but the API could not say whose (an outage, not a refusal): their pages answer 503. */
  outage?: boolean;
}

export interface TFlash {
  kind: 'success' | 'error';
  message: string;
  /** A recommended job just dismissed: the toast offers to undo it (decision 152). */
  undoDismiss?: number;
}

export interface TActionResult {
  ok: boolean;
  message: string;
  errors?: TFieldErrors;
}

/**
 * A refusal that names the fields to mend (a 422 with field errors): the fields say it, and no general banner or toast
 * («حدث خطأ», "please correct the fields") stands beside them (issue 57).
 */
export const hasFieldErrors = (result: Pick<TActionResult, 'ok' | 'errors'> | undefined): boolean =>
  !!result && !result.ok && Object.values(result.errors ?? {}).some((messages) => messages && messages.length > 0);

export const webContext = createContext<TWebContext>();
export const localeContext = createContext<TLocaleContext>({ locale: 'ar', prefix: '', rest: '/' });
export const sessionContext = createContext<TSessionContext>({ user: null, token: null, setCookies: [] });

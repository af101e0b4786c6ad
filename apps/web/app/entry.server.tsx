import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter, createContext } from 'react-router';
import { renderWhole } from './lib/server/render-whole.server.ts';
import { scriptsAfterPaintPage } from './lib/server/scripts-after-paint.server.ts';
import { webContext } from './lib/context.ts';

// Both full catalogues: the server renders every page in either language (decision 047).
import './i18n/full.server.ts';
// … and which of their messages each page's browser needs (decision 067).
import './i18n/message-map.server.ts';

export { webContext };

/**
 * React Router's server runtime for the web server (server.ts), from this bundle: the build takes React Router's
 * production files (vite.config.ts, decision 078), and the request handler, its context class and the routes it renders
 * must be one copy of React Router (`instanceof RouterContextProvider`, the contexts the hooks read).
 */
export { createRequestHandler, RouterContextProvider } from 'react-router';

export const streamTimeout = 5_000;

/**
 * The nonce of this response's Content-Security-Policy, set by the web server (server/pages.ts) for each request: React
 * Router's inline scripts, React's streaming scripts and the root's own (Mantine's colour scheme) carry it.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  const web = loadContext.get(webContext);
  // Every page is rendered to its end and rewritten once as a string (decision 070): no page defers part of its data,
  // so a stream would carry the same document in pieces, each piece costing a transform, two stream conversions and a
  // write. The web server sends the string (TWebContext.html), or shares it when the visitor has no session.
  return renderWhole(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    timeoutMs: streamTimeout + 1000,
    onError(error: unknown) {
      responseStatusCode = 500;
      // A visitor who left (their request aborted) is not an error of the page.
      if (!request.signal.aborted) console.error(error);
    },
  }).then((html) => {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    web.html = scriptsAfterPaintPage(html, nonce);
    return new Response(null, { headers: responseHeaders, status: responseStatusCode });
  });
}

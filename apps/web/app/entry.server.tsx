import type { Writable } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter, createContext } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { scriptsAfterPaintPage } from './lib/scripts-after-paint.server.ts';
import { webContext } from './lib/context.ts';

// Both full catalogues: the server renders every page in either language (decision 047).
import './i18n/full.server.ts';
// … and which of their messages each page's browser needs (decision 067).
import './i18n/message-map.server.ts';

export { webContext };

export const streamTimeout = 5_000;

/**
 * The nonce of this response's Content-Security-Policy, set by the web server (server.ts) for each request: React
 * Router's inline scripts, React's streaming scripts and the root's own (Mantine's colour scheme) carry it.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * What React writes the page to: its pieces (bytes of small pieces it encoded, strings of large ones) kept as text,
 * the page handed over whole when React ends it. React writes a whole page at once (the page's data is all there,
 * decision 070), so nothing here waits for a drain; a stream in between cost a transform per piece.
 */
function pageCollector(done: (html: string) => void, fail: (error: unknown) => void) {
  const parts: string[] = [];
  const decoder = new TextDecoder();
  return {
    write(chunk: string | Uint8Array) {
      parts.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    end() {
      parts.push(decoder.decode());
      done(parts.join(''));
    },
    // A render that fails after its start ends the destination with the error.
    destroy(error: unknown) {
      fail(error);
    },
    // React listens for drain, error and close: none of them happens here.
    on() {},
  };
}

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
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(
          pageCollector((html) => {
            clearTimeout(timer);
            web.html = scriptsAfterPaintPage(html, nonce);
            resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
          }, reject) as unknown as Writable,
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // A visitor who left (their request aborted) is not an error of the page.
        if (!request.signal.aborted) console.error(error);
      },
    });
    // React starts rendering after this call returns: the callbacks never run before the timer exists. A page written
    // whole clears it (React writes and ends the collector at once).
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

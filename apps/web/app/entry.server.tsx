import { PassThrough, pipeline } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, createContext } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { scriptsAfterPaint, scriptsAfterPaintPage } from './lib/scripts-after-paint.server.ts';
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

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  // A page the web server reads whole (a visitor without a session) is rendered to its end and rewritten as one
  // string: no stream to transform, and no script to put streamed parts in place.
  const web = loadContext.get(webContext);
  const whole = web.wholePage === true;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS clients get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        if (whole) {
          text(body).then((html) => {
            clearTimeout(timer);
            // The page as a string for the web server (TWebContext.html), not as the response's body.
            web.html = scriptsAfterPaintPage(html, nonce);
            resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
          }, reject);
          pipe(body);
          return;
        }
        // The page's scripts are fetched once it has been painted (decisions 052 and 062). A visitor who leaves
        // mid-page cancels the stream with an error (compression's pipeline calls it a premature close), which
        // nothing handled: the process crashed. The pipeline ends both streams, React's render stops with its
        // destination, and the error is nobody's to report.
        const page = scriptsAfterPaint(nonce);
        page.on('error', () => undefined);
        // Written or abandoned, the render's deadline is over.
        const stream = createReadableStreamFromReadable(pipeline(body, page, () => clearTimeout(timer)));
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // A visitor who left (their request aborted) is not an error of the page.
        if (shellRendered && !request.signal.aborted) console.error(error);
      },
    });
    // React starts rendering after this call returns: the shell's callback never runs before the timer exists.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

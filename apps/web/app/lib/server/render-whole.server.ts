import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
// React's build that writes its markup as text (decision 073). The Node build encodes every piece into bytes (a
// tenth of a page's CPU), which this server would only decode again: it rewrites and compresses the page as a string.
import { renderToPipeableStream } from 'react-dom/server.bun';

export type TRenderOptions = {
  nonce?: string;
  /** An error inside the render (a boundary shows its fallback); the page is still written. */
  onError(error: unknown): void;
  /** After this long the render is aborted: what is pending shows its fallback. */
  timeoutMs: number;
};

/**
 * What React writes the page to: its pieces joined, the page handed over whole when React ends it. React writes a
 * whole page at once (the page's data is all there, decision 070), so nothing here waits for a drain.
 */
function pageCollector(done: (html: string) => void, fail: (error: unknown) => void) {
  let html = '';
  return {
    write(chunk: string) {
      html += chunk;
      return true;
    },
    end() {
      done(html);
    },
    // A render that fails after its start ends the destination with the error.
    destroy(error: unknown) {
      fail(error);
    },
    // React listens for drain, error and close: none of them happens here.
    on() {},
  };
}

/**
 * A page rendered to its end as one string (decision 070): React renders until everything is ready, then writes it
 * at once. Rejects when the shell itself fails.
 */
export function renderWhole(element: ReactNode, { nonce, onError, timeoutMs }: TRenderOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        pipe(
          pageCollector((html) => {
            clearTimeout(timer);
            resolve(html);
          }, reject) as unknown as Writable,
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
    // React starts rendering after this call returns: the callbacks never run before the timer exists. A page written
    // whole clears it (React writes and ends the collector at once).
    const timer = setTimeout(abort, timeoutMs);
  });
}

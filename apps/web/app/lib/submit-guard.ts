/**
 * Faults that lose nothing (issue 16, decision 025): a form sent while the connection is down, or answered by a
 * gateway (502/503/504 from a proxy, not from our server), keeps the page and what was typed in it.
 *
 * React Router sends every form of the app as a `.data` request through `window.fetch`. When that request fails
 * (no network) or a gateway answers it, the guard answers React Router with "the action returned nothing, status
 * 503" instead of letting the failure reach the error boundary, which would replace the page. A status of 400 or
 * more keeps React Router from reloading the page's data (which would fail too), and the form's uncontrolled
 * fields keep their values as nothing re-mounts them. The guard then reports the failure, with a way to send the
 * same form again. A form the browser would send itself (`reloadDocument`) is held back while offline.
 *
 * Answers from our own server (they carry `X-Remix-Response`), such as the 503 of an action whose API call found
 * the database away, are the action's to show: they pass through untouched.
 */

export type TSubmitFailure = { kind: 'offline' | 'unavailable'; retry?: () => void };

/** Statuses a proxy in front of the server answers when the server is down or slow. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** React Router's single-fetch encoding of an action result `{ data: undefined }` (a turbo-stream). */
const NOTHING_DONE = '[{"_1":-7},"data"]\n';

export function nothingDoneResponse(): Response {
  return new Response(NOTHING_DONE, { status: 503, headers: { 'content-type': 'text/x-script', 'x-remix-response': 'yes' } });
}

/** A form submission of React Router: a request that is not a GET to a `.data` URL. */
export function isFormDataRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD') return false;
  try {
    return new URL(url, 'http://page').pathname.endsWith('.data');
  } catch {
    return false;
  }
}

type TGuardedWindow = Pick<Window, 'fetch' | 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

/** Installs the guard on a window; returns its removal. */
export function installSubmitGuard(target: TGuardedWindow, onFailure: (failure: TSubmitFailure) => void): () => void {
  const original = target.fetch;
  // The form whose submit event came last, until a form request takes it: what "try again" sends again.
  let pending: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const retryOf = (source: typeof pending) => {
    if (!source) return undefined;
    return () => {
      if (!source.form.isConnected) return;
      const submitter = source.submitter && source.form.contains(source.submitter) ? source.submitter : null;
      source.form.requestSubmit(submitter);
    };
  };

  const guardedFetch: typeof fetch = async (input, init) => {
    if (!isFormDataRequest(input, init)) return original.call(target, input, init);
    const source = pending;
    pending = null;
    try {
      const response = await original.call(target, input, init);
      if (GATEWAY_STATUSES.has(response.status) && !response.headers.has('x-remix-response')) {
        onFailure({ kind: 'unavailable', retry: retryOf(source) });
        return nothingDoneResponse();
      }
      return response;
    } catch (error) {
      // A submission the page itself abandoned (a newer one, or leaving the page) is not a fault.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      onFailure({ kind: target.navigator.onLine ? 'unavailable' : 'offline', retry: retryOf(source) });
      return nothingDoneResponse();
    }
  };

  const onSubmitCapture = (event: Event) => {
    if (event.target instanceof HTMLFormElement) pending = { form: event.target, submitter: (event as SubmitEvent).submitter };
  };
  // After React Router had its turn: a submission nobody took over would leave the page for the browser's error page.
  const onSubmitBubble = (event: Event) => {
    if (event.defaultPrevented || target.navigator.onLine || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const source = pending;
    pending = null;
    onFailure({ kind: 'offline', retry: retryOf(source) });
  };

  target.fetch = guardedFetch;
  target.addEventListener('submit', onSubmitCapture, true);
  target.addEventListener('submit', onSubmitBubble);
  return () => {
    if (target.fetch === guardedFetch) target.fetch = original;
    target.removeEventListener('submit', onSubmitCapture, true);
    target.removeEventListener('submit', onSubmitBubble);
  };
}

/** A failed page load that means "no connection": a data or code request that never got an answer while offline. */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  const message = error instanceof Error ? error.message : '';
  return error instanceof TypeError && /failed to fetch|networkerror|network error|load failed|dynamically imported module/i.test(message);
}

const KEY = 'tawzeef.chunk-reload-at';
const WINDOW_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/**
 * After a deployment, an open page may ask for code chunks that no longer exist: reload to get the new
 * ones, but at most once per 60 seconds so a real outage cannot cause a reload loop.
 */
export function reloadOnceForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last < WINDOW_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function installChunkReload(): () => void {
  // Offline, a reload of ours would only show the browser's error page: the failure is left to React Router, and
  // our offline page shows (by the error boundary, or by the service worker for a reload; decision 025).
  const onPreloadError = (event: Event) => {
    if (!navigator.onLine) return;
    event.preventDefault();
    reloadOnceForChunkError(sessionStorage, Date.now(), () => window.location.reload());
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (navigator.onLine && isChunkLoadError(event.reason)) reloadOnceForChunkError(sessionStorage, Date.now(), () => window.location.reload());
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

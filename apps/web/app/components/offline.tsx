import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { buttonLook } from './plain.tsx';
import { installSubmitGuard, type TSubmitFailure } from '../lib/submit-guard.ts';
import { hideNotification, prefetchToasts, showNotification } from '../lib/notify.ts';
import { onFirstTouch } from '../lib/first-touch.ts';

const FAILURE_TOAST_ID = 'submit-failure';

/**
 * A form that could not be sent (offline, or a gateway answered) stays on the page with what was typed, and a
 * toast says so with a button that sends the same form again (decision 025). The toast stays until closed,
 * retried, or replaced by the next failure.
 */
export function useSubmitGuard(): void {
  const { t } = useI18n();
  useEffect(() => {
    const show = ({ kind, retry }: TSubmitFailure) => {
      const close = t('toast.close');
      showNotification({
        id: FAILURE_TOAST_ID,
        color: 'red',
        autoClose: false,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': close, title: close },
        message: (
          <div className="plain-row" data-apart="" data-nowrap="" data-testid="submit-failure" data-kind={kind}>
            <p className="plain-text-sm">{t(kind === 'offline' ? 'network.submitOffline' : 'network.submitFailed')}</p>
            {retry && (
              <button
                type="button"
                {...buttonLook({ size: 'xs', variant: 'light' })}
                data-testid="submit-retry"
                onClick={() => {
                  hideNotification(FAILURE_TOAST_ID);
                  retry();
                }}
              >
                {t('network.retry')}
              </button>
            )}
          </div>
        ),
      });
    };
    // The toast that says a form could not be sent needs its code at hand when the connection is gone: fetched when
    // the person first reaches for a form, as its checks are (lib/forms.ts).
    const unprefetch = onFirstTouch(prefetchToasts, (event) => event.target instanceof Element && event.target.closest('form') !== null);
    const uninstall = installSubmitGuard(window, (failure) => {
      // The same id replaces a toast already shown: hide it first so the new one is announced again.
      hideNotification(FAILURE_TOAST_ID);
      setTimeout(() => show(failure));
    });
    return () => {
      unprefetch();
      uninstall();
    };
  }, [t]);
}

/**
 * Our own page for a navigation that could not load for want of a connection (shown by the root error boundary,
 * in the page's language): it loads the page again by itself when the connection is back (the online event, or
 * the site answering a HEAD request, asked every 5 s), or on request.
 */
export function OfflinePage() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const again = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    window.addEventListener('online', again);
    // The online event does not always come (or the network was never the problem): ask the site every 5 s.
    const timer = setInterval(() => {
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(again, () => undefined);
    }, 5000);
    return () => {
      window.removeEventListener('online', again);
      clearInterval(timer);
    };
  }, [location, navigate]);
  return (
    <div className="status-page" data-testid="offline-page">
      <h1 className="status-page__title">{t('offline.title')}</h1>
      <p className="status-page__hint" data-testid="offline-hint">
        {t('offline.hint')}
      </p>
      <button type="button" {...buttonLook()} onClick={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })} data-testid="offline-retry">
        {t('network.retry')}
      </button>
    </div>
  );
}

/**
 * Registers the service worker that answers a page load without a connection with our offline page (decision
 * 025): a page whose code is not loaded yet makes React Router reload the document, which only a worker can catch.
 */
export function useOfflineWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker (private modes, old browsers) the browser shows its own offline page.
    });
  }, []);
}

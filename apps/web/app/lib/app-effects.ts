import { createElement, useEffect, useRef, type ReactNode } from 'react';
import { useMatches, useNavigate, useRevalidator } from 'react-router';
import { formatTimezoneHeader, type TSimpleProfile } from '@tawzeef/contract';
import { hasFieldErrors, type TActionResult, type TFlash } from './context.ts';
import { useI18n } from '../i18n/index.ts';
import { withMessages } from '../i18n/client-messages.ts';
import { withPrefix } from './locale-path.ts';
import { installChunkReload } from './chunk-reload.ts';
import { showAnswerNotification } from './notify.ts';
import { useOnline } from './use-online.ts';

export const TOAST_MS = 3000;

const loadUndoToast = withMessages('undo-toast', () => import('../components/undo-toast.tsx'));

/** A toast that offers to undo stays longer than the others, so that the button can be reached (decision 152). */
export const UNDO_TOAST_MS = 8000;

/** A write's toast; a success closes the error toasts still shown, so that no failure stays beside its mending. */
export function showToast(kind: 'success' | 'error', message: ReactNode, closeLabel: string, autoClose = TOAST_MS): void {
  showAnswerNotification(
    { message, color: kind === 'success' ? 'success' : 'red', autoClose, withCloseButton: true, closeButtonProps: { 'aria-label': closeLabel, title: closeLabel } },
    kind === 'error',
  );
}

/** A toast for a message that arrived with a page (after a redirect). */
export function useFlashToast(flash: TFlash | null): void {
  const { t, prefix } = useI18n();
  const shown = useRef<TFlash | null>(null);
  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const message = flash.message || t('toast.success');
    const jobId = flash.undoDismiss;
    // Fetched with its words when a toast needs it, like the toasts themselves: every page's first load stays within its budget.
    if (jobId) void loadUndoToast().then(({ UndoDismissToast }) => showToast(flash.kind, createElement(UndoDismissToast, { message, jobId, action: withPrefix(prefix, '/recommended-jobs') }), t('toast.close'), UNDO_TOAST_MS));
    else showToast(flash.kind, message, t('toast.close'));
  }, [flash, t, prefix]);
}

/**
 * SPEC §8/§9: every write answered shows a toast: the server's message, or a default success message. A refusal with
 * field errors shows none: its fields say what to mend (generalFailure).
 */
export function useActionToast(result: TActionResult | undefined): void {
  const { t } = useI18n();
  useEffect(() => {
    if (!result) return;
    if (result.ok) showToast('success', result.message || t('toast.success'), t('toast.close'));
    else if (!hasFieldErrors(result)) showToast('error', result.message || t('errors.generic'), t('toast.close'));
  }, [result, t]);
}

/** The progress bar shows only for navigations slower than 200 ms, and completes when they end. */
export function useChunkReload(): void {
  useEffect(() => installChunkReload(), []);
}

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): browser journeys wait for it before a
 * click, since a click that lands while the page hydrates is lost.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** Tells the server the visitor's UTC offset (sent to the API as the Timezone header). */
export function useTimezoneCookie(): void {
  useEffect(() => {
    const value = formatTimezoneHeader(-new Date().getTimezoneOffset());
    if (!document.cookie.includes(`tz=${encodeURIComponent(value)}`)) {
      document.cookie = `tz=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
    }
  }, []);
}

export function useOnlineStatus(): boolean {
  const online = useOnline();
  const { t } = useI18n();
  const wasOffline = useRef(false);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current) {
      wasOffline.current = false;
      showToast('success', t('network.online'), t('toast.close'));
      void revalidator.revalidate();
    }
  }, [online, t, revalidator]);
  return online;
}

export type TAuthHandle = { auth?: 'required' | 'guest' };
// Not a message id's shape (prefix.name): the message chunks' scan would count it as one (decision 047).
const AUTH_KEY = 'tawzeef:logged-in';

export function authStateOf(user: TSimpleProfile | null): string {
  return user ? `in:${user.id}` : 'out';
}

/**
 * SPEC §4: when the logged-in state changes in another tab, a page that needs auth goes to the logout page
 * (logged out) or home (logged in); a guest-only page goes home; any other page just refreshes its data.
 */
export function nextPathOnAuthChange(newState: string, handle: TAuthHandle['auth'], prefix: string): string | 'revalidate' {
  if (handle === 'required') return newState === 'out' ? withPrefix(prefix, '/logout') : withPrefix(prefix, '/');
  if (handle === 'guest' && newState !== 'out') return withPrefix(prefix, '/');
  return 'revalidate';
}

export function useAuthSync(user: TSimpleProfile | null): void {
  const { prefix } = useI18n();
  const matches = useMatches();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const state = authStateOf(user);
  const auth = matches.map((m) => (m.handle as TAuthHandle | undefined)?.auth).find(Boolean);
  useEffect(() => {
    try {
      if (localStorage.getItem(AUTH_KEY) !== state) localStorage.setItem(AUTH_KEY, state);
    } catch {
      // Storage may be unavailable (private mode): tabs simply do not follow each other.
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_KEY || !event.newValue || event.newValue === state) return;
      const next = nextPathOnAuthChange(event.newValue, auth, prefix);
      if (next === 'revalidate') void revalidator.revalidate();
      else void navigate(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [state, auth, prefix, navigate, revalidator]);
}

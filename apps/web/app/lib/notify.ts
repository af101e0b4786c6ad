import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications store and the toasts' container (components/toasts.tsx), fetched when the page first shows a
 * toast (decisions 047 and 163), not with every page nor once it is interactive: a first visit that shows none
 * downloads neither. A toast asked for before they arrive is shown when they do, in order.
 */
const toasts = () => import('../components/toasts.tsx');

let wanted = false;
const listeners = new Set<() => void>();

/** From now on the root renders the toasts' container. */
function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether a toast has been asked for on this page (the root then renders the toasts' container). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export function showNotification(data: NotificationData): void {
  wantToasts();
  void toasts().then((module) => module.notifications.show(data));
}

/**
 * Fetches the toasts' code before a toast is asked for: a form's outcome is told by one, and a failure for want of a
 * connection could not fetch it then (components/offline.tsx). Not arrived (offline already): the next toast tries.
 */
export function prefetchToasts(): void {
  void toasts().catch(() => undefined);
}

/** Hides a toast; none was shown before the store arrived, so there is nothing to fetch then. */
export function hideNotification(id: string): void {
  if (wanted) void toasts().then((module) => module.notifications.hide(id));
}

/** The toast of a write's answer: a success closes the error toasts still shown (components/toasts.tsx). */
export function showAnswerNotification(data: NotificationData, isError: boolean): void {
  wantToasts();
  void toasts().then((module) => module.showAnswerToast(data, isError));
}

import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications store, fetched with the toasts' container once the page is interactive (components/toasts.tsx,
 * decision 047) rather than with every page: a toast asked for before it arrives is shown when it does, in order.
 */
const toasts = () => import('../components/toasts.tsx');

export function showNotification(data: NotificationData): void {
  void toasts().then((module) => module.notifications.show(data));
}

export function hideNotification(id: string): void {
  void toasts().then((module) => module.notifications.hide(id));
}

/** The toast of a write's answer: a success closes the error toasts still shown (components/toasts.tsx). */
export function showAnswerNotification(data: NotificationData, isError: boolean): void {
  void toasts().then((module) => module.showAnswerToast(data, isError));
}

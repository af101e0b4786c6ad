import type { NotificationData } from '@mantine/notifications';

/**
 * Mantine's notifications store, fetched with the toasts' container once the page is interactive (components/toasts.tsx,
 * decision 047) rather than with every page: a toast asked for before it arrives is shown when it does, in order.
 */
const store = () => import('../components/toasts.tsx').then((module) => module.notifications);

export function showNotification(data: NotificationData): void {
  void store().then((notifications) => notifications.show(data));
}

export function hideNotification(id: string): void {
  void store().then((notifications) => notifications.hide(id));
}

import { Notifications, type NotificationsProps } from '@mantine/notifications';

import { notifications, type NotificationData } from '@mantine/notifications';
import { MantineRoot } from './mantine-root.tsx';

export { notifications };

/** The error toasts still on screen: a success closes them, so that no failure stays beside the news that it is mended. */
const errorToasts = new Set<string>();

/** The toast of a write's answer (lib/app-effects.ts): a success closes the error toasts shown before it. */
export function showAnswerToast(data: NotificationData, isError: boolean): void {
  if (!isError) {
    for (const id of errorToasts) notifications.hide(id);
    errorToasts.clear();
  }
  const id = notifications.show(data);
  if (isError) errorToasts.add(id);
}

/**
 * The toasts' container in a chunk of its own (decision 047): its transitions and scroll-bar handling arrive after
 * the page is interactive. A toast shown before (a flash message on arrival) waits in the notifications store.
 */
export default function Toasts(props: NotificationsProps) {
  return (
    <MantineRoot>
      <Notifications {...props} />
    </MantineRoot>
  );
}

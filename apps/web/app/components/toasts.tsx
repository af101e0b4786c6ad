import { Notifications, type NotificationsProps } from '@mantine/notifications';

export { notifications } from '@mantine/notifications';
import { MantineRoot } from './mantine-root.tsx';

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

import type { Route } from './+types/outbox';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { OutboxPage } from '../../features/alerts/outbox-page.tsx';
import { outboxLoader } from '../../features/alerts/outbox.server.ts';
import { AdminBackLink } from '../../features/payments/admin-back-link.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-outbox');
export const loader = (args: Route.LoaderArgs) => outboxLoader(args);

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage page={loaderData} backLink={<AdminBackLink />} />;
}

import type { Route } from './+types/membership-info';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { SensitiveDataNotice } from '../../features/profile/lists/sensitive-notice.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.membership-info');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'membership-info');
export const action = (args: Route.ActionArgs) => listAction(args, 'membership-info');

export default function Memberships({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="membership-info" page={loaderData} result={actionData} notice={<SensitiveDataNotice />} />;
}

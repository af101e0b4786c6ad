import type { Route } from './+types/personal-exp';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.personal-exp');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'personal-exp');
export const action = (args: Route.ActionArgs) => listAction(args, 'personal-exp');

export default function Experiences({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="personal-exp" page={loaderData} result={actionData} />;
}

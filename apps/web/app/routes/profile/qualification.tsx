import type { Route } from './+types/qualification';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.qualification');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'qualification');
export const action = (args: Route.ActionArgs) => listAction(args, 'qualification');

export default function Qualifications({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="qualification" page={loaderData} result={actionData} />;
}

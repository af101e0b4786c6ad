import type { Route } from './+types/skills';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.skills');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'skills');
export const action = (args: Route.ActionArgs) => listAction(args, 'skills');

export default function Skills({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="skills" page={loaderData} result={actionData} />;
}

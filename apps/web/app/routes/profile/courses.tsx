import type { Route } from './+types/courses';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.courses');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'courses');
export const action = (args: Route.ActionArgs) => listAction(args, 'courses');

export default function Courses({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="courses" page={loaderData} result={actionData} />;
}

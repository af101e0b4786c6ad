import type { Route } from './+types/languages';
import { listAction, listLoader } from '../../features/profile/lists/list-route.server.ts';
import { ListSection } from '../../features/profile/lists/list-section.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.languages');
export const loader = (args: Route.LoaderArgs) => listLoader(args, 'languages');
export const action = (args: Route.ActionArgs) => listAction(args, 'languages');

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  return <ListSection list="languages" page={loaderData} result={actionData} />;
}

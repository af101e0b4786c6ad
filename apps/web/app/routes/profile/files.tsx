import type { Route } from './+types/files';
import { filesAction, filesLoader } from '../../features/profile/files/files-route.server.ts';
import { FilesPage } from '../../features/profile/files/files-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('cv.files.title');
export const loader = (args: Route.LoaderArgs) => filesLoader(args);
export const action = (args: Route.ActionArgs) => filesAction(args);

export default function Files({ loaderData, actionData }: Route.ComponentProps) {
  return <FilesPage page={loaderData} result={actionData} />;
}

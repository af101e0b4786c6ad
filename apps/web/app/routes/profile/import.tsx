import type { Route } from './+types/import';
import { importAction, importLoader, type TImportResult } from '../../features/profile/import/import-route.server.ts';
import { ImportPage } from '../../features/profile/import/import-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.import');
export const loader = (args: Route.LoaderArgs) => importLoader(args);
export const action = (args: Route.ActionArgs) => importAction(args);

export default function ImportCv({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage saved={loaderData} result={actionData as TImportResult | undefined} />;
}

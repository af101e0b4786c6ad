import type { Route } from './+types/record';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { recordAction, recordLoader, type TConsoleResult } from '../../features/admin/console.server.ts';
import { RecordPage } from '../../features/admin/record-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-resource');
export const loader = (args: Route.LoaderArgs) => recordLoader(args);
export const action = (args: Route.ActionArgs) => recordAction(args);

export default function AdminRecord({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordPage data={loaderData} result={actionData as TConsoleResult | undefined} />;
}

import type { Route } from './+types/settings';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { adminSettingsAction, adminSettingsLoader, type TAdminResult } from '../../features/payments/admin.server.ts';
import { AdminSettingsPage } from '../../features/payments/admin-settings-page.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-settings');
export const loader = (args: Route.LoaderArgs) => adminSettingsLoader(args);
export const action = (args: Route.ActionArgs) => adminSettingsAction(args);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSettingsPage fee={loaderData.fee} price={loaderData.price} result={actionData as TAdminResult | undefined} />;
}

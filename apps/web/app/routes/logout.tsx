import type { Route } from './+types/logout';
import { logoutAction } from '../features/auth/logout.server.ts';
import { LogoutPage } from '../features/auth/logout-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.logout');

export const action = (args: Route.ActionArgs) => logoutAction(args);

export default function Logout() {
  return <LogoutPage />;
}

import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { AdminHome } from '../../features/company/admin/admin-home.tsx';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin');

export default function Admin() {
  return <AdminHome />;
}

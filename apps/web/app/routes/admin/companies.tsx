import type { Route } from './+types/companies';
import { isAuth, isAdmin } from '../../features/auth/guards.server.ts';
import { AdminCompaniesPage } from '../../features/company/admin/companies-page.tsx';
import { adminCompaniesAction, adminCompaniesLoader, type TReviewResult } from '../../features/company/admin/companies.server.ts';
import { pageMeta } from '../../lib/meta.ts';

export const middleware = [isAuth, isAdmin];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.admin-companies');
export const loader = (args: Route.LoaderArgs) => adminCompaniesLoader(args);
export const action = (args: Route.ActionArgs) => adminCompaniesAction(args);

export default function AdminCompanies({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCompaniesPage page={loaderData} result={actionData as TReviewResult | undefined} />;
}

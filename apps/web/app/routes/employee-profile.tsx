import type { Route } from './+types/employee-profile';
import { isAuth, isCompany, redirectProfile } from '../features/auth/guards.server.ts';
import { EmployeePage } from '../features/applications/employee-page.tsx';
import { employeeLoader } from '../features/applications/employee.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, redirectProfile, isCompany, memberMay('candidates')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.employee-profile');

/** /employee-profile?id={seeker}&back={path}: a job seeker's CV for a company (SPEC §7 employee call). */
export async function loader(args: Route.LoaderArgs) {
  return employeeLoader(args);
}

export default function EmployeeProfile({ loaderData }: Route.ComponentProps) {
  return <EmployeePage page={loaderData} />;
}

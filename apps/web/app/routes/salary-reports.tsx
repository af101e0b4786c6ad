import type { Route } from './+types/salary-reports';
import { salaryReportsLoader } from '../features/salaries/salaries.server.ts';
import { SalaryReportsPage } from '../features/salaries/salary-reports-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.salary-reports', 'meta.salary-reports');

export const loader = (args: Route.LoaderArgs) => salaryReportsLoader(args);

export default function SalaryReports({ loaderData }: Route.ComponentProps) {
  return <SalaryReportsPage list={loaderData} />;
}

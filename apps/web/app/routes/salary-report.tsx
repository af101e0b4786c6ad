import type { Route } from './+types/salary-report';
import { salaryReportLoader } from '../features/salaries/salaries.server.ts';
import { salaryReportMeta } from '../features/salaries/meta.ts';
import { SalaryReportPage } from '../features/salaries/salary-report-page.tsx';

export const meta: Route.MetaFunction = (args) => salaryReportMeta(args, args.loaderData ?? undefined);

export const loader = (args: Route.LoaderArgs) => salaryReportLoader(args);

export default function SalaryReport({ loaderData }: Route.ComponentProps) {
  return <SalaryReportPage report={loaderData} />;
}

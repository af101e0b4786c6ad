import type { Route } from './+types/company-details';
import { CompanyDetailsPage } from '../features/company/details-page.tsx';
import { companyPageMeta } from '../features/company/meta.ts';
import { companyDetailsLoader } from '../features/company/public.server.ts';

/** /company-profile/details/{id}: the company's full "About" page (public). */
export const loader = (args: Route.LoaderArgs) => companyDetailsLoader(args);

export const meta: Route.MetaFunction = (args) => companyPageMeta(args, 'page.company-details', args.loaderData?.company);

export default function CompanyDetails({ loaderData }: Route.ComponentProps) {
  return <CompanyDetailsPage page={loaderData} />;
}

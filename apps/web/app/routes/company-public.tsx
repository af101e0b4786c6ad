import type { Route } from './+types/company-public';
import { companyPageMeta } from '../features/company/meta.ts';
import { CompanyPublicPage } from '../features/company/public-page.tsx';
import { publicCompanyLoader } from '../features/company/public.server.ts';

/** /company-profile/{id}: a company's public page (plain elements, decision 066); its own profile is /company-profile. */
export const loader = (args: Route.LoaderArgs) => publicCompanyLoader(args);

/** A public page is no form: a post to it is a 404 like any unknown address. */
export function action(): never {
  throw new Response(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => companyPageMeta(args, 'page.company-profile', args.loaderData?.company);

export default function CompanyPublic({ loaderData }: Route.ComponentProps) {
  return <CompanyPublicPage page={loaderData} />;
}

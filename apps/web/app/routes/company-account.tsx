import type { Route } from './+types/company-account';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { CompanyAccountPage } from '../features/company/account-page.tsx';
import { companyAccountAction, companyAccountLoader, type TCompanyAccountResult } from '../features/company/account.server.ts';
import { LinkProviders } from '../features/oauth/link-providers.tsx';
import { configuredProviders } from '../features/oauth/oauth.server.ts';
import { pageMeta } from '../lib/meta.ts';

/** /company-account: the company's account and security (decision 041); companies only. */
export const middleware: Route.MiddlewareFunction[] = [isAuth, isCompany];

export const meta = pageMeta('page.company-account');

export async function loader(args: Route.LoaderArgs) {
  const [page, providers] = await Promise.all([companyAccountLoader(args), configuredProviders(args)]);
  // The providers it can still link: those configured and not linked yet.
  const linkable = providers.filter((provider) => !page.methods.providers.some((link) => link.provider === provider));
  return { page, linkable, back: args.url.pathname };
}

export const action = (args: Route.ActionArgs) => companyAccountAction(args);

export default function CompanyAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyAccountPage
      data={loaderData.page}
      result={actionData as TCompanyAccountResult | undefined}
      linking={<LinkProviders providers={loaderData.linkable} back={loaderData.back} />}
    />
  );
}

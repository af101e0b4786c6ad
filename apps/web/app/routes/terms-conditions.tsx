import type { Route } from './+types/terms-conditions';
import { acceptTermsAction, sitePageLoader } from '../features/site-pages/site-pages.server.ts';
import { SitePageView } from '../features/site-pages/site-page-view.tsx';
import { sitePageMeta } from '../features/site-pages/meta.ts';

/** /terms-conditions: the terms (also what /usage-agreement, Apple's return address, shows on a GET); a logged-in person accepts a new version here. */
export const meta = sitePageMeta('page.terms-conditions');

export const loader = (args: Route.LoaderArgs) => sitePageLoader(args, 'terms-conditions');
export const action = (args: Route.ActionArgs) => acceptTermsAction(args);

export default function TermsConditions({ loaderData, actionData }: Route.ComponentProps) {
  return <SitePageView data={loaderData} result={actionData && typeof actionData === 'object' && 'ok' in actionData ? actionData : undefined} />;
}

import type { Route } from './+types/privacy-policy';
import { acceptTermsAction, sitePageLoader } from '../features/site-pages/site-pages.server.ts';
import { SitePageView } from '../features/site-pages/site-page-view.tsx';
import { sitePageMeta } from '../features/site-pages/meta.ts';

/** /privacy-policy (PDPL): what is collected, why, for how long, and the rights; a logged-in person accepts a new version here. */
export const meta = sitePageMeta('page.privacy-policy');

export const loader = (args: Route.LoaderArgs) => sitePageLoader(args, 'privacy-policy');
export const action = (args: Route.ActionArgs) => acceptTermsAction(args);

export default function PrivacyPolicy({ loaderData, actionData }: Route.ComponentProps) {
  return <SitePageView data={loaderData} result={actionData && typeof actionData === 'object' && 'ok' in actionData ? actionData : undefined} />;
}

import type { Route } from './+types/company-job-feature';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { featureAction, featureLoader } from '../features/payments/feature.server.ts';
import { FeaturePage } from '../features/payments/feature-page.tsx';
import type { TActionResult } from '../lib/context.ts';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
export const handle = { auth: 'required' };
export const meta = pageMeta('page.company-job-feature');

/** /company-jobs/:id/feature: a live job featured for a period, paid online or by bank transfer (decision 135). */
export const loader = (args: Route.LoaderArgs) => featureLoader(args);
export const action = (args: Route.ActionArgs) => featureAction(args);

export default function CompanyJobFeature({ loaderData, actionData }: Route.ComponentProps) {
  return <FeaturePage data={loaderData} result={actionData as TActionResult | undefined} />;
}

import { API } from '@tawzeef/contract';
import type { Route } from './+types/job-required';
import { jobRequiredInput } from '../../features/profile/sections/forms.ts';
import { JobRequiredForm } from '../../features/profile/sections/job-required-form.tsx';
import { loadProfile, saveSection } from '../../features/profile/sections/profile.server.ts';
import type { TSectionResult } from '../../features/profile/sections/section-form.tsx';
import { jobRequiredValues } from '../../features/profile/sections/values.ts';
import { pageMeta } from '../../lib/meta.ts';

export const meta = pageMeta('page.profile.job-required');

export async function loader(args: Route.LoaderArgs) {
  return { saved: jobRequiredValues(await loadProfile(args)) };
}

export const action = (args: Route.ActionArgs) => saveSection(args, API.profile.saveJobRequired, jobRequiredInput);

export default function JobRequired({ loaderData, actionData }: Route.ComponentProps) {
  return <JobRequiredForm saved={loaderData.saved} result={actionData as TSectionResult | undefined} />;
}

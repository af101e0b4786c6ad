import type { Route } from './+types/jobs';
import { JobPage } from '../features/job-page/job-page.tsx';
import { jobPageAction, jobPageLoader, type TJobPageActionResult } from '../features/job-page/job-page.server.ts';
import { jobPageMeta } from '../features/job-page/meta.ts';
import { loadSeekerModule } from '../features/job-page/seeker-module.ts';

/** /jobs/{id}: a published job for everyone (apply, save, share, similar jobs); /jobs alone is the job search (decision 015). */
export const loader = (args: Route.LoaderArgs) => jobPageLoader(args);
export const action = (args: Route.ActionArgs) => jobPageAction(args);

/** A job page reached in the browser: a job seeker's part arrives with its data (decision 067), not after. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if (page.role === 'seeker') await loadSeekerModule();
  return page;
}

export const meta: Route.MetaFunction = (args) => jobPageMeta(args, args.loaderData ?? undefined);

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  return <JobPage page={loaderData} result={actionData as TJobPageActionResult | undefined} />;
}

import type { Route } from './+types/find-jobs';
import { findJobsAction, findJobsLoader, type TFindJobsResult } from '../features/search/find-jobs.server.ts';
import { FindJobsPage } from '../features/search/find-jobs-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import { PageListsScript, ensurePageLists, pageListsOf } from '../lib/page-lists.tsx';

const findJobsMeta = pageMeta('page.find-jobs', 'meta.find-jobs');
/** A page past the last of the results is no page of its own to index. */
export const meta = (args: Route.MetaArgs) => [...findJobsMeta(args), ...(args.loaderData?.pastLast ? [{ name: 'robots', content: 'noindex' }] : [])];

export const loader = (args: Route.LoaderArgs) => findJobsLoader(args);
export const action = (args: Route.ActionArgs) => findJobsAction(args);

/** A search reached in the browser: its filters' lists (kept by the browser) arrive with its data (decision 068). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  await ensurePageLists(page.lists);
  return page;
}

export default function FindJobs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageListsScript lists={loaderData.lists} />
      <FindJobsPage page={{ ...loaderData, ...pageListsOf(loaderData.lists) }} result={actionData as TFindJobsResult | undefined} />
    </>
  );
}

import { PageShell } from '../../components/page-shell.tsx';
import { RecommendedJobs } from './recommended-jobs.tsx';
import type { TRecommendationsShown } from './recommendations.server.ts';

/** /recommended-jobs: all the recommendations the API gives (decision 152); a dismissed one gives its place to the next. */
export function AllRecommendationsPage({ data }: { data: TRecommendationsShown }) {
  return (
    <PageShell titleKey="page.recommended-jobs" size="lg">
      <RecommendedJobs data={data} isWholeList />
    </PageShell>
  );
}

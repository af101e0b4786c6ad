import { Grid } from '../../components/grid.tsx';
import { ApplyCard, StickyApply } from './apply-card.tsx';
import { JobAd } from './job-ad.tsx';
import { JobFacts } from './job-facts.tsx';
import { ClosedNotice, JobHeader } from './job-header.tsx';
import type { TJobPageActionResult, TJobPageData } from './job-page.server.ts';
import { ShareCard } from './share-card.tsx';
import { SimilarJobs } from './similar-jobs.tsx';
import { ReportJobCard } from './report-card.tsx';
import { JobSalaryLink } from '../salaries/index.ts';
import '../../components/plain.css';
import './job-page.css';

/**
 * /jobs/{id}: the whole ad as on the job sites people know: header (title, company, place, type, salary), the
 * description, duties, qualifications and benefits, then apply, the job's facts and sharing beside it (below it
 * on phones, with a sticky apply bar), and similar jobs.
 */
export function JobPage({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { job } = page;
  return (
    <div className="plain-container page-pad job-page" data-size="lg">
      <div className="plain-stack" data-gap="lg">
        {!job.is_open && <ClosedNotice job={job} />}
        <JobHeader job={job} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <JobAd job={job} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <div className="plain-stack" data-gap="lg">
              {job.is_open && <ApplyCard page={page} result={result} />}
              <JobFacts job={job} />
              {page.salaryReport && <JobSalaryLink link={page.salaryReport} />}
              <ShareCard page={page} />
              <ReportJobCard result={result} />
            </div>
          </Grid.Col>
        </Grid>
        <SimilarJobs page={page} />
      </div>
      <StickyApply page={page} />
    </div>
  );
}

import { SimpleGrid } from '../../components/grid.tsx';

import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import type { TJobPageData } from './job-page.server.ts';
import { PlainLink } from '../../components/plain-link.tsx';

/** Live jobs like this one, or where to look when there are none. */
export function SimilarJobs({ page }: { page: TJobPageData }) {
  const { t, prefix } = useI18n();
  return (
    <section className="job-page-similar" aria-labelledby="similar-title" data-testid="similar-jobs">
      <h2 className="job-page-section-title" id="similar-title">
        {t('jobPage.similarTitle')}
      </h2>
      {page.similar.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {page.similar.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      ) : (
        <div className="plain-paper plain-pad job-page-card">
          <p className="job-page-dimmed">
            {t('jobPage.similarEmpty')}{' '}
            <PlainLink to={withPrefix(prefix, '/find-jobs')} className="job-page-company">
              {t('jobPage.browseJobs')}
            </PlainLink>
          </p>
        </div>
      )}
    </section>
  );
}

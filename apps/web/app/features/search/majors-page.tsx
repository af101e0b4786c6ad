import type { TJobCardShown } from '../../lib/shown-lists.ts';
import { SimpleGrid } from '../../components/grid.tsx';
import { useLocation } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import type { TMajorJobCount, TMajorJobs } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import { PastLastNotice, pageCount, Pager } from '../../components/pager.tsx';
import { buttonLook } from '../../components/plain.tsx';
import { MajorCard } from './major-card.tsx';
import { jobsCount } from './plural.ts';
import './search.css';

/** A titled grid of majors' cards; nothing when there are none. */
function MajorSection({ id, title, majors, testId }: { id: string; title: string; majors: TMajorJobCount[]; testId?: string }) {
  if (majors.length === 0) return null;
  return (
    <section className="plain-stack" data-gap="sm" aria-labelledby={id}>
      <h2 className="plain-title" data-size="h3" id={id}>
        {title}
      </h2>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid={testId}>
        {majors.map((major) => (
          <MajorCard key={major.id} major={major} />
        ))}
      </SimpleGrid>
    </section>
  );
}

/** /majors: the majors with open jobs first (the most first), then the others. */
export function MajorsPage({ majors }: { majors: TMajorJobCount[] }) {
  const { t, prefix } = useI18n();
  const withJobs = majors.filter((major) => major.jobs_count > 0);
  const without = majors.filter((major) => major.jobs_count === 0);
  return (
    <div className="plain-container page-pad majors-page" data-size="lg">
      <div className="majors-page__head">
        <h1 className="plain-title">{t('page.majors')}</h1>
        <p className="plain-dimmed majors-page__intro">{t('search.majors.intro')}</p>
      </div>
      {majors.length === 0 && (
        <div className="plain-paper home-signup">
          <p className="home-signup__text">{t('search.majors.empty')}</p>
          <PlainLink to={withPrefix(prefix, '/find-jobs')} {...buttonLook()}>
            {t('search.majors.searchAll')}
          </PlainLink>
        </div>
      )}
      <MajorSection id="majors-with-jobs" title={t('search.majors.withJobs')} majors={withJobs} testId="majors-with-jobs" />
      <MajorSection id="majors-without-jobs" title={t('search.majors.withoutJobs')} majors={without} />
    </div>
  );
}

/** /majors/{id}: the major's open jobs, newest first, a page at a time. */
export function MajorPage({ page }: { page: Omit<TMajorJobs, 'items'> & { items: TJobCardShown[]; pastLast: boolean } }) {
  const { t, locale, prefix } = useI18n();
  const location = useLocation();
  const pages = pageCount(page.total, page.page_size);
  const pageHref = (n: number) => (n > 1 ? `${location.pathname}?page=${n}` : location.pathname);
  return (
    <div className="plain-container page-pad majors-page" data-size="md">
      <PlainLink className="plain-link plain-text-sm" to={withPrefix(prefix, '/majors')}>
        {t('search.majors.all')}
      </PlainLink>
      <div className="plain-row major-page__head" data-apart="">
        <div className="majors-page__head">
          <h1 className="plain-title">{page.major.name}</h1>
          <p className="plain-dimmed majors-page__intro" data-testid="major-count">
            {jobsCount(page.total, locale, t)}
          </p>
        </div>
        {page.total > 0 && (
          <PlainLink to={`${withPrefix(prefix, '/find-jobs')}?major_id=${page.major.id}`} {...buttonLook({ variant: 'light' })}>
            {t('search.majors.refine')}
          </PlainLink>
        )}
      </div>
      {page.pastLast ? (
        <PastLastNotice page={page.page} pages={pages} href={pageHref} />
      ) : page.items.length === 0 ? (
        <div className="plain-paper home-signup" data-testid="major-empty">
          <p className="home-signup__text major-page__none">{t('search.majors.noJobs')}</p>
          <p className="home-signup__text plain-dimmed">{t('search.majors.noJobsHint')}</p>
          <div className="plain-row major-page__actions">
            <PlainLink to={withPrefix(prefix, '/find-jobs')} {...buttonLook()}>
              {t('search.majors.searchAll')}
            </PlainLink>
            <PlainLink to={withPrefix(prefix, '/majors')} {...buttonLook({ variant: 'default' })}>
              {t('search.majors.all')}
            </PlainLink>
          </div>
        </div>
      ) : (
        <ol className="job-card-list major-page__jobs" data-testid="major-jobs">
          {page.items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ol>
      )}
      <Pager page={page.page} pages={pages} href={pageHref} />
    </div>
  );
}

import { useLocation } from 'react-router';
import { PlainLink } from '../../components/plain-link.tsx';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TCompanyJobsPage } from './public.server.ts';
import type { TCompanyJobShown } from '../../lib/shown-lists.ts';
import { SalaryRange, WorkPlaceBadge } from '../../components/job-card.tsx';
import { Pager } from '../../components/pager.tsx';
import './company.css';

function JobCard({ job }: { job: TCompanyJobShown }) {
  const { t, locale, prefix } = useI18n();
  const deadline = formatDay(job.deadline, locale);
  // The city where the job has one; a hybrid or remote job says so in its work place's badge (decision 045).
  const place = job.city?.name;
  return (
    <li className="plain-paper plain-pad company-job-card" data-testid="company-job">
      <PlainLink className="plain-link company-job-card__title" to={withPrefix(prefix, `/jobs/${job.id}`)}>
        <bdi>{job.title}</bdi>
      </PlainLink>
      <div className="plain-row">
        {place && <span className="plain-text-sm">{place}</span>}
        {job.job_type && <span className="job-card-badge">{t(`enum.job_type.${job.job_type}`)}</span>}
        <WorkPlaceBadge place={job.work_place} />
      </div>
      <div className="plain-row company-job-card__foot" data-apart="">
        <span className="plain-text-sm">
          <SalaryRange from={job.salary_from} to={job.salary_to} />
        </span>
        {deadline && <span className="plain-text-sm plain-dimmed">{t('company.jobs.deadline', { date: deadline.gregorian })}</span>}
      </div>
    </li>
  );
}

/** The company's open jobs, a page at a time (links, so paging works without JavaScript). */
export function CompanyJobs({ jobs }: { jobs: TCompanyJobsPage }) {
  const { t } = useI18n();
  const location = useLocation();
  if (jobs.total < 0) return <p className="plain-dimmed company-text">{t('company.jobs.unavailable')}</p>;
  if (!jobs.items.length) {
    return (
      <p className="plain-dimmed company-text" data-testid="company-jobs-empty">
        {t('company.jobs.empty')}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(jobs.total / Math.max(1, jobs.page_size)));
  const pageLink = (page: number) => `${location.pathname}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <div className="plain-stack">
      <ul className="plain-stack company-jobs" data-gap="sm" data-testid="company-jobs">
        {jobs.items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
      <Pager page={jobs.page} pages={pages} href={pageLink} label={t('company.jobs.pages')} />
    </div>
  );
}


import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { FeaturedBadge, SalaryRange, SaudiOnlyBadge } from '../../components/job-card.tsx';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { PlainAlert } from '../../components/plain.tsx';
import { usePlace } from './use-place.ts';
import '../../components/plain.css';
import { PlainLink } from '../../components/plain-link.tsx';

/** The top of the ad: title, company (or "confidential"), place, type, state and salary; plain elements in Mantine's look. */
export function JobHeader({ job }: { job: TJobPublic }) {
  const { t, prefix } = useI18n();
  const place = usePlace(job);
  return (
    <header className="plain-paper pad-md-lg job-page-header">
      <CompanyLogo name={job.company?.name ?? null} src={job.company?.logo_url ?? null} size={64} />
      <div className="job-page-grow job-page-head">
        <h1 className="job-page-title" lang={job.locale} data-testid="job-title">
          <bdi>{job.title}</bdi>
        </h1>
        <div className="job-page-row">
          {job.company ? (
            <PlainLink to={withPrefix(prefix, `/company-profile/${job.company.id}`)} className="job-page-company" data-testid="job-company">
              <bdi>{job.company.name}</bdi>
            </PlainLink>
          ) : (
            <span className="job-page-company job-page-confidential" data-testid="job-company">
              {t('jobPage.confidential')}
            </span>
          )}
          {job.company?.is_verified && <VerifiedBadge size="sm" />}
        </div>
        <div className="job-page-row job-page-tags">
          {place && (
            <span className="job-card-badge job-card-badge-md job-card-badge-gray" data-testid="job-place">
              {place}
            </span>
          )}
          {job.job_type && (
            <span className="job-card-badge job-card-badge-md" data-testid="job-type">
              {t(`enum.job_type.${job.job_type}`)}
            </span>
          )}
          {job.is_featured && <FeaturedBadge className="job-card-badge job-card-badge-md job-card-badge-featured" />}
          {job.saudi_only && <SaudiOnlyBadge className="job-card-badge job-card-badge-md job-card-badge-saudi" />}
          {!job.is_open && (
            <span className="job-card-badge job-card-badge-md job-card-badge-closed">
              {t(`enum.job_status.${job.status}`)}
            </span>
          )}
        </div>
        {(job.salary_from !== null || job.salary_to !== null) && (
          <p className="job-page-salary" data-testid="job-salary">
            <SalaryRange from={job.salary_from} to={job.salary_to} />
          </p>
        )}
      </div>
    </header>
  );
}

/** Why the job takes no applications: paused for now (decision 123, no date: it moves on resumption), closed, or past its deadline. */
function closedReason(job: TJobPublic, deadline: string | undefined, t: ReturnType<typeof useI18n>['t']): string {
  if (job.status === 'paused') return t('jobPage.pausedText');
  return job.status === 'closed' || !deadline ? t('jobPage.closedByCompany') : t('jobPage.closedExpired', { date: deadline });
}

/** Above an expired, closed or paused job: it takes no applications (for now), and where to look instead. */
export function ClosedNotice({ job }: { job: TJobPublic }) {
  const { t, locale, prefix } = useI18n();
  const deadline = formatDay(job.deadline, locale)?.gregorian;
  return (
    <PlainAlert color="warning" data-testid="job-closed">
      <p className="plain-alert__title">{t(job.status === 'paused' ? 'jobPage.pausedTitle' : 'jobPage.closedTitle')}</p>
      <div className="plain-stack" data-gap="xs">
        <p className="plain-text-sm">{closedReason(job, deadline, t)}</p>
        <PlainLink className="plain-link plain-text-sm plain-strong" to={withPrefix(prefix, '/find-jobs')}>
          {t('jobPage.closedFind')}
        </PlainLink>
      </div>
    </PlainAlert>
  );
}

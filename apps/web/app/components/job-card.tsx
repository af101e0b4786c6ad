import type { ReactNode } from 'react';

import type { TLocale, TWorkPlace } from '@tawzeef/contract';
import type { TJobCardShown } from '../lib/shown-lists.ts';
import { useI18n } from '../i18n/index.ts';
import { formatDay, formatDaysAgo, formatInteger, formatSar } from '../lib/format.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { initialsOf } from '../lib/initials.ts';
import { VerifiedBadge } from './verified-badge.tsx';
import './job-card.css';
import { PlainLink } from './plain-link.tsx';

/** A hybrid or remote job's work place as a badge; nothing for one on site (the usual case, its city says where). */
export function WorkPlaceBadge({ place }: { place: TWorkPlace }) {
  const { t } = useI18n();
  if (place === 'on_site') return null;
  return (
    <span className="job-card-badge" data-testid="work-place-badge">
      {t(`enum.work_place.${place}`)}
    </span>
  );
}

/** A job reserved for Saudi nationals (decision 084): a badge on its card and its page. */
export function SaudiOnlyBadge({ className = 'job-card-badge job-card-badge-saudi' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span className={className} data-testid="saudi-only-badge">
      {t('search.card.saudiOnly')}
    </span>
  );
}

/** A featured job (decision 135): a mark on its card and its page, read as text by a screen reader. */
export function FeaturedBadge({ className = 'job-card-badge job-card-badge-featured' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span className={className} data-testid="featured-badge">
      {t('search.card.featured')}
    </span>
  );
}

/** A monthly salary range in SAR ("5,000 – 8,000 SAR", "from 5,000", "up to 8,000"); nothing when none is given. */
export function SalaryRange({ from, to }: { from: number | null; to: number | null }) {
  const { t, locale } = useI18n();
  const low = formatSar(from, locale);
  const high = formatSar(to, locale);
  if (low && high && from !== to) {
    return (
      <>
        <bdi>{low}</bdi> – <bdi>{high}</bdi>
      </>
    );
  }
  if (low && high) return <bdi>{low}</bdi>;
  if (low) return <>{t('search.card.salaryFrom', { amount: low })}</>;
  if (high) return <>{t('search.card.salaryUpTo', { amount: high })}</>;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Today", "3 days ago" for the last four weeks, then the date: how job sites show when a job was posted. */
export function postedLabel(publishedAt: string | null, locale: TLocale, now = new Date()): string | null {
  if (!publishedAt) return null;
  const day = (date: Date) => Math.floor((date.getTime() + 3 * 60 * 60 * 1000) / DAY_MS); // Riyadh's calendar day
  const published = new Date(publishedAt);
  if (Number.isNaN(published.getTime())) return null;
  const days = day(now) - day(published);
  if (days >= 0 && days < 28) {
    return formatDaysAgo(days, locale);
  }
  return formatDay(publishedAt, locale)?.gregorian ?? null;
}

/**
 * The company's logo, or its initials without one ("?" for a confidential job): Mantine's Avatar in look
 * (job-card.css), without its style attribute in each of twenty cards.
 */
function CardLogo({ name, src }: { name: string | null; src: string | null }) {
  if (src) return <img className="job-card-logo" src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />;
  return (
    <span className="job-card-logo" aria-hidden="true">
      {name ? initialsOf(name) : '?'}
    </span>
  );
}

/**
 * A job in a list (search, majors, home, similar jobs, saved jobs, applications): title linking to the job, company (or
 * "confidential company"), place, job type, salary range and when it was posted. `applied` marks a job the seeker
 * applied to; `action` (e.g. a save button) sits at the card's end.
 */
export function JobCard({ job, applied = false, action }: { job: TJobCardShown; applied?: boolean; action?: ReactNode }) {
  const { t, locale, prefix } = useI18n();
  // The city where the job has one; a hybrid or remote job says so once, in its work place's badge (decision 045).
  const place = job.city?.name ?? null;
  const posted = postedLabel(job.published_at, locale);
  const companyName = job.company?.name ?? t('search.card.confidential');
  const titleId = `job-card-${job.id}`;
  // Plain elements styled by job-card.css rather than Mantine's layout components: a list shows twenty cards, and
  // each component's style attribute would repeat in every one of them (decision 049: less HTML).
  return (
    <article className="job-card" aria-labelledby={titleId} data-testid="job-card" data-job-id={job.id}>
      <CardLogo name={job.company?.name ?? null} src={job.company?.logo_url ?? null} />
      <div className="job-card-body">
        {/* The job's language where it is not the page's (a screen reader reads it in its own voice). */}
        <PlainLink to={withPrefix(prefix, `/jobs/${job.id}`)} id={titleId} className="job-card-title" lang={job.locale === locale ? undefined : job.locale}>
          <bdi>{job.title}</bdi>
        </PlainLink>
        <div className="job-card-row">
          <span className={job.company ? 'job-card-company' : 'job-card-company job-card-dimmed'}>
            <bdi>{companyName}</bdi>
          </span>
          {job.company?.is_verified && <VerifiedBadge size="sm" />}
        </div>
        <div className="job-card-tags">
          {job.is_featured && <FeaturedBadge />}
          {place && (
            <span className="job-card-place">
              {place}
            </span>
          )}
          {job.distance_km !== undefined && (
            <span className="job-card-badge" data-testid="job-card-distance">
              {t('search.card.distance', { km: formatInteger(job.distance_km, locale) ?? String(job.distance_km) })}
            </span>
          )}
          {job.job_type && <span className="job-card-badge">{t(`enum.job_type.${job.job_type}`)}</span>}
          <WorkPlaceBadge place={job.work_place} />
          {job.saudi_only && <SaudiOnlyBadge />}
          {!job.is_open && <span className="job-card-badge job-card-badge-closed">{t('search.card.closed')}</span>}
          {applied && (
            <span className="job-card-badge job-card-badge-applied" data-testid="job-card-applied">
              {t('search.card.applied')}
            </span>
          )}
        </div>
        <div className="job-card-foot">
          <span className="job-card-salary">
            <SalaryRange from={job.salary_from} to={job.salary_to} />
          </span>
          {posted && job.published_at && (
            <time className="job-card-posted" dateTime={job.published_at}>
              {t('search.card.posted', { when: posted })}
            </time>
          )}
        </div>
      </div>
      {action && <div className="job-card-action">{action}</div>}
    </article>
  );
}

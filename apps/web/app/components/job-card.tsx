import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TJobCard, TLocale } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';
import { formatDay, formatDaysAgo, formatSar } from '../lib/format.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { CompanyLogo } from './company-logo.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import './job-card.css';

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

function PlaceIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

/**
 * A job in a list (search, majors, home, similar jobs, saved jobs, applications): title linking to the job, company (or
 * "confidential company"), place, job type, salary range and when it was posted. `applied` marks a job the seeker
 * applied to; `action` (e.g. a save button) sits at the card's end.
 */
export function JobCard({ job, applied = false, action }: { job: TJobCard; applied?: boolean; action?: ReactNode }) {
  const { t, locale, prefix } = useI18n();
  // A remote job says so once: in the job type's badge when that is "remote", else in place of the city.
  const place = job.is_remote ? (job.job_type === 'remotely' ? null : t('search.card.remote')) : (job.city?.name ?? null);
  const posted = postedLabel(job.published_at, locale);
  const companyName = job.company?.name ?? t('search.card.confidential');
  const titleId = `job-card-${job.id}`;
  return (
    <Paper withBorder p="md" component="article" className="job-card" aria-labelledby={titleId} data-testid="job-card" data-job-id={job.id}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <CompanyLogo name={job.company?.name ?? null} src={job.company?.logo_url ?? null} size={48} className="job-card-logo" />
        <Stack gap={4} className="job-card-body">
          <Anchor component={Link} to={withPrefix(prefix, `/jobs/${job.id}`)} fw={700} size="lg" id={titleId} className="job-card-title" lang={job.locale}>
            <bdi>{job.title}</bdi>
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500} c={job.company ? undefined : 'dimmed'} data-testid="job-card-company">
              <bdi>{companyName}</bdi>
            </Text>
            {job.company?.is_verified && <VerifiedBadge size="sm" />}
          </Group>
          <Group gap="xs" wrap="wrap">
            {place && (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <PlaceIcon />
                <Text size="sm" c="dimmed">
                  {place}
                </Text>
              </Group>
            )}
            {job.job_type && (
              <Badge variant="light" tt="none" size="sm">
                {t(`enum.job_type.${job.job_type}`)}
              </Badge>
            )}
            {!job.is_open && (
              <Badge variant="outline" color="gray" tt="none" size="sm">
                {t('search.card.closed')}
              </Badge>
            )}
            {applied && (
              <Badge variant="filled" color="success" tt="none" size="sm" data-testid="job-card-applied">
                {t('search.card.applied')}
              </Badge>
            )}
          </Group>
          <Group gap="md" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600}>
              <SalaryRange from={job.salary_from} to={job.salary_to} />
            </Text>
            {posted && job.published_at && (
              <Text size="xs" c="dimmed" component="time" dateTime={job.published_at}>
                {t('search.card.posted', { when: posted })}
              </Text>
            )}
          </Group>
        </Stack>
        {action && <div className="job-card-action">{action}</div>}
      </Group>
    </Paper>
  );
}

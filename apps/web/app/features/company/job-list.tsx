import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TCompanyJobsPage } from './public.server.ts';
import { SalaryRange, WorkPlaceBadge } from '../../components/job-card.tsx';
import './company.css';

function JobCard({ job }: { job: TJobPublic }) {
  const { t, locale, prefix } = useI18n();
  const deadline = formatDay(job.deadline, locale);
  // The city where the job has one; a hybrid or remote job says so in its work place's badge (decision 045).
  const place = job.city?.name;
  return (
    <Paper withBorder p="md" className="company-job-card" component="li" data-testid="company-job">
      <Stack gap={6}>
        <Anchor component={Link} to={withPrefix(prefix, `/jobs/${job.id}`)} fw={700} size="lg">
          <bdi>{job.title}</bdi>
        </Anchor>
        <Group gap="xs">
          {place && <Text size="sm">{place}</Text>}
          {job.job_type && (
            <Badge variant="light" tt="none" size="sm">
              {t(`enum.job_type.${job.job_type}`)}
            </Badge>
          )}
          <WorkPlaceBadge place={job.work_place} />
        </Group>
        <Group gap="lg" justify="space-between">
          <Text size="sm" fw={500}>
            <SalaryRange from={job.salary_from} to={job.salary_to} />
          </Text>
          {deadline && (
            <Text size="sm" c="dimmed">
              {t('company.jobs.deadline', { date: deadline.gregorian })}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The company's open jobs, a page at a time (links, so paging works without JavaScript). */
export function CompanyJobs({ jobs }: { jobs: TCompanyJobsPage }) {
  const { t, locale } = useI18n();
  const location = useLocation();
  if (jobs.total < 0) return <Text c="dimmed">{t('company.jobs.unavailable')}</Text>;
  if (!jobs.items.length) {
    return (
      <Text c="dimmed" data-testid="company-jobs-empty">
        {t('company.jobs.empty')}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(jobs.total / Math.max(1, jobs.page_size)));
  const pageLink = (page: number) => `${location.pathname}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="company-jobs">
        {jobs.items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="space-between" component="nav" aria-label={t('company.jobs.pages')}>
          {jobs.page > 1 ? (
            <Button component={Link} to={pageLink(jobs.page - 1)} variant="default" size="sm" rel="prev">
              {t('company.jobs.previous')}
            </Button>
          ) : (
            <span />
          )}
          <Text size="sm" c="dimmed">
            {t('company.jobs.pageOf', { page: formatInteger(jobs.page, locale) ?? '', pages: formatInteger(pages, locale) ?? '' })}
          </Text>
          {jobs.page < pages ? (
            <Button component={Link} to={pageLink(jobs.page + 1)} variant="default" size="sm" rel="next">
              {t('company.jobs.next')}
            </Button>
          ) : (
            <span />
          )}
        </Group>
      )}
    </Stack>
  );
}

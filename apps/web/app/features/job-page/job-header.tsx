import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { CompanyLogo } from '../../components/company-logo.tsx';
import { SalaryRange } from '../../components/job-card.tsx';
import { VerifiedBadge } from '../../components/verified-badge.tsx';
import { usePlace } from './use-place.ts';

/** The top of the ad: title, company (or "confidential"), place, type, state and salary. */
export function JobHeader({ job }: { job: TJobPublic }) {
  const { t, prefix } = useI18n();
  const place = usePlace(job);
  return (
    <Paper withBorder className="pad-md-lg" radius="md" component="header">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <CompanyLogo name={job.company?.name ?? null} src={job.company?.logo_url ?? null} size={64} />
        <Stack gap={6} className="job-page-grow">
          <Title order={1} className="job-page-title" lang={job.locale} data-testid="job-title">
            <bdi>{job.title}</bdi>
          </Title>
          <Group gap={8} wrap="wrap">
            {job.company ? (
              <Anchor component={Link} to={withPrefix(prefix, `/company-profile/${job.company.id}`)} fw={600} data-testid="job-company">
                <bdi>{job.company.name}</bdi>
              </Anchor>
            ) : (
              <Text fw={600} c="dimmed" data-testid="job-company">
                {t('jobPage.confidential')}
              </Text>
            )}
            {job.company?.is_verified && <VerifiedBadge size="sm" />}
          </Group>
          <Group gap="xs" wrap="wrap">
            {place && (
              <Badge variant="light" color="gray" c="dark" tt="none" data-testid="job-place">
                {place}
              </Badge>
            )}
            {job.job_type && (
              <Badge variant="light" tt="none" data-testid="job-type">
                {t(`enum.job_type.${job.job_type}`)}
              </Badge>
            )}
            {!job.is_open && (
              <Badge variant="outline" color="gray" tt="none">
                {t(`enum.job_status.${job.status}`)}
              </Badge>
            )}
          </Group>
          {(job.salary_from !== null || job.salary_to !== null) && (
            <Text fw={700} size="lg" data-testid="job-salary">
              <SalaryRange from={job.salary_from} to={job.salary_to} />
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Above an expired or closed job: it takes no applications, and where to look instead. */
export function ClosedNotice({ job }: { job: TJobPublic }) {
  const { t, locale, prefix } = useI18n();
  const deadline = formatDay(job.deadline, locale)?.gregorian;
  return (
    <Alert color="warning" title={t('jobPage.closedTitle')} data-testid="job-closed">
      <Stack gap="xs">
        <Text size="sm">{job.status === 'closed' || !deadline ? t('jobPage.closedByCompany') : t('jobPage.closedExpired', { date: deadline })}</Text>
        <Anchor component={Link} to={withPrefix(prefix, '/find-jobs')} fw={600} size="sm">
          {t('jobPage.closedFind')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { MessageButton } from '../messages/index.ts';
import { CvSnapshot } from './cv-snapshot.tsx';
import type { TEmployeePageData } from './employee.server.ts';
import { StageBadge } from './stage-progress.tsx';
import './applications.css';

function BackLink({ to }: { to: string }) {
  const { t, prefix } = useI18n();
  return (
    <Anchor component={Link} to={withPrefix(prefix, to)} fw={600} data-testid="employee-back">
      {t('applications.employee.back')}
    </Anchor>
  );
}

/** /employee-profile: a candidate's CV as the company may see it, with its file, their applications to the company and the way back. */
export function EmployeePage({ page }: { page: TEmployeePageData }) {
  const { t, locale, prefix } = useI18n();
  const { candidate } = page;
  if (!candidate) {
    return (
      <PageShell titleKey="page.employee-profile">
        <Paper withBorder p="lg" data-testid={`employee-${page.state}`}>
          <Stack gap="sm">
            <Text fw={600}>{t(page.state === 'gone' ? 'applications.employee.notFound' : page.state === 'limited' ? 'applications.employee.limited' : 'page.employee-profile')}</Text>
            <Text c="dimmed">{page.state === 'limited' ? page.message : t(page.state === 'gone' ? 'applications.employee.notFoundHint' : 'applications.employee.missingId')}</Text>
            <Group gap="md">
              <BackLink to={page.back} />
              <Anchor component={Link} to={withPrefix(prefix, '/company-jobs')}>
                {t('applications.employee.toJobs')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </PageShell>
    );
  }
  const { cv_snapshot: snapshot } = candidate;
  return (
    <PageShell titleKey="page.employee-profile">
      <BackLink to={page.back} />
      <Paper withBorder className="pad-md-xl" data-testid="employee-profile" data-contact-hidden={candidate.contact_hidden}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h3" data-testid="employee-name">
                <bdi>{candidate.name}</bdi>
              </Title>
              {candidate.headline && (
                <Text c="dimmed">
                  <bdi>{candidate.headline}</bdi>
                </Text>
              )}
            </div>
            {/* A company writes to those whose contact it may see (decision 029: unverified, only its applicants). */}
            {!candidate.contact_hidden && <MessageButton seekerId={candidate.id} jobId={candidate.applications[0]?.job_id ?? null} size="sm" />}
          </Group>
          {candidate.contact_hidden ? (
            <Alert variant="light" color="gray" data-testid="employee-initials">
              {t('applications.employee.initials')}
            </Alert>
          ) : (
            <Group gap="lg" wrap="wrap" aria-label={t('applications.employee.contact')}>
              <Text size="sm">
                <bdi dir="ltr">{snapshot.email}</bdi>
              </Text>
              {snapshot.phone && (
                <Text size="sm">
                  <bdi dir="ltr">{snapshot.phone}</bdi>
                </Text>
              )}
            </Group>
          )}
          {candidate.applications.length > 0 && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('applications.employee.applied')}
              </Text>
              {candidate.applications.map((application) => (
                <Group key={application.id} gap="xs">
                  <Anchor component={Link} to={withPrefix(prefix, `/company-jobs/${application.job_id}/applicants?open=${application.id}`)} size="sm">
                    <bdi>{application.job_title}</bdi>
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDay(application.created_at, locale)?.gregorian}
                  </Text>
                  <StageBadge stage={application.stage} company />
                </Group>
              ))}
            </Stack>
          )}
          <CvSnapshot detail={candidate} title="applications.employee.cv" />
          {candidate.cv_file && (
            <Group gap="sm">
              <Button component="a" href={withPrefix(prefix, `/employee-profile/cv/${candidate.cv_file.token}`)} variant="default" size="sm" data-testid="employee-cv-file">
                {t('applications.employee.cvFile')}
              </Button>
              <Badge variant="light" color="gray" tt="none">
                <bdi>{candidate.cv_file.name}</bdi>
              </Badge>
              <Text size="xs" c="dimmed">
                {t('applications.employee.cvFileHint')}
              </Text>
            </Group>
          )}
        </Stack>
      </Paper>
    </PageShell>
  );
}

import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Avatar, Badge, Box, Button, Container, Grid, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Form, Link, useNavigation } from 'react-router';
import { APPLICATION_COVER_NOTE_MAX, type TJobPublic } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger, formatYearCount } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { VerifiedBadge } from '../company/verified-badge.tsx';
import { useHydrated } from '../../components/lookup-select.tsx';
import { JobCard, SalaryRange } from '../search/job-card.tsx';
import type { TJobPageActionResult, TJobPageData } from './job-page.server.ts';
import './job-page.css';
import { initialsOf } from '../company/company-header.tsx';

/** A day, with its Hijri (Umm al-Qura) date beside it in Arabic. */
function Day({ value }: { value: string | null }) {
  const { locale } = useI18n();
  const day = formatDay(value, locale);
  if (!day || !value) return null;
  return (
    <time dateTime={value.slice(0, 10)}>
      {day.gregorian}
      {day.hijri && (
        <Text span c="dimmed" size="sm" className="job-page-hijri">
          {' '}
          ({day.hijri})
        </Text>
      )}
    </time>
  );
}

/** Where the job is: its city, remote, or both. */
function usePlace(job: TJobPublic): string | null {
  const { t } = useI18n();
  const remote = job.is_remote || job.job_type === 'remotely';
  if (job.city && remote) return t('jobPage.remoteFrom', { city: job.city.name });
  if (job.city) return job.city.name;
  return remote ? t('jobPage.remote') : null;
}

function JobHeader({ job }: { job: TJobPublic }) {
  const { t, prefix } = useI18n();
  const place = usePlace(job);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="header">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Avatar src={job.company?.logo_url ?? null} alt="" radius="md" size={64} color="primary">
          {job.company ? initialsOf(job.company.name) : '?'}
        </Avatar>
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
                {t(`jobs.jobType.${job.job_type}`)}
              </Badge>
            )}
            {!job.is_open && (
              <Badge variant="outline" color="gray" tt="none">
                {t(`jobs.status.${job.status}`)}
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

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Plain text the company typed (duties, qualifications…): its line breaks kept. */
function PlainText({ value, lang }: { value: string; lang: string }) {
  return (
    <Text className="job-page-plain" dir="auto" lang={lang}>
      {value}
    </Text>
  );
}

function ClosedNotice({ job }: { job: TJobPublic }) {
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

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="job-page-fact" data-testid={testId}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd">
        {children}
      </Text>
    </div>
  );
}

function Facts({ job }: { job: TJobPublic }) {
  const { t, locale } = useI18n();
  const place = usePlace(job);
  return (
    <Section title={t('jobPage.factsTitle')} testId="job-facts">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" className="job-page-facts">
        <Fact label={t('jobPage.location')}>{place ?? '—'}</Fact>
        <Fact label={t('jobPage.jobType')}>{job.job_type ? t(`jobs.jobType.${job.job_type}`) : '—'}</Fact>
        <Fact label={t('jobPage.salary')} testId="job-fact-salary">
          {job.salary_from !== null || job.salary_to !== null ? <SalaryRange from={job.salary_from} to={job.salary_to} /> : t('jobPage.salaryNotStated')}
        </Fact>
        <Fact label={t('jobPage.experience')}>{job.experience_years === null ? '—' : job.experience_years === 0 ? t('jobPage.experienceNone') : formatYearCount(job.experience_years, locale)}</Fact>
        <Fact label={t('jobPage.qualification')}>{job.qualification_type ? t(`jobs.qualification.${job.qualification_type}`) : t('jobPage.qualificationAny')}</Fact>
        {job.major && <Fact label={t('jobPage.major')}>{job.major.name}</Fact>}
        {job.sector && <Fact label={t('jobPage.sector')}>{job.sector.name}</Fact>}
        <Fact label={t('jobPage.openings')}>{formatInteger(job.applicants_num, locale)}</Fact>
        {job.working_hours && (
          <Fact label={t('jobPage.hours')} testId="job-fact-hours">
            <bdi>{job.working_hours}</bdi>
          </Fact>
        )}
        <Fact label={t('jobPage.deadline')} testId="job-fact-deadline">
          <Day value={job.deadline} />
        </Fact>
        <Fact label={t('jobPage.posted')} testId="job-fact-posted">
          <Day value={job.published_at} />
        </Fact>
      </SimpleGrid>
    </Section>
  );
}

function LoginToApply({ jobId, compact = false }: { jobId: number; compact?: boolean }) {
  const { t, prefix } = useI18n();
  const login = `${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(withPrefix(prefix, `/jobs/${jobId}`))}`;
  return (
    <Button component={Link} to={login} fullWidth={!compact} size="md" data-testid={compact ? 'sticky-login-to-apply' : 'login-to-apply'}>
      {t('jobPage.loginToApply')}
    </Button>
  );
}

function SaveButton({ saved }: { saved: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === (saved ? 'unsave' : 'save');
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={saved ? 'unsave' : 'save'} />
      <Button type="submit" variant="default" fullWidth loading={busy} aria-pressed={saved} data-testid="save-job">
        {saved ? t('jobPage.unsave') : t('jobPage.save')}
      </Button>
    </Form>
  );
}

/** The apply card: log in (visitors), apply with an optional cover note, or the application's stage. */
function ApplyCard({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  const { job, role, viewer } = page;
  const application = viewer?.application ?? null;
  const applying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply';
  let body: ReactNode;
  if (role === 'visitor') {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('jobPage.loginHint')}</Text>
        <LoginToApply jobId={job.id} />
        <Button component={Link} to={withPrefix(prefix, '/register')} variant="subtle" fullWidth>
          {t('jobPage.register')}
        </Button>
      </Stack>
    );
  } else if (role === 'other') {
    body = (
      <Text size="sm" c="dimmed" data-testid="seekers-only">
        {t('jobPage.seekersOnly')}
      </Text>
    );
  } else if (application) {
    body = (
      <Stack gap="sm" data-testid="job-application">
        {application.withdrawn_at ? (
          <Text size="sm">{t('jobPage.withdrawn')}</Text>
        ) : (
          <>
            <Text size="sm">{t('jobPage.appliedOn', { date: formatDay(application.created_at, locale)?.gregorian ?? '' })}</Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('jobPage.stageLabel')}
              </Text>
              <Badge variant="light" color={application.stage === 'rejected' ? 'gray' : application.stage === 'hired' ? 'success' : 'primary'} tt="none" data-testid="application-stage" data-stage={application.stage}>
                {t(`jobPage.stage.${application.stage}`)}
              </Badge>
            </Group>
          </>
        )}
        <Anchor component={Link} to={withPrefix(prefix, '/my-applications')} fw={600} size="sm">
          {t('jobPage.myApplications')}
        </Anchor>
      </Stack>
    );
  } else {
    const error = result?.errors?.cover_note?.[0];
    body = (
      <Form method="post" data-testid="apply-form">
        <input type="hidden" name="intent" value="apply" />
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('jobPage.applyOneStep')}
          </Text>
          <Textarea
            name="cover_note"
            label={t('jobPage.coverNote')}
            description={t('jobPage.coverNoteHint', { max: formatInteger(APPLICATION_COVER_NOTE_MAX, locale) ?? '' })}
            defaultValue={result?.values?.cover_note ?? ''}
            maxLength={APPLICATION_COVER_NOTE_MAX}
            autosize
            minRows={3}
            maxRows={8}
            error={error}
            dir="auto"
          />
          <Button type="submit" size="md" fullWidth loading={applying} data-testid="apply-button">
            {t('jobPage.apply')}
          </Button>
        </Stack>
      </Form>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" id="apply" aria-labelledby="apply-title" className="job-page-apply">
      <Stack gap="sm">
        <Title order={2} size="h4" id="apply-title">
          {t('jobPage.applyTitle')}
        </Title>
        {body}
        {role === 'seeker' && viewer && <SaveButton saved={viewer.is_saved} />}
      </Stack>
    </Paper>
  );
}

/** On phones: the apply action stays at the bottom of the screen while the ad is read. */
function StickyApply({ page }: { page: TJobPageData }) {
  const { t } = useI18n();
  const { job, role, viewer } = page;
  if (!job.is_open || role === 'other' || viewer?.application) return null;
  return (
    <Box className="job-page-sticky" data-testid="sticky-apply">
      <Text fw={600} size="sm" lineClamp={1} className="job-page-grow">
        <bdi>{job.title}</bdi>
      </Text>
      {role === 'visitor' ? (
        <LoginToApply jobId={job.id} compact />
      ) : (
        <Button component="a" href="#apply" size="md">
          {t('jobPage.apply')}
        </Button>
      )}
    </Box>
  );
}

function ShareIcon({ path }: { path: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const ICONS = {
  whatsapp: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.1.3.6 1.1 1.4 1.8 1 .9 1.8 1.1 2 1.3.3.1.4.1.6-.1l.8-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.2Z',
  x: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V21h-4V9.5Z',
} as const;

/** Share: the link to copy (a button with JavaScript, a selectable field without) and plain share links, no third-party scripts. */
function ShareCard({ page }: { page: TJobPageData }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [copyFailed, setCopyFailed] = useState(false);
  const canCopy = hydrated && !copyFailed && typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const { url, job } = page;
  const text = `${job.title} | ${job.company?.name ?? t('jobPage.confidential')}`;
  const links = [
    { key: 'whatsapp', label: t('jobPage.shareWhatsapp'), href: `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}` },
    { key: 'x', label: t('jobPage.shareX'), href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
    { key: 'linkedin', label: t('jobPage.shareLinkedin'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
  ] as const;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ message: t('jobPage.copied'), color: 'success' });
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="share-title" data-testid="job-share">
      <Stack gap="sm">
        <Title order={2} size="h4" id="share-title">
          {t('jobPage.shareTitle')}
        </Title>
        <TextInput label={t('jobPage.shareLink')} value={url} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} data-testid="share-url" />
        {canCopy && (
          <Button variant="light" onClick={copy} data-testid="copy-link">
            {t('jobPage.copyLink')}
          </Button>
        )}
        <Group gap="xs" wrap="wrap">
          {links.map((link) => (
            <Button
              key={link.key}
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="sm"
              leftSection={<ShareIcon path={ICONS[link.key]} />}
              aria-label={t('jobPage.shareNewWindow', { network: link.label })}
              data-testid={`share-${link.key}`}
            >
              {link.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function SimilarJobs({ page }: { page: TJobPageData }) {
  const { t, prefix } = useI18n();
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-title" data-testid="similar-jobs">
      <Title order={2} size="h3" id="similar-title">
        {t('jobPage.similarTitle')}
      </Title>
      {page.similar.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {page.similar.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </SimpleGrid>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed" size="sm">
            {t('jobPage.similarEmpty')}{' '}
            <Anchor component={Link} to={withPrefix(prefix, '/find-jobs')} fw={600}>
              {t('jobPage.browseJobs')}
            </Anchor>
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * /jobs/{id}: the whole ad as on the job sites people know: header (title, company, place, type, salary), the
 * description, duties, qualifications and benefits, then apply, the job's facts and sharing beside it (below it
 * on phones, with a sticky apply bar), and similar jobs.
 */
export function JobPage({ page, result }: { page: TJobPageData; result?: TJobPageActionResult }) {
  const { t } = useI18n();
  const { job } = page;
  return (
    <Container size="lg" py="xl" className="job-page">
      <Stack gap="lg">
        {!job.is_open && <ClosedNotice job={job} />}
        <JobHeader job={job} />
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {job.description && (
                <Section title={t('jobPage.description')} testId="job-description">
                  {/* The API keeps only a small allow-list of tags (decision 011): this is its sanitised HTML. */}
                  <div className="job-rich-text" dir="auto" lang={job.locale} dangerouslySetInnerHTML={{ __html: job.description }} />
                </Section>
              )}
              {job.duties && (
                <Section title={t('jobPage.duties')} testId="job-duties">
                  <PlainText value={job.duties} lang={job.locale} />
                </Section>
              )}
              {job.qualifications && (
                <Section title={t('jobPage.qualifications')} testId="job-qualifications">
                  <PlainText value={job.qualifications} lang={job.locale} />
                </Section>
              )}
              {job.benefits && (
                <Section title={t('jobPage.benefits')} testId="job-benefits">
                  <PlainText value={job.benefits} lang={job.locale} />
                </Section>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {job.is_open && <ApplyCard page={page} result={result} />}
              <Facts job={job} />
              <ShareCard page={page} />
            </Stack>
          </Grid.Col>
        </Grid>
        <SimilarJobs page={page} />
      </Stack>
      <StickyApply page={page} />
    </Container>
  );
}

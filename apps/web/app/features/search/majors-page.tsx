import { Anchor, Button, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link, useLocation } from 'react-router';
import type { TMajorJobCount, TMajorJobs } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import { Pager } from '../../components/pager.tsx';
import { jobsCount } from './plural.ts';
import './search.css';

/** A major as a card linking to its jobs, with their number. */
export function MajorCard({ major }: { major: TMajorJobCount }) {
  const { t, locale, prefix } = useI18n();
  return (
    <Card withBorder padding="md" component={Link} to={withPrefix(prefix, `/majors/${major.id}`)} className="major-card" data-testid="major-card">
      <Stack gap={4}>
        <Text fw={600}>{major.name}</Text>
        <Text size="sm" c={major.jobs_count ? 'primary.8' : 'dimmed'}>
          {jobsCount(major.jobs_count, locale, t)}
        </Text>
      </Stack>
    </Card>
  );
}

/** /majors: the majors with open jobs first (the most first), then the others. */
export function MajorsPage({ majors }: { majors: TMajorJobCount[] }) {
  const { t, prefix } = useI18n();
  const withJobs = majors.filter((major) => major.jobs_count > 0);
  const without = majors.filter((major) => major.jobs_count === 0);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('page.majors')}</Title>
          <Text c="dimmed">{t('search.majors.intro')}</Text>
        </Stack>
        {majors.length === 0 && (
          <Paper withBorder p="xl">
            <Stack gap="sm" align="flex-start">
              <Text>{t('search.majors.empty')}</Text>
              <Button component={Link} to={withPrefix(prefix, '/find-jobs')}>
                {t('search.majors.searchAll')}
              </Button>
            </Stack>
          </Paper>
        )}
        {withJobs.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="majors-with-jobs">
            <Title order={2} size="h3" id="majors-with-jobs">
              {t('search.majors.withJobs')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="majors-with-jobs">
              {withJobs.map((major) => (
                <MajorCard key={major.id} major={major} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {without.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="majors-without-jobs">
            <Title order={2} size="h3" id="majors-without-jobs">
              {t('search.majors.withoutJobs')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {without.map((major) => (
                <MajorCard key={major.id} major={major} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** /majors/{id}: the major's open jobs, newest first, a page at a time. */
export function MajorPage({ page }: { page: TMajorJobs }) {
  const { t, locale, prefix } = useI18n();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={withPrefix(prefix, '/majors')} size="sm">
          {t('search.majors.all')}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{page.major.name}</Title>
            <Text c="dimmed" data-testid="major-count">
              {jobsCount(page.total, locale, t)}
            </Text>
          </Stack>
          {page.total > 0 && (
            <Button component={Link} to={`${withPrefix(prefix, '/find-jobs')}?major_id=${page.major.id}`} variant="light">
              {t('search.majors.refine')}
            </Button>
          )}
        </Group>
        {page.items.length === 0 ? (
          <Paper withBorder p="xl" data-testid="major-empty">
            <Stack gap="sm" align="flex-start">
              <Text fw={600}>{t('search.majors.noJobs')}</Text>
              <Text c="dimmed">{t('search.majors.noJobsHint')}</Text>
              <Group gap="sm">
                <Button component={Link} to={withPrefix(prefix, '/find-jobs')}>
                  {t('search.majors.searchAll')}
                </Button>
                <Button component={Link} to={withPrefix(prefix, '/majors')} variant="default">
                  {t('search.majors.all')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} className="job-card-list" data-testid="major-jobs">
            {page.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </Stack>
        )}
        <Pager page={page.page} pages={pages} href={(n) => (n > 1 ? `${location.pathname}?page=${n}` : location.pathname)} />
      </Stack>
    </Container>
  );
}

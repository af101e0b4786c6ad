import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JobCard } from '../../components/job-card.tsx';
import type { TJobPageData } from './job-page.server.ts';

/** Live jobs like this one, or where to look when there are none. */
export function SimilarJobs({ page }: { page: TJobPageData }) {
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

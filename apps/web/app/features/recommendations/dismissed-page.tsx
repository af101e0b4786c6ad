import { Button, Paper, Stack, Text } from '@mantine/core';
import { Form, useNavigation } from 'react-router';
import type { TJobCard } from '@tawzeef/contract';
import { PageShell } from '../../components/page-shell.tsx';
import { JobCard } from '../../components/job-card.tsx';
import { Pager, pageCount } from '../../components/pager.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TRecommendationResult } from './recommendations.server.ts';

/** /recommended-jobs/dismissed: the jobs the seeker said "not interested" to, each with Undo (decision 139). */
export function DismissedJobsPage({ data, result }: { data: { items: TJobCard[]; total: number; page: number; page_size: number }; result?: TRecommendationResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  return (
    <PageShell titleKey="page.recommended-jobs-dismissed" size="md">
      <Text c="dimmed">{t('recommendations.dismissed.intro')}</Text>
      {data.items.length === 0 ? (
        <Paper withBorder p="lg" data-testid="dismissed-empty">
          <Text fw={600}>{t('recommendations.dismissed.empty')}</Text>
        </Paper>
      ) : (
        <Stack gap="md" data-testid="dismissed-jobs">
          {data.items.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              action={
                <Form method="post">
                  <input type="hidden" name="intent" value="recommendation-undo" />
                  <input type="hidden" name="id" value={job.id} />
                  <Button
                    type="submit"
                    variant="light"
                    size="xs"
                    loading={navigation.state === 'submitting' && navigation.formData?.get('id') === String(job.id)}
                    aria-label={t('recommendations.dismissed.undoLabel', { title: job.title })}
                    data-testid="dismissed-undo"
                  >
                    {t('recommendations.dismissed.undo')}
                  </Button>
                </Form>
              }
            />
          ))}
        </Stack>
      )}
      <Pager page={data.page} pages={pageCount(data.total, data.page_size)} href={(page) => `?page=${page}`} label={t('recommendations.dismissed.pager')} />
    </PageShell>
  );
}

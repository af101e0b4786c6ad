import { Anchor, Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { APPLICANT_SORTS, APPLICATION_STAGES } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { ApplicantCard } from './applicant-card.tsx';
import type { TApplicantsData, TItemResult } from './applications.server.ts';
import { Pager, pageCount } from '../../components/pager.tsx';
import './applications.css';

export function ApplicantsPage({ data, result }: { data: TApplicantsData; result?: TItemResult }) {
  const { t, prefix, locale } = useI18n();
  useActionToast(result);
  const { list } = data;
  const base = withPrefix(prefix, `/company-jobs/${list.job.id}/applicants`);
  const query = (extra: Record<string, string>) => {
    const search = new URLSearchParams({ ...(data.stage ? { stage: data.stage } : {}), ...(data.sort !== 'match' ? { sort: data.sort } : {}), ...(list.page > 1 ? { page: String(list.page) } : {}), ...extra });
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  const all = Object.values(list.stage_counts).reduce((sum, n) => sum + n, 0);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={withPrefix(prefix, '/company-jobs')} size="sm">
            {t('applicants.back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('page.applicants')}
          </Title>
          <Text c="dimmed">{t('applicants.intro', { title: list.job.title })}</Text>
          {list.departed_count > 0 && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="applicants-departed">
              {t('applicants.departed', { count: list.departed_count })}
            </Text>
          )}
        </div>

        <Form method="get" action={base}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              name="stage"
              label={t('applicants.filter.stage')}
              defaultValue={data.stage ?? ''}
              data={[
                { value: '', label: t('applicants.filter.all', { count: formatInteger(all, locale) ?? '' }) },
                ...APPLICATION_STAGES.map((stage) => ({
                  value: stage,
                  label: t('applicants.filter.stageCount', { stage: stage === 'rejected' ? t('applications.companyStage.rejected') : t(`enum.stage.${stage}`), count: formatInteger(list.stage_counts[stage] ?? 0, locale) ?? '' }),
                })),
              ]}
              data-testid="filter-stage"
            />
            <NativeSelect name="sort" label={t('applicants.sort.label')} defaultValue={data.sort} data={APPLICANT_SORTS.map((sort) => ({ value: sort, label: t(`applicants.sort.${sort}`) }))} data-testid="filter-sort" />
            <Button type="submit" variant="default" data-testid="filter-apply">
              {t('applicants.apply')}
            </Button>
          </Group>
        </Form>

        <Stack gap="md" data-testid="applicants">
          {list.items.length === 0 ? (
            <Paper withBorder p="xl" data-testid="applicants-empty">
              <Stack gap="sm" align="center">
                <Text fw={600} ta="center">
                  {t(all === 0 ? 'applicants.empty' : 'applicants.emptyStage')}
                </Text>
                {all === 0 && (
                  <>
                    <Text c="dimmed" ta="center">
                      {t('applicants.emptyHint')}
                    </Text>
                    <Button component={Link} to={withPrefix(prefix, `/jobs/${list.job.id}`)} variant="light">
                      {t('applicants.viewJob')}
                    </Button>
                  </>
                )}
              </Stack>
            </Paper>
          ) : (
            list.items.map((applicant) => (
              <ApplicantCard
                key={applicant.id}
                applicant={applicant}
                detail={data.open?.id === applicant.id ? data.open : null}
                openTo={query({ open: String(applicant.id) })}
                closeTo={query({})}
                cvTo={withPrefix(prefix, `/company-jobs/${list.job.id}/applicants/${applicant.id}/cv`)}
                profileTo={
                  applicant.seeker_id === null
                    ? null
                    : withPrefix(prefix, `/employee-profile?${new URLSearchParams({ id: String(applicant.seeker_id), back: `/company-jobs/${list.job.id}/applicants?open=${applicant.id}` })}`)
                }
                result={result}
              />
            ))
          )}
        </Stack>
        <Pager page={list.page} pages={pageCount(list.total, list.page_size)} href={(page) => query({ page: String(page) })} label={t('applications.pager.applicants')} />
      </Stack>
    </Container>
  );
}

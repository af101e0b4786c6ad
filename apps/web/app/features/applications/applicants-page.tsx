import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ExportButtons } from '../exports/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { useMemberCan } from '../../lib/company-access.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { ApplicantFilters } from './applicant-filters.tsx';
import type { TApplicantsData } from './applications.server.ts';
import { BulkBar } from './bulk-bar.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import type { TBulkActionResult } from './pipeline.server.ts';
import { Pager, pageCount } from '../../components/pager.tsx';
import './applications.css';

/** A job's applicants (decision 111): the list or the board by stage, the filters, bulk actions, and one opened applicant. */
export function ApplicantsPage({ data, result }: { data: TApplicantsData; result?: TBulkActionResult }) {
  const { t, prefix } = useI18n();
  const location = useLocation();
  const can = useMemberCan();
  // A bulk action's results are listed by name in the bar; every other action answers with a toast.
  useActionToast(result?.intent === 'bulk' && result.bulk ? undefined : result);
  const { list } = data;
  const base = withPrefix(prefix, `/company-jobs/${list.job.id}/applicants`);
  const query = (extra: Record<string, string>) => {
    const kept = { stage: data.stage ?? '', tag: data.tag, rating: data.rating, match: data.match, from: data.from, to: data.to, city: data.city, answer: data.answer, sort: data.sort !== 'match' ? data.sort : '', view: data.view === 'board' ? 'board' : '', page: list.page > 1 ? String(list.page) : '' };
    const search = new URLSearchParams(Object.entries({ ...kept, ...extra }).filter(([, value]) => value !== ''));
    const text = search.toString();
    return text ? `${base}?${text}` : base;
  };
  const all = Object.values(list.stage_counts).reduce((sum, n) => sum + n, 0);
  const applicants = data.view === 'board' ? data.columns.flatMap((column) => column.items) : list.items;
  const opened = data.open ? (applicants.find((applicant) => applicant.id === data.open?.id) ?? null) : null;
  const card = (applicant: (typeof applicants)[number]) => (
    <ApplicantCard
      key={applicant.id}
      applicant={applicant}
      detail={data.open?.id === applicant.id ? data.open : null}
      openTo={query({ open: String(applicant.id) })}
      closeTo={query({})}
      cvTo={withPrefix(prefix, `/company-jobs/${list.job.id}/applicants/${applicant.id}/cv`)}
      cvPdfTo={withPrefix(prefix, `/company-jobs/${list.job.id}/applicants/${applicant.id}/cv-pdf`)}
      profileTo={
        applicant.seeker_id === null ? null : withPrefix(prefix, `/employee-profile?${new URLSearchParams({ id: String(applicant.seeker_id), back: `/company-jobs/${list.job.id}/applicants?open=${applicant.id}` })}`)
      }
      result={result}
      pipeline={{ notes: data.notes, companyTags: list.company_tags, formKey: data.formKey }}
    />
  );
  return (
    <Container size={data.view === 'board' ? 'xl' : 'lg'} py="xl">
      <Stack gap="lg">
        <div>
          {/* A viewer has no jobs list: the jobs shared with them are on the team page (decision 116). */}
          <Anchor component={Link} to={withPrefix(prefix, can('jobs:read') ? '/company-jobs' : '/company-team')} size="sm">
            {t(can('jobs:read') ? 'applicants.back' : 'team.myJobs')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('page.applicants')}
          </Title>
          <Text c="dimmed">{t('applicants.intro', { title: list.job.title })}</Text>
          {!can('applicants:write') && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="applicants-read-only">
              {t('access.applicants.readOnly')}
            </Text>
          )}
          {list.departed_count > 0 && (
            <Text size="sm" c="dimmed" mt="xs" data-testid="applicants-departed">
              {t('applicants.departed', { count: list.departed_count })}
            </Text>
          )}
        </div>
        {list.total > 0 && <ExportButtons base={withPrefix(prefix, `/company-jobs/${list.job.id}/applicants/export`)} query={location.search} />}

        <Group gap="xs" wrap="wrap" role="group" aria-label={t('pipeline.view.label')} data-testid="view-switch">
          {(['list', 'board'] as const).map((view) => (
            <Button
              key={view}
              component={Link}
              to={query({ view: view === 'board' ? 'board' : '', stage: '', page: '' })}
              variant={data.view === view ? 'filled' : 'default'}
              size="sm"
              aria-current={data.view === view ? 'page' : undefined}
              data-testid={`view-${view}`}
            >
              {t(`pipeline.view.${view}`)}
            </Button>
          ))}
        </Group>

        <ApplicantFilters data={data} base={base} />
        {all > 0 && can('applicants:write') && <BulkBar applicants={applicants} formKey={data.formKey} result={result} templates={data.templates} />}
        {opened && data.view === 'board' && card(opened)}

        {data.view === 'board' ? (
          <PipelineBoard data={data} openTo={(id) => query({ open: String(id) })} />
        ) : (
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
              list.items.map(card)
            )}
          </Stack>
        )}
        {data.view === 'list' && <Pager page={list.page} pages={pageCount(list.total, list.page_size)} href={(page) => query({ page: String(page) })} label={t('applications.pager.applicants')} />}
      </Stack>
    </Container>
  );
}

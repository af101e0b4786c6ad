import { Anchor, Badge, Box, Button, Container, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { APPLICANT_SORTS, APPLICATION_STAGES, type TApplicant, type TApplicantDetail, type TMatchReason } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay, formatInteger, formatMonth, formatSar, parseCalendarDate } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TApplicantsData, TItemResult } from './applications.server.ts';
import { Pager } from './seeker-pages.tsx';
import { StageBadge, StageTimeline } from './stage-progress.tsx';
import './applications.css';

type TRecord = Record<string, unknown>;
const listOf = (value: unknown): TRecord[] => (Array.isArray(value) ? (value as TRecord[]) : []);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function scoreColor(score: number) {
  return score >= 70 ? 'green' : score >= 40 ? 'yellow' : 'gray';
}

/** One reason of the match score in the reader's language, with the points it earned out of its weight. */
function Reason({ reason }: { reason: TMatchReason }) {
  const { t, locale } = useI18n();
  const p = reason.params;
  const qualification = (value: unknown) => (typeof value === 'string' && value ? t(`cv.qualification.type.${value as 'bachelor'}`) : '');
  const values: Record<string, string> = {
    years: formatInteger(Number(p.years ?? 0), locale) ?? '',
    required: reason.code === 'qualification' ? qualification(p.required) : (formatInteger(Number(p.required ?? 0), locale) ?? ''),
    highest: qualification(p.highest),
    found: String(p.found ?? ''),
    count: formatInteger(Number(p.count ?? 0), locale) ?? '',
    expected: formatSar(Number(p.expected ?? 0), locale) ?? '',
  };
  const key = reason.code === 'city' && p.remote ? 'applicants.reason.city.remote' : (`applicants.reason.${reason.code}.${reason.outcome}` as const);
  return (
    <li data-code={reason.code} data-outcome={reason.outcome}>
      <span>
        <span aria-hidden="true">{reason.outcome === 'met' ? '✓ ' : reason.outcome === 'partial' ? '◐ ' : reason.outcome === 'missed' ? '✗ ' : '– '}</span>
        {t(key, values)}
      </span>
      {reason.weight > 0 && (
        <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('applicants.points', { points: formatInteger(Math.round(reason.points), locale) ?? '', weight: formatInteger(reason.weight, locale) ?? '' })}
        </Text>
      )}
    </li>
  );
}

function MonthOf({ value }: { value: unknown }) {
  const { locale } = useI18n();
  const date = parseCalendarDate(typeof value === 'string' ? value : null);
  return date ? <>{formatMonth(date.getUTCFullYear(), date.getUTCMonth() + 1, locale)}</> : null;
}

/** The CV as it was when they applied: the facts a recruiter reads first, then experience, education and skills. */
function CvSnapshot({ detail }: { detail: TApplicantDetail }) {
  const { t, locale } = useI18n();
  const { cv, labels } = detail.cv_snapshot;
  const experiences = listOf(cv.experiences);
  const qualifications = listOf(cv.qualifications);
  const skills = listOf(cv.skills);
  const courses = listOf(cv.courses);
  const place = [labels.city, labels.country].filter(Boolean).join('، ');
  const salary = typeof cv.expected_salary === 'number' ? formatSar(cv.expected_salary, locale) : null;
  const facts: Array<[string, string | null]> = [
    [t('applicants.cv.desired'), textOf(cv.job_role_title)],
    [t('applicants.cv.expectedSalary'), salary],
    [t('applicants.cv.location'), place || null],
    [t('applicants.cv.major'), labels.major],
    [t('applicants.cv.nationality'), labels.nationality],
  ];
  const isEmpty = !textOf(cv.summary) && experiences.length === 0 && qualifications.length === 0 && skills.length === 0 && facts.every(([, v]) => !v);
  return (
    <Stack gap="sm" className="app-cv" data-testid="cv-snapshot">
      <Title order={3} size="h4">
        {t('applicants.cv.title')}
      </Title>
      {isEmpty && <Text c="dimmed">{t('applicants.cv.empty')}</Text>}
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {textOf(cv.summary) && (
        <div>
          <Text fw={600}>{t('applicants.cv.summary')}</Text>
          <Text dir="auto" className="app-note">
            {textOf(cv.summary)}
          </Text>
        </div>
      )}
      {experiences.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.experience')}</Text>
          <ul>
            {experiences.map((e, i) => (
              <li key={i}>
                <bdi>{textOf(e.job_title)}</bdi> · <bdi>{textOf(e.company_name)}</bdi>{' '}
                <Text span size="sm" c="dimmed">
                  (<MonthOf value={e.start_date} /> – {e.is_current || !e.end_date ? t('applicants.cv.present') : <MonthOf value={e.end_date} />})
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      {qualifications.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.education')}</Text>
          <ul>
            {qualifications.map((q, i) => (
              <li key={i}>
                {t(`cv.qualification.type.${String(q.qualification_type) as 'bachelor'}`)} · <bdi>{textOf(q.study_field)}</bdi> · <bdi>{textOf(q.university)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {skills.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.skills')}</Text>
          <Group gap={6} mt={4}>
            {skills.map((s, i) => (
              <Badge key={i} variant="outline" tt="none" color="gray">
                <bdi>{textOf(s.skill_name)}</bdi>
              </Badge>
            ))}
          </Group>
        </div>
      )}
      {courses.length > 0 && (
        <div>
          <Text fw={600}>{t('applicants.cv.courses')}</Text>
          <ul>
            {courses.map((c, i) => (
              <li key={i}>
                <bdi>{textOf(c.title)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}

function StageForm({ applicant }: { applicant: TApplicant }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(applicant.id);
  if (applicant.next_stages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('applicants.final')}
      </Text>
    );
  }
  return (
    <Form method="post" data-testid="stage-form">
      <input type="hidden" name="intent" value="stage" />
      <input type="hidden" name="id" value={applicant.id} />
      <Group gap="xs" align="flex-end">
        <NativeSelect
          name="stage"
          size="xs"
          label={t('applicants.moveTo')}
          data={applicant.next_stages.map((stage) => ({ value: stage, label: stage === 'rejected' ? t('applications.companyStage.rejected') : t(`applications.stage.${stage}`) }))}
          data-testid="stage-select"
        />
        <Button type="submit" size="xs" loading={busy} data-testid="stage-submit">
          {t('applicants.move')}
        </Button>
      </Group>
    </Form>
  );
}

function ApplicantCard({ applicant, detail, openTo, closeTo, cvTo, result }: { applicant: TApplicant; detail: TApplicantDetail | null; openTo: string; closeTo: string; cvTo: string; result?: TItemResult }) {
  const { t, locale } = useI18n();
  const failed = result && !result.ok && result.id === applicant.id ? result.message : null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" data-testid="applicant" data-application-id={applicant.id} data-stage={applicant.stage}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Box miw={0}>
            <Text fw={700} size="lg" data-testid="applicant-name">
              <bdi>{applicant.name}</bdi>
            </Text>
            {applicant.headline && (
              <Text size="sm" c="dimmed">
                <bdi>{applicant.headline}</bdi>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('applicants.appliedOn', { date: formatDay(applicant.created_at, locale)?.gregorian ?? '' })}
            </Text>
          </Box>
          <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
            <Badge size="lg" color={scoreColor(applicant.match_score)} variant="filled" tt="none" data-testid="match-score" data-score={applicant.match_score}>
              {t('applicants.match', { score: formatInteger(applicant.match_score, locale) ?? '' })}
            </Badge>
            <StageBadge stage={applicant.stage} company />
          </Stack>
        </Group>
        <details>
          <summary>
            <Text component="span" size="sm" fw={500}>
              {t('applicants.matchTitle')}
            </Text>
          </summary>
          <ul className="app-reasons" data-testid="match-reasons">
            {applicant.match_reasons.map((reason) => (
              <Reason key={reason.code} reason={reason} />
            ))}
          </ul>
        </details>
        <div>
          <Text size="sm" fw={500}>
            {t('applicants.coverNote')}
          </Text>
          <Text size="sm" dir="auto" className="app-note" c={applicant.cover_note ? undefined : 'dimmed'}>
            {applicant.cover_note ?? t('applicants.noCoverNote')}
          </Text>
        </div>
        <Group gap="sm" justify="space-between" align="flex-end">
          <StageForm applicant={applicant} />
          <Group gap="xs">
            {applicant.has_cv_file && (
              <Button component="a" href={cvTo} size="xs" variant="default" data-testid="cv-file">
                {t('applicants.cvFile')}
              </Button>
            )}
            <Button component={Link} to={detail ? closeTo : openTo} preventScrollReset size="xs" variant="light" data-testid="applicant-open">
              {t(detail ? 'applicants.close' : 'applicants.open')}
            </Button>
          </Group>
        </Group>
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        )}
        {detail && (
          <Paper bg="var(--mantine-color-gray-0)" p="md" radius="sm">
            <Stack gap="md">
              <Group gap="lg" wrap="wrap">
                <Text size="sm">
                  <bdi dir="ltr">{detail.email}</bdi>
                </Text>
                {detail.phone && (
                  <Text size="sm">
                    <bdi dir="ltr">{detail.phone}</bdi>
                  </Text>
                )}
              </Group>
              <CvSnapshot detail={detail} />
              {!detail.cv_file && (
                <Text size="sm" c="dimmed">
                  {t('applicants.noCvFile')}
                </Text>
              )}
              <div>
                <Text fw={600} size="sm">
                  {t('applicants.history')}
                </Text>
                <StageTimeline events={detail.events} company />
              </div>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}

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
                  label: t('applicants.filter.stageCount', { stage: stage === 'rejected' ? t('applications.companyStage.rejected') : t(`applications.stage.${stage}`), count: formatInteger(list.stage_counts[stage] ?? 0, locale) ?? '' }),
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
                result={result}
              />
            ))
          )}
        </Stack>
        <Pager page={list.page} total={list.total} pageSize={list.page_size} hrefOf={(page) => query({ page: String(page) })} />
      </Stack>
    </Container>
  );
}

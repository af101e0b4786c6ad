import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Link } from 'react-router';
import { attributeName, translateMessage, type TJobOwn, type TJobStatus, type TScreeningQuestion } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatDay, formatInteger, formatSar, formatYearCount } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { JOB_STEPS, STEP_FIELDS, stepOfField, type TJobField } from './job-form.ts';

const STATUS_COLORS: Record<TJobStatus, string> = {
  draft: 'gray',
  awaiting_payment: 'warning',
  awaiting_review: 'warning',
  held: 'orange',
  active: 'success',
  paused: 'warning',
  expired: 'red',
  closed: 'dark',
  unpublished: 'red',
};

export function StatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} c={`${STATUS_COLORS[status]}.9`} variant="light" tt="none" data-testid="job-status" data-status={status}>
      {t(`enum.job_status.${status}`)}
    </Badge>
  );
}

/** A day with, in Arabic, its Hijri date beside it. */
export function DayText({ value }: { value: string | null }) {
  const { locale } = useI18n();
  const day = formatDay(value, locale);
  if (!day) return null;
  return day.hijri ? `${day.gregorian} (${day.hijri})` : day.gregorian;
}

/** One field of a job as people read it; a dash when it is empty. */
export function JobFieldValue({ field, job }: { field: TJobField; job: TJobOwn }) {
  const { t, locale } = useI18n();
  const empty = <Text span c="dimmed">{t('jobs.summary.empty')}</Text>;
  switch (field) {
    case 'job_type':
      return job.job_type ? t(`enum.job_type.${job.job_type}`) : empty;
    case 'work_place':
      return t(`enum.work_place.${job.work_place}`);
    case 'city_id':
      return job.work_place === 'remote' ? t('jobs.summary.remote') : (job.city?.name ?? empty);
    case 'occupation_id': {
      // What search files the job under: the company's choice, or what its title names.
      const names = job.occupations.map((occupation) => occupation.name).join(locale === 'ar' ? '، ' : ', ');
      if (!names) return empty;
      return job.occupation_id === null ? t('jobs.summary.fromTitle', { names }) : names;
    }
    case 'lat':
    case 'lng':
      // The job's own place (decision 141), or where search places it without one.
      return job.lat !== null && job.lng !== null ? <bdi dir="ltr">{`${job.lat}, ${job.lng}`}</bdi> : <Text span c="dimmed">{t('jobs.summary.placeDefault')}</Text>;
    case 'major_id':
      return job.major?.name ?? empty;
    case 'sector_id':
      return job.sector?.name ?? empty;
    case 'show_company':
      return job.show_company ? t('jobs.field.showCompany.true') : t('jobs.field.showCompany.false');
    case 'saudi_only':
      return job.saudi_only ? t('jobs.field.saudiOnly.yes') : t('jobs.field.saudiOnly.no');
    case 'qualification_type':
      return job.qualification_type ? t(`enum.qualification_type.${job.qualification_type}`) : t('jobs.form.any');
    case 'experience_years':
      return job.experience_years === null ? empty : formatYearCount(job.experience_years, locale);
    case 'applicants_num':
      return formatInteger(job.applicants_num, locale);
    case 'salary_from':
    case 'salary_to': {
      const value = job[field];
      return value === null ? empty : formatSar(value, locale);
    }
    case 'deadline':
      return job.deadline ? <DayText value={job.deadline} /> : empty;
    case 'description':
      // The API keeps only a small allow-list of tags (decision 011): this is its sanitised HTML.
      return job.description ? <div className="job-rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: job.description }} /> : empty;
    default: {
      const value = job[field];
      // Its own direction: an English ad reads left to right on the Arabic page, and the reverse.
      return value ? (
        <Text component="div" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {value}
        </Text>
      ) : (
        empty
      );
    }
  }
}

const SUMMARY_FIELDS: Record<(typeof JOB_STEPS)[number], TJobField[]> = {
  basics: ['title', 'occupation_id', 'job_type', 'work_place', 'city_id', 'lat', 'sector_id', 'major_id', 'applicants_num', 'show_company', 'saudi_only'],
  details: [...STEP_FIELDS.details],
  terms: ['working_hours', 'benefits', 'salary_from', 'salary_to', 'deadline'],
  review: [],
};

const WIDE_FIELDS: TJobField[] = ['title', 'description', 'duties', 'qualifications', 'benefits'];

/** What passes a knock-out question, as the company set it. */
function passingAnswer(question: TScreeningQuestion, t: ReturnType<typeof useI18n>['t'], locale: ReturnType<typeof useI18n>['locale']): string | null {
  if (question.type === 'number') {
    const format = (value: number | null) => (value === null ? null : (formatInteger(value, locale) ?? String(value)));
    const min = format(question.min);
    const max = format(question.max);
    if (min !== null && max !== null) return t('jobs.sq.summary.between', { min, max });
    if (min !== null) return t('jobs.sq.summary.atLeast', { min });
    return max !== null ? t('jobs.sq.summary.atMost', { max }) : null;
  }
  if (question.type === 'yes_no') return question.accepted[0] ? t(question.accepted[0] === 'yes' ? 'jobs.sq.yes' : 'jobs.sq.no') : null;
  return question.accepted.length ? question.accepted.join(locale === 'ar' ? '، ' : ', ') : null;
}

/**
 * The job's screening questions (decision 118) as applicants will be asked them, with what passes a knock-out: a
 * question's words are screened like the ad's (decision 032), so one can hold the ad and the company reads it here.
 */
function ScreeningQuestionsSummary({ job }: { job: TJobOwn }) {
  const { t, locale } = useI18n();
  return (
    <div style={{ gridColumn: '1 / -1' }} data-testid="summary-screening_questions">
      <Text size="sm" c="dimmed">
        {t('jobs.sq.title')}
      </Text>
      {job.screening_questions.length === 0 ? (
        <Text span c="dimmed">
          {t('jobs.sq.summary.none')}
        </Text>
      ) : (
        <List type="ordered" spacing="xs">
          {job.screening_questions.map((question) => {
            const passes = question.knockout ? passingAnswer(question, t, locale) : null;
            return (
              <List.Item key={question.id} data-testid="summary-question">
                <Text component="span" dir="auto" fw={500}>
                  {question.text}
                </Text>
                <Group gap={6} mt={2} wrap="wrap">
                  <Badge variant="light" color="gray" tt="none">
                    {t(`jobs.sq.type.${question.type}`)}
                  </Badge>
                  {question.required && (
                    <Badge variant="light" color="blue" tt="none">
                      {t('jobs.sq.required')}
                    </Badge>
                  )}
                  {question.knockout && (
                    <Badge variant="light" color="orange" tt="none">
                      {t('jobs.sq.knockout')}
                    </Badge>
                  )}
                </Group>
                {question.choices.length > 0 && (
                  <Text size="sm" dir="auto">
                    {t('jobs.sq.summary.choices', { choices: question.choices.join(locale === 'ar' ? '، ' : ', ') })}
                  </Text>
                )}
                {passes && (
                  <Text size="sm" dir="auto">
                    {t('jobs.sq.summary.passes', { answer: passes })}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}

/** Everything the job says, grouped by the step that asks it, each group with a link to change it. */
export function JobSummary({ job, editable }: { job: TJobOwn; editable: boolean }) {
  const { t, prefix } = useI18n();
  return (
    <Stack gap="md" data-testid="job-summary">
      {JOB_STEPS.slice(0, 3).map((step, index) => (
        <Paper key={step} withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h4">
              {t(`jobs.step.${step}`)}
            </Title>
            {editable && (
              <Anchor component={Link} to={`${withPrefix(prefix, `/post-job/${job.id}`)}?step=${index + 1}`} size="sm" data-testid={`summary-edit-${step}`}>
                {t('jobs.summary.change')}
              </Anchor>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {SUMMARY_FIELDS[step].map((field) => (
              <div key={field} style={WIDE_FIELDS.includes(field) ? { gridColumn: '1 / -1' } : undefined} data-testid={`summary-${field}`}>
                <Text size="sm" c="dimmed">
                  {t(`jobs.field.${field}`)}
                </Text>
                <div>
                  <JobFieldValue field={field} job={job} />
                </div>
              </div>
            ))}
            {step === 'details' && <ScreeningQuestionsSummary job={job} />}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** The publishing fields still empty (or refused by the server), each with a link to the step that asks it. */
export function MissingFields({ job, errors }: { job: TJobOwn; errors?: Record<string, string[]> }) {
  const { t, locale, prefix } = useI18n();
  const messages = new Map<string, string>();
  for (const field of job.missing_fields) messages.set(field, translateMessage('required', locale, { attribute: attributeName(field, locale) }));
  for (const [field, list] of Object.entries(errors ?? {})) if (list[0]) messages.set(field, list[0]);
  if (messages.size === 0) return null;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-yellow-light)" data-testid="missing-fields">
      <Text fw={700} mb="xs">
        {t('jobs.review.missingTitle')}
      </Text>
      <List spacing={4}>
        {[...messages].map(([field, message]) => (
          <List.Item key={field} data-field={field}>
            <Anchor component={Link} to={`${withPrefix(prefix, `/post-job/${job.id}`)}?step=${stepOfField(field)}`}>
              {message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

import { Anchor, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { Form, Link } from 'react-router';
import { APPLICANT_REQUIREMENTS, APPLICANT_SORTS, APPLICATION_STAGES, isChoiceQuestion, PIPELINE_RATINGS, YES_NO } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import type { TApplicantsData } from './applications.server.ts';

const MATCH_STEPS = [80, 60, 40, 20] as const;

/**
 * The applicants who gave one screening answer (decision 127): the job's yes/no and choice questions, each a group of
 * its answers, so one select of a plain GET form chooses the question and the answer (`answer=q2:yes`). A number or a
 * short text has no answers to pick; the API filters those it can (decision 118).
 */
function AnswerFilter({ data }: { data: TApplicantsData }) {
  const { t } = useI18n();
  const questions = data.list.job.screening_questions.filter((question) => question.type === 'yes_no' || isChoiceQuestion(question.type));
  if (questions.length === 0) return null;
  const groups = questions.map((question) => ({
    group: question.text,
    items: (question.type === 'yes_no' ? YES_NO.map((answer) => ({ value: answer, label: t(`screening.answers.${answer}`) })) : question.choices.map((choice) => ({ value: choice, label: choice }))).map((item) => ({
      value: `${question.id}:${item.value}`,
      // The closed select shows only the chosen option: it names the question too, the answer first (a long question is cut).
      label: t('screening.filter.option', { answer: item.label, question: question.text }),
    })),
  }));
  return (
    <NativeSelect
      name="answer"
      label={t('screening.filter.answer')}
      defaultValue={data.answer}
      data={[{ value: '', label: t('screening.filter.anyAnswer') }, ...groups]}
      className="answer-filter"
      data-testid="filter-answer"
    />
  );
}

/** The applicants' filters and sort (decision 111): a GET form, so each filtered page has its own address. */
export function ApplicantFilters({ data, base }: { data: TApplicantsData; base: string }) {
  const { t, locale } = useI18n();
  const { list } = data;
  const all = Object.values(list.stage_counts).reduce((sum, n) => sum + n, 0);
  const stageName = (stage: (typeof APPLICATION_STAGES)[number]) => t(`enum.company_stage.${stage}`);
  const filtered = Boolean(data.stage || data.tag || data.rating || data.match || data.from || data.to || data.city || data.requirements || data.answer);
  return (
    <Form method="get" action={base} noValidate data-testid="applicant-filters">
      {data.view === 'board' && <input type="hidden" name="view" value="board" />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {data.view === 'list' && (
          <NativeSelect
            name="stage"
            label={t('applicants.filter.stage')}
            defaultValue={data.stage ?? ''}
            data={[
              { value: '', label: t('applicants.filter.all', { count: formatInteger(all, locale) ?? '' }) },
              ...APPLICATION_STAGES.map((stage) => ({ value: stage, label: t('applicants.filter.stageCount', { stage: stageName(stage), count: formatInteger(list.stage_counts[stage] ?? 0, locale) ?? '' }) })),
            ]}
            data-testid="filter-stage"
          />
        )}
        <NativeSelect
          name="tag"
          label={t('pipeline.filter.tag')}
          defaultValue={data.tag}
          data={[{ value: '', label: t('pipeline.filter.anyTag') }, ...list.company_tags.map((tag) => ({ value: tag, label: tag }))]}
          data-testid="filter-tag"
        />
        <NativeSelect
          name="rating"
          label={t('pipeline.filter.rating')}
          defaultValue={data.rating}
          data={[{ value: '', label: t('pipeline.filter.anyRating') }, ...[...PIPELINE_RATINGS].reverse().map((n) => ({ value: String(n), label: t('pipeline.filter.ratingAtLeast', { stars: t('pipeline.rating.star', { count: n }) }) }))]}
          data-testid="filter-rating"
        />
        <NativeSelect
          name="match"
          label={t('pipeline.filter.match')}
          defaultValue={data.match}
          data={[{ value: '', label: t('pipeline.filter.anyMatch') }, ...MATCH_STEPS.map((score) => ({ value: String(score), label: t('pipeline.filter.matchAtLeast', { score: formatInteger(score, locale) ?? '' }) }))]}
          data-testid="filter-match"
        />
        <NativeSelect
          name="city"
          label={t('pipeline.filter.city')}
          defaultValue={data.city}
          data={[{ value: '', label: t('pipeline.filter.anyCity') }, ...list.cities.map((city) => ({ value: String(city.id), label: city.name }))]}
          data-testid="filter-city"
        />
        <NativeSelect
          name="requirements"
          label={t('screening.filter.label')}
          defaultValue={data.requirements}
          data={[{ value: '', label: t('screening.filter.any') }, ...APPLICANT_REQUIREMENTS.map((value) => ({ value, label: t(`screening.verdict.${value}`) }))]}
          data-testid="filter-requirements"
        />
        <AnswerFilter data={data} />
        <TextInput type="date" name="from" label={t('pipeline.filter.from')} defaultValue={data.from} data-testid="filter-from" />
        <TextInput type="date" name="to" label={t('pipeline.filter.to')} defaultValue={data.to} data-testid="filter-to" />
        <NativeSelect name="sort" label={t('applicants.sort.label')} defaultValue={data.sort} data={APPLICANT_SORTS.map((sort) => ({ value: sort, label: t(`applicants.sort.${sort}`) }))} data-testid="filter-sort" />
        <Button type="submit" variant="default" data-testid="filter-apply">
          {t('applicants.apply')}
        </Button>
        {filtered && (
          <Anchor component={Link} to={data.view === 'board' ? `${base}?view=board` : base} size="sm" data-testid="filter-clear">
            {t('pipeline.filter.clear')}
          </Anchor>
        )}
      </Group>
    </Form>
  );
}

import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { SCREENING_QUESTION_TEXT_MAX, SCREENING_QUESTION_TYPES, SCREENING_QUESTIONS_MAX, type TScreeningLibraryItem } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import type { TStepProps } from './job-fields.tsx';
import { sq } from './screening-form.ts';
import './screening-questions.css';

/** A question the job's applicants answered: shown as it is, sent back unchanged (decision 118). */
function LockedQuestion({ row, props }: { row: number; props: TStepProps }) {
  const { t } = useI18n();
  const { valueOf } = props;
  const type = valueOf(sq(row, 'type'));
  return (
    <Paper withBorder p="sm" className="sq-row" data-testid="sq-locked">
      <input type="hidden" name={sq(row, 'id')} value={valueOf(sq(row, 'id'))} />
      <input type="hidden" name={sq(row, 'locked')} value="true" />
      <Text fw={600}>
        <bdi>{valueOf(sq(row, 'text'))}</bdi>
      </Text>
      <Text size="sm" c="dimmed">
        {t(`jobs.sq.type.${type}` as Parameters<typeof t>[0])}
        {valueOf(sq(row, 'knockout')) ? ` · ${t('jobs.sq.knockout')}` : valueOf(sq(row, 'required')) ? ` · ${t('jobs.sq.required')}` : ''}
      </Text>
    </Paper>
  );
}

/** One question's fields; the type's own fields show for that type (CSS :has, and all of them without it). */
function QuestionRow({ row, props }: { row: number; props: TStepProps }) {
  const { t } = useI18n();
  const { valueOf, errorOf } = props;
  const id = valueOf(sq(row, 'id'));
  const error = (field: string) => errorOf(`screening_questions.${row}.${field}`);
  const isNew = !id;
  return (
    <Paper withBorder p="sm" className="sq-row" data-testid="sq-row" data-row={row}>
      {id && <input type="hidden" name={sq(row, 'id')} value={id} />}
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {isNew ? t('jobs.sq.new') : t('jobs.sq.number', { n: row + 1 })}
        </Text>
        <TextInput name={sq(row, 'text')} label={t('jobs.sq.text')} dir="auto" maxLength={SCREENING_QUESTION_TEXT_MAX} defaultValue={valueOf(sq(row, 'text'))} error={error('text') ?? errorOf(`screening_questions.${row}`)} data-testid="sq-text" />
        <NativeSelect
          name={sq(row, 'type')}
          label={t('jobs.sq.type')}
          defaultValue={valueOf(sq(row, 'type')) || 'yes_no'}
          data={SCREENING_QUESTION_TYPES.map((type) => ({ value: type, label: t(`jobs.sq.type.${type}`) }))}
          className="sq-type"
          data-testid="sq-type"
        />
        <Textarea name={sq(row, 'choices')} label={t('jobs.sq.choices')} description={t('jobs.sq.choicesHint')} dir="auto" autosize minRows={2} defaultValue={valueOf(sq(row, 'choices'))} error={error('choices')} className="sq-for-choice" data-testid="sq-choices" />
        <Group gap="lg">
          <Checkbox name={sq(row, 'required')} value="true" label={t('jobs.sq.required')} defaultChecked={valueOf(sq(row, 'required')) === 'true'} data-testid="sq-required" />
          <Checkbox name={sq(row, 'knockout')} value="true" label={t('jobs.sq.knockout')} description={t('jobs.sq.knockoutHint')} defaultChecked={valueOf(sq(row, 'knockout')) === 'true'} error={error('knockout')} data-testid="sq-knockout" />
        </Group>
        <NativeSelect
          name={sq(row, 'accepted_yn')}
          label={t('jobs.sq.acceptedYesNo')}
          defaultValue={valueOf(sq(row, 'accepted_yn'))}
          data={[{ value: '', label: t('jobs.sq.choose') }, { value: 'yes', label: t('jobs.sq.yes') }, { value: 'no', label: t('jobs.sq.no') }]}
          error={valueOf(sq(row, 'type')) === 'yes_no' || !valueOf(sq(row, 'type')) ? error('accepted') : undefined}
          className="sq-for-yes-no sq-for-knockout"
          data-testid="sq-accepted-yn"
        />
        <Textarea name={sq(row, 'accepted')} label={t('jobs.sq.accepted')} description={t('jobs.sq.acceptedHint')} dir="auto" autosize minRows={2} defaultValue={valueOf(sq(row, 'accepted'))} error={valueOf(sq(row, 'type')).endsWith('choice') ? error('accepted') : undefined} className="sq-for-choice sq-for-knockout" data-testid="sq-accepted" />
        <Group gap="sm" className="sq-for-number sq-for-knockout" grow>
          <TextInput name={sq(row, 'min')} label={t('jobs.sq.min')} inputMode="decimal" dir="ltr" defaultValue={valueOf(sq(row, 'min'))} error={error('min')} data-testid="sq-min" />
          <TextInput name={sq(row, 'max')} label={t('jobs.sq.max')} inputMode="decimal" dir="ltr" defaultValue={valueOf(sq(row, 'max'))} error={error('max')} data-testid="sq-max" />
        </Group>
        <Group gap="lg">
          <Checkbox name={sq(row, 'keep')} value="true" label={t('jobs.sq.keep')} data-testid="sq-keep" />
          {!isNew && <Checkbox name={sq(row, 'remove')} value="true" label={t('jobs.sq.remove')} color="red" data-testid="sq-remove" />}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The screening questions of the details step (decision 118): the saved ones, a new one, and the company's library. */
export function ScreeningQuestionsFields(props: TStepProps & { library: TScreeningLibraryItem[] }) {
  const { t } = useI18n();
  const { job, valueOf, errorOf, library } = props;
  const rows = Math.max(1, Math.min(SCREENING_QUESTIONS_MAX, Number(valueOf('sq_rows')) || 1));
  const locked = job?.screening_questions_locked ? job.screening_questions.length : 0;
  const saved = job?.screening_questions.length ?? 0;
  const canAdd = saved < SCREENING_QUESTIONS_MAX;
  return (
    <Stack gap="sm" id="screening_questions" data-testid="screening-questions">
      <input type="hidden" name="sq_rows" value={rows} />
      <div>
        <Title order={3} size="h4">
          {t('jobs.sq.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('jobs.sq.intro', { max: SCREENING_QUESTIONS_MAX })}
        </Text>
      </div>
      {locked > 0 && (
        <Alert color="blue" variant="light" data-testid="sq-locked-notice">
          {t('jobs.sq.lockedNotice')}
        </Alert>
      )}
      {errorOf('screening_questions') && (
        <Text c="red.8" size="sm" role="alert">
          {errorOf('screening_questions')}
        </Text>
      )}
      {Array.from({ length: rows }, (_, row) => (row < locked ? <LockedQuestion key={row} row={row} props={props} /> : <QuestionRow key={row} row={row} props={props} />))}
      {canAdd && library.length > 0 && (
        <NativeSelect
          name="sq_add"
          label={t('jobs.sq.fromLibrary')}
          description={t('jobs.sq.fromLibraryHint')}
          data={[{ value: '', label: t('jobs.sq.choose') }, ...library.map((item) => ({ value: String(item.id), label: item.question.text }))]}
          data-testid="sq-library"
        />
      )}
      {canAdd && (
        <Group gap="sm">
          <Button type="submit" name="intent" value="stay" variant="light" data-testid="sq-save-add">
            {t('jobs.sq.saveAdd')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('jobs.sq.addHint')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

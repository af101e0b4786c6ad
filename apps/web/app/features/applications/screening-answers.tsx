import { Badge, List, Text } from '@mantine/core';
import type { TApplicant, TScreeningAnswer } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';

/** Whether the applicant meets the job's knock-out questions (decision 118); nothing when the job asked none. */
export function RequirementsBadge({ applicant }: { applicant: Pick<TApplicant, 'screening'> }) {
  const { t } = useI18n();
  const meets = applicant.screening.meets_requirements;
  if (meets === null) return null;
  const verdict = meets ? 'met' : 'not_met';
  return (
    <Badge variant="light" color={meets ? 'teal' : 'orange'} tt="none" h="auto" styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }} data-testid="requirements-badge" data-verdict={verdict}>
      {t(`screening.verdict.${verdict}`)}
    </Badge>
  );
}

function AnswerText({ answer }: { answer: TScreeningAnswer }) {
  const { t, locale } = useI18n();
  if (answer.answer === null) return <Text span c="dimmed">{t('screening.answers.none')}</Text>;
  if (answer.type === 'yes_no') return <>{t(answer.answer === 'yes' ? 'screening.answers.yes' : 'screening.answers.no')}</>;
  if (typeof answer.answer === 'number') return <>{formatInteger(answer.answer, locale) ?? String(answer.answer)}</>;
  return <bdi>{Array.isArray(answer.answer) ? answer.answer.join(locale === 'ar' ? '، ' : ', ') : answer.answer}</bdi>;
}

/** The applicant's answers to the job's screening questions, each knock-out that did not pass marked. */
export function ScreeningAnswers({ applicant }: { applicant: Pick<TApplicant, 'screening'> }) {
  const { t } = useI18n();
  const { answers } = applicant.screening;
  if (answers.length === 0) return null;
  return (
    <div data-testid="screening-answers">
      <Text size="sm" fw={500}>
        {t('screening.answers.title')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" className="screening-answers">
        {answers.map((answer) => (
          <List.Item key={answer.question_id} data-testid="screening-answer" data-knocked-out={answer.knocked_out ? 'true' : 'false'}>
            <Text span size="sm" c="dimmed">
              <bdi>{answer.text}</bdi>{' '}
            </Text>
            <Text span size="sm" fw={600} c={answer.knocked_out ? 'red.9' : undefined}>
              <AnswerText answer={answer} />
            </Text>
            {answer.knocked_out && (
              <Text span size="xs" c="red.9">
                {' '}({t('screening.answers.knockedOut')})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

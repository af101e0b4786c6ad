import { Anchor, List, Stack, Text } from '@mantine/core';
import type { TSeekerApplication, TSeekerScreeningAnswer } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';

function AnswerText({ answer }: { answer: TSeekerScreeningAnswer }) {
  const { t, locale } = useI18n();
  if (answer.answer === null) return <Text span c="dimmed">{t('applications.mine.notAnswered')}</Text>;
  if (answer.type === 'yes_no') return <>{t(answer.answer === 'yes' ? 'screening.answers.yes' : 'screening.answers.no')}</>;
  if (typeof answer.answer === 'number') return <>{formatInteger(answer.answer, locale) ?? String(answer.answer)}</>;
  return <bdi>{Array.isArray(answer.answer) ? answer.answer.join(locale === 'ar' ? '، ' : ', ') : answer.answer}</bdi>;
}

/** The CV file that went with an application (decision 152): its name and a link while it exists. */
export function SentCvFile({ application }: { application: Pick<TSeekerApplication, 'cv_file' | 'cv_file_sent'> }) {
  const { t, prefix } = useI18n();
  const file = application.cv_file;
  return (
    <Text size="sm" data-testid="sent-cv-file">
      {file ? (
        <>
          {t('applications.mine.cvFile')}{' '}
          <Anchor href={withPrefix(prefix, `/profile/file/${file.id}`)} fw={500} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{file.label ?? file.original_name}</bdi>
          </Anchor>
          {file.label && (
            <Text span size="xs" c="dimmed">
              {' '}(<bdi>{file.original_name}</bdi>)
            </Text>
          )}
        </>
      ) : (
        t(application.cv_file_sent ? 'applications.mine.cvFileDeleted' : 'applications.mine.cvFileNone')
      )}
    </Text>
  );
}

/** The seeker's answers to the job's screening questions, each with its question as it was asked. */
export function SentAnswers({ answers }: { answers: readonly TSeekerScreeningAnswer[] }) {
  const { t } = useI18n();
  if (answers.length === 0) return null;
  return (
    <Stack gap={2} mt="xs" data-testid="sent-answers">
      <Text size="sm" fw={500}>
        {t('applications.mine.answers')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none">
        {answers.map((answer) => (
          <List.Item key={answer.question_id} data-testid="sent-answer">
            <Text span size="sm" c="dimmed">
              <bdi>{answer.text}</bdi>{' '}
            </Text>
            <Text span size="sm" fw={600}>
              <AnswerText answer={answer} />
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { SCREENING_LIBRARY_MAX, type TScreeningLibraryItem } from '@tawzeef/contract';
import { PageShell } from '../../components/page-shell.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TQuestionLibraryResult } from './question-library.server.ts';

/** One kept question: its words, kind, choices and marks, and a plain form that takes it out of the library. */
function LibraryQuestion({ item, result }: { item: TScreeningLibraryItem; result?: TQuestionLibraryResult }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(item.id);
  const { question } = item;
  const failed = result && !result.ok && result.id === item.id ? result.message : null;
  const kept = formatDay(item.created_at, locale);
  return (
    <Paper withBorder className="pad-md-lg" component="li" data-testid="library-question" data-question-id={item.id}>
      <Stack gap="xs">
        <Text fw={600} dir="auto" data-testid="library-question-text">
          {question.text}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('library.type', { type: t(`jobs.sq.type.${question.type}`) })}
          </Text>
          {question.required && (
            <Badge variant="light" color="gray">
              {t('library.required')}
            </Badge>
          )}
          {question.knockout && (
            <Badge variant="light" color="orange">
              {t('library.knockout')}
            </Badge>
          )}
        </Group>
        {question.choices.length > 0 && (
          <Text size="sm">
            <Text span c="dimmed">
              {t('library.choices')}:{' '}
            </Text>
            {question.choices.map((choice, index) => (
              <span key={choice}>
                {index > 0 && (locale === 'ar' ? '، ' : ', ')}
                <bdi>{choice}</bdi>
              </span>
            ))}
          </Text>
        )}
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {failed}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          {kept ? (
            <Text size="xs" c="dimmed">
              {t('library.kept', { date: kept.gregorian })}
            </Text>
          ) : (
            <span />
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={item.id} />
            <Button type="submit" variant="subtle" color="red" size="xs" loading={busy} aria-label={t('library.removeLabel', { question: question.text })} data-testid="library-remove">
              {t('library.remove')}
            </Button>
          </Form>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /company-screening-questions (decision 127): the questions the company kept to reuse, each removable. */
export function QuestionLibraryPage({ items, result }: { items: TScreeningLibraryItem[]; result?: TQuestionLibraryResult }) {
  const { t, prefix, locale } = useI18n();
  useActionToast(result);
  return (
    <PageShell titleKey="page.company-screening-questions">
      <Stack gap="xs">
        <Anchor component={Link} to={withPrefix(prefix, '/company-jobs')} size="sm">
          {t('library.back')}
        </Anchor>
        <Text c="dimmed">{t('library.intro')}</Text>
        {items.length > 0 && (
          <Text size="sm" data-testid="library-count">
            {t('library.count', { count: formatInteger(items.length, locale) ?? '', max: formatInteger(SCREENING_LIBRARY_MAX, locale) ?? '' })}
          </Text>
        )}
      </Stack>
      {items.length === 0 ? (
        <Paper withBorder p="xl" data-testid="library-empty">
          <Stack gap="sm" align="center">
            <Text fw={600} ta="center">
              {t('library.empty')}
            </Text>
            <Text c="dimmed" ta="center">
              {t('library.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="library-list">
          {items.map((item) => (
            <LibraryQuestion key={item.id} item={item} result={result} />
          ))}
        </Stack>
      )}
    </PageShell>
  );
}

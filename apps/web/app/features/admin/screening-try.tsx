import { Badge, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TScreeningTryResult } from '@tawzeef/contract';
import { useI18n, type TMessageId } from '../../i18n/index.ts';

/**
 * The screening rule's form's try (decision 083): a text of a job ad read by the saved rules and the rule as it is
 * written in the form, before it is saved. The button submits the form with `try`: nothing is saved.
 */
export function ScreeningTry({ text, matches }: { text?: string | undefined; matches?: TScreeningTryResult['matches'] | undefined }) {
  const { t } = useI18n();
  return (
    <Stack gap="xs" data-testid="screening-try">
      <Title order={3} size="h4">
        {t('admin.screeningTry.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.screeningTry.hint')}
      </Text>
      <Textarea name="try_text" label={t('admin.screeningTry.text')} defaultValue={text ?? ''} autosize minRows={2} maxRows={8} dir="auto" />
      <Group>
        <Button type="submit" name="try" value="1" variant="light" data-testid="screening-try-submit">
          {t('admin.screeningTry.submit')}
        </Button>
      </Group>
      {matches &&
        (matches.length ? (
          <List size="sm" spacing={4} data-testid="screening-try-matches">
            {matches.map((match, index) => (
              <List.Item key={`${index}-${match.phrase}`} data-category={match.category} data-rule={match.rule_id ?? match.source}>
                <Group gap="xs" wrap="wrap">
                  <Text span fw={700} component="bdi" dir="auto">
                    «{match.phrase}»
                  </Text>
                  <Badge variant="light" color="orange">
                    {t(`moderation.category.${match.category}` as TMessageId)}
                  </Badge>
                  <Text span size="xs" c="dimmed">
                    {match.source === 'reading' ? t('admin.screeningTry.reading') : match.rule_id === null ? t('admin.screeningTry.thisRule') : t('admin.screeningTry.rule', { id: match.rule_id })}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="green.8" data-testid="screening-try-none">
            {t('admin.screeningTry.none')}
          </Text>
        ))}
    </Stack>
  );
}

import { Anchor, Button, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { Form, Link, useLocation } from 'react-router';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TActionResult } from '../../lib/context.ts';
import './saved-searches.css';

/** The frequency's choices, in the page's language. */
export function FrequencySelect({ defaultValue, error, testId }: { defaultValue: string; error?: string; testId?: string }) {
  const { t } = useI18n();
  const labels = { daily: t('savedSearches.frequency.daily'), weekly: t('savedSearches.frequency.weekly'), off: t('savedSearches.frequency.off') };
  return (
    <NativeSelect
      name="frequency"
      size="xs"
      label={t('savedSearches.frequency')}
      defaultValue={defaultValue}
      data={SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: labels[value] }))}
      error={error}
      data-testid={testId}
    />
  );
}

/** "Save this search" on /search-on-employee: a name and how often the new candidates come; the search is the page's URL. */
export function SaveSearchForm({ action, result }: { action: string; result?: (TActionResult & { intent?: string }) | undefined }) {
  const { t, prefix } = useI18n();
  const failed = result && !result.ok && result.intent === 'save-search' ? result : null;
  // A saved search comes back to the page (a redirect, a new location): the form closes, emptied.
  const { key } = useLocation();
  return (
    <Paper withBorder p="sm" data-testid="save-search">
      <details key={key} className="save-search" open={failed ? true : undefined}>
        <summary data-testid="save-search-open">{t('savedSearches.save.title')}</summary>
        <Form method="post" action={action} noValidate preventScrollReset>
          <input type="hidden" name="intent" value="save-search" />
          <Text size="sm" c="dimmed" mt={6}>
            {t('savedSearches.save.hint')}{' '}
            <Anchor component={Link} to={withPrefix(prefix, '/saved-searches')} size="sm">
              {t('savedSearches.save.manage')}
            </Anchor>
          </Text>
          <Group gap="xs" align="flex-end" mt={6}>
            <TextInput
              name="name"
              size="xs"
              label={t('savedSearches.name')}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              error={failed?.errors?.name?.[0]}
              style={{ flex: 1, minInlineSize: 180 }}
              data-testid="save-search-name"
            />
            <FrequencySelect defaultValue="weekly" error={failed?.errors?.frequency?.[0]} testId="save-search-frequency" />
            <Button type="submit" size="xs" data-testid="save-search-submit">
              {t('savedSearches.save.submit')}
            </Button>
          </Group>
          {failed && !failed.errors?.name && !failed.errors?.frequency && (
            <Text size="sm" c="red.8" role="alert" mt={6}>
              {failed.message}
            </Text>
          )}
        </Form>
      </details>
    </Paper>
  );
}

import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { SAVED_SEARCH_NAME_MAX, type TSavedSearch } from '@tawzeef/contract';
import { FrequencySelect } from './save-search-form.tsx';
import { useI18n } from '../../i18n/index.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { useActionToast } from '../../lib/app-effects.ts';
import { formatDay, formatInteger } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TSavedSearchesPage, TSavedSearchesResult } from './saved-searches.server.ts';
import './saved-searches.css';

function SavedSearchItem({ search, result }: { search: TSavedSearch; result?: TSavedSearchesResult }) {
  const { t, locale, prefix } = useI18n();
  const failed = result && !result.ok && result.id === search.id ? result : null;
  const openHref = withPrefix(prefix, `/saved-searches/${search.id}`);
  return (
    <Paper withBorder className="pad-sm-md" component="article" data-testid="saved-search" data-saved-search-id={search.id}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <div className="saved-search__head">
            <Anchor component={Link} to={openHref} fw={700} size="lg" data-testid="saved-search-name">
              <bdi>{search.name}</bdi>
            </Anchor>
            <Group gap={6} mt={4}>
              {search.new_count > 0 ? (
                <Badge color="green" variant="light" data-testid="saved-search-new" data-count={search.new_count}>
                  {t('savedSearches.new', { count: formatInteger(search.new_count, locale) ?? String(search.new_count) })}
                </Badge>
              ) : (
                <Text size="sm" c="dimmed" data-testid="saved-search-new" data-count={0}>
                  {t('savedSearches.none')}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                · {t(`savedSearches.frequency.${search.frequency}`)}
                {search.last_run_at ? ` · ${t('savedSearches.lastRun', { date: formatDay(search.last_run_at, locale)?.gregorian ?? '' })}` : ''}
              </Text>
            </Group>
          </div>
          <Button component={Link} to={openHref} variant="light" size="xs" data-testid="saved-search-open">
            {t('savedSearches.open')}
          </Button>
        </Group>
        <Group gap="lg" align="flex-start">
          <details className="saved-search__more" open={failed?.intent === 'update' ? true : undefined}>
            <summary>{t('savedSearches.edit')}</summary>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={search.id} />
              <Group gap="xs" align="flex-end" mt={6}>
                <TextInput name="name" size="xs" label={t('savedSearches.name')} defaultValue={search.name} maxLength={SAVED_SEARCH_NAME_MAX} required error={failed?.errors?.name?.[0]} />
                <FrequencySelect defaultValue={search.frequency} error={failed?.errors?.frequency?.[0]} />
                <Button type="submit" size="xs">
                  {t('savedSearches.edit.submit')}
                </Button>
              </Group>
            </Form>
          </details>
          <details className="saved-search__more" open={failed?.intent === 'delete' ? true : undefined}>
            <summary>{t('savedSearches.delete')}</summary>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={search.id} />
              <Text size="sm" my={6}>
                {t('savedSearches.delete.confirm', { name: search.name })}
              </Text>
              <Button type="submit" size="xs" color="red" data-testid="saved-search-delete">
                {t('savedSearches.delete.yes')}
              </Button>
            </Form>
          </details>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /saved-searches: each saved search with its new candidates since the member last looked; opening one runs it. */
export function SavedSearchesPage({ page, result }: { page: TSavedSearchesPage; result?: TSavedSearchesResult }) {
  const { t, prefix } = useI18n();
  useActionToast(result && !result.ok ? result : undefined);
  return (
    <PageShell titleKey="page.saved-searches">
      <Text c="dimmed">{t('savedSearches.intro')}</Text>
      {page.items.length === 0 ? (
        <Paper withBorder p="xl" data-testid="saved-searches-empty">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('savedSearches.empty.title')}
            </Title>
            <Text>{t('savedSearches.empty.text')}</Text>
            <Button component={Link} to={withPrefix(prefix, '/search-on-employee')} variant="light">
              {t('savedSearches.empty.search')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" className="saved-search-list" data-testid="saved-searches">
          {page.items.map((search) => (
            <li key={search.id}>
              <SavedSearchItem search={search} result={result} />
            </li>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}

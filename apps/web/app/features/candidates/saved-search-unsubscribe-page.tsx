import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TSavedSearchUnsubscribePage, TSavedSearchUnsubscribeResult } from './saved-searches.server.ts';

/** /saved-searches/unsubscribe?token=…: what the link stops, a confirm button, then the confirmation (no login needed). */
export function SavedSearchUnsubscribePage({ page, result }: { page: TSavedSearchUnsubscribePage; result?: TSavedSearchUnsubscribeResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  const { search } = page;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('page.saved-searches-unsubscribe')}
          </Title>
          {result?.ok ? (
            <Alert color="green" title={t('savedSearches.unsubscribe.done')} data-testid="unsubscribe-done">
              <Text lang={result.locale} dir={result.locale === 'ar' ? 'rtl' : 'ltr'}>
                {result.message}
              </Text>
            </Alert>
          ) : !search ? (
            <Alert color="red" data-testid="unsubscribe-invalid">
              {result?.message || t('savedSearches.unsubscribe.invalid')}
            </Alert>
          ) : search.frequency === 'off' ? (
            <Alert color="gray" data-testid="unsubscribe-already">
              {t('savedSearches.unsubscribe.already')}
            </Alert>
          ) : (
            <Form method="post" data-testid="unsubscribe-form">
              <input type="hidden" name="token" value={page.token} />
              <Stack gap="sm">
                <Text fw={600}>{t('savedSearches.unsubscribe.question')}</Text>
                <Text size="lg" fw={700}>
                  <bdi dir="auto">{search.name}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  {t('savedSearches.unsubscribe.note')}
                </Text>
                {result && !result.ok && (
                  <Text c="red.8" role="alert">
                    {result.message}
                  </Text>
                )}
                <Button type="submit" color="red" loading={navigation.state === 'submitting'} data-testid="unsubscribe-confirm" style={{ alignSelf: 'flex-start' }}>
                  {t('savedSearches.unsubscribe.confirm')}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to={withPrefix(prefix, '/saved-searches')}>
            {t('nav.savedSearches')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

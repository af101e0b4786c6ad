import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import type { TUnsubscribeList } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TUnsubscribePage, TUnsubscribeResult } from './unsubscribe.server.ts';

/** Where each list's mails are managed once logged in. */
const MANAGE: Record<TUnsubscribeList, string> = {
  'job-alert': '/job-alerts',
  'saved-search': '/saved-searches',
  'recommended-jobs': '/profile',
  'member-digest': '/company-team',
};

/**
 * Every one-click unsubscribe of the scheduled mails (decision 162), without a login: what the link stops, a confirm
 * button, then the confirmation in the mails' language, or why the link cannot be used.
 */
export function UnsubscribePage({ page, result }: { page: TUnsubscribePage; result?: TUnsubscribeResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  const { list, alert } = page;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t(`page.unsubscribe.${list}`)}
          </Title>
          {result?.ok ? (
            <Alert color="green" title={t(`unsubscribe.${list}.done`)} data-testid="unsubscribe-done">
              <Text lang={result.locale} dir={result.locale === 'ar' ? 'rtl' : 'ltr'}>
                {result.message}
              </Text>
            </Alert>
          ) : result || page.invalid ? (
            <Alert color="red" role={result ? 'alert' : undefined} data-testid="unsubscribe-invalid">
              {result?.message || t(`unsubscribe.${list}.invalid`)}
            </Alert>
          ) : page.stopped ? (
            <Alert color="gray" data-testid="unsubscribe-already">
              {t(`unsubscribe.${list}.already`)}
            </Alert>
          ) : (
            <Form method="post" data-testid="unsubscribe-form">
              <input type="hidden" name="token" value={page.token} />
              <Stack gap="sm">
                <Text fw={600}>{t(`unsubscribe.${list}.question`)}</Text>
                {(alert?.open_keys ?? page.name) && (
                  <Text size="lg" fw={700}>
                    <bdi dir="auto">{alert?.open_keys ?? page.name}</bdi>
                  </Text>
                )}
                {alert && (
                  <Text>
                    {t('unsubscribe.job-alert.details', { email: `\u2068${alert.email}\u2069`, frequency: t(`enum.alert_frequency.${alert.frequency}`) })}
                    {[alert.labels.city, alert.labels.major, alert.labels.sector].filter(Boolean).map((label) => ` · ${label}`)}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t(`unsubscribe.${list}.note`)}
                </Text>
                <Button type="submit" color="red" loading={navigation.state === 'submitting'} data-testid="unsubscribe-confirm" style={{ alignSelf: 'flex-start' }}>
                  {t(`unsubscribe.${list}.confirm`)}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to={withPrefix(prefix, MANAGE[list])}>
            {t(`unsubscribe.${list}.manage`)}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

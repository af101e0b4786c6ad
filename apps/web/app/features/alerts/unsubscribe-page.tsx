import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TUnsubscribePage, TUnsubscribeResult } from './unsubscribe.server.ts';

/** /job-alerts/unsubscribe?token=…: what the link stops, a confirm button, then the confirmation (no login needed). */
export function UnsubscribePage({ page, result }: { page: TUnsubscribePage; result?: TUnsubscribeResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  const manage = (
    <Anchor component={Link} to={withPrefix(prefix, '/job-alerts')}>
      {t('alerts.unsubscribe.manage')}
    </Anchor>
  );
  const { alert } = page;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('alerts.unsubscribe.title')}
          </Title>
          {result?.ok ? (
            <Alert color="green" title={t('alerts.unsubscribe.done')} data-testid="unsubscribe-done">
              <Text lang={result.locale} dir={result.locale === 'ar' ? 'rtl' : 'ltr'}>
                {result.message}
              </Text>
            </Alert>
          ) : !alert ? (
            <Alert color="red" data-testid="unsubscribe-invalid">
              {result?.message || t('alerts.unsubscribe.invalid')}
            </Alert>
          ) : alert.is_paused ? (
            <Alert color="gray" data-testid="unsubscribe-already">
              {t('alerts.unsubscribe.alreadyPaused')}
            </Alert>
          ) : (
            <Form method="post" data-testid="unsubscribe-form">
              <input type="hidden" name="token" value={page.token} />
              <Stack gap="sm">
                <Text fw={600}>{t('alerts.unsubscribe.question')}</Text>
                {alert.open_keys && (
                  <Text size="lg" fw={700}>
                    <bdi dir="auto">{alert.open_keys}</bdi>
                  </Text>
                )}
                <Text>
                  {t('alerts.unsubscribe.details', { email: `\u2068${alert.email}\u2069`, frequency: t(`enum.alert_frequency.${alert.frequency}`) })}
                  {[alert.labels.city, alert.labels.major, alert.labels.sector].filter(Boolean).map((label) => ` · ${label}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('alerts.unsubscribe.note')}
                </Text>
                {result && !result.ok && (
                  <Text c="red.8" role="alert">
                    {result.message}
                  </Text>
                )}
                <Button type="submit" color="red" loading={navigation.state === 'submitting'} data-testid="unsubscribe-confirm" style={{ alignSelf: 'flex-start' }}>
                  {t('alerts.unsubscribe.confirm')}
                </Button>
              </Stack>
            </Form>
          )}
          {manage}
        </Stack>
      </Paper>
    </Container>
  );
}

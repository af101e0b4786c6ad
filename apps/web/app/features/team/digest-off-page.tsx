import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TDigestOffPage, TDigestOffResult } from './team.server.ts';

/** /company-digest/off?token=…: a confirm button, then the confirmation or why the link cannot be used (no login needed). */
export function DigestOffPage({ page, result }: { page: TDigestOffPage; result?: TDigestOffResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder className="pad-md-xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('page.company-digest-off')}
          </Title>
          {result?.ok ? (
            <Alert color="green" title={t('digestOff.done')} data-testid="digest-off-done">
              <Text lang={result.locale} dir={result.locale === 'ar' ? 'rtl' : 'ltr'}>
                {result.message}
              </Text>
            </Alert>
          ) : result ? (
            <Alert color="red" role="alert" data-testid="digest-off-failed">
              {result.message || t('digestOff.invalid')}
            </Alert>
          ) : !page.token ? (
            <Alert color="red" data-testid="digest-off-failed">
              {t('digestOff.invalid')}
            </Alert>
          ) : (
            <Form method="post" data-testid="digest-off-form">
              <input type="hidden" name="token" value={page.token} />
              <Stack gap="sm">
                <Text fw={600}>{t('digestOff.question')}</Text>
                <Text size="sm" c="dimmed">
                  {t('digestOff.note')}
                </Text>
                <Button type="submit" color="red" loading={navigation.state === 'submitting'} data-testid="digest-off-confirm" style={{ alignSelf: 'flex-start' }}>
                  {t('digestOff.confirm')}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to={withPrefix(prefix, '/company-team')}>
            {t('digestOff.manage')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

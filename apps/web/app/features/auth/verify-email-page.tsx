import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Form, useNavigation, useRouteLoaderData } from 'react-router';
import type { TRootLoaderData } from '../../root.tsx';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';

/**
 * The emailed link's page: a button confirms the email; a logged-in person whose email is not confirmed may ask for a
 * new link. A person whose email is confirmed sees that alone (the link again, or pressed again: its refusal as a used
 * link would contradict it, issue 57).
 */
export function VerifyEmailPage({ page, result }: { page: { token: string }; result?: TActionResult }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const root = useRouteLoaderData<TRootLoaderData>('root');
  const user = root?.user;
  const confirmed = !!user?.email_verified;
  useActionToast(confirmed ? undefined : result);
  if (confirmed) {
    return (
      <Container size="xs" py="xl">
        <Paper withBorder p="xl">
          <Stack gap="md">
            <FormCardHeader title={t('account.verify.title')} subtitle={null} />
            <Alert color="success" data-testid="verify-email-done">
              {t('account.verify.done')}
            </Alert>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.verify.title')} subtitle={page.token ? t('account.verify.prompt') : t('account.verify.noToken')} result={result} />
          {page.token && (
            <Form method="post">
              <input type="hidden" name="token" value={page.token} />
              <Button type="submit" fullWidth loading={navigation.state === 'submitting'} data-testid="verify-email-submit">
                {t('account.verify.submit')}
              </Button>
            </Form>
          )}
          {user && !user.email_verified && (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <Stack gap={4}>
                <Text size="sm" c="dimmed" dir="ltr" ta="start">
                  {user.email}
                </Text>
                <Button type="submit" variant="default" data-testid="verify-email-resend">
                  {t('account.verify.resend')}
                </Button>
              </Stack>
            </Form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

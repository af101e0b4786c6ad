import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, useRouteLoaderData } from 'react-router';
import type { TRootLoaderData } from '../../root.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** Asks a logged-in person to confirm; a visitor is told they are logged out. */
export function LogoutPage() {
  const { t, prefix } = useI18n();
  const root = useRouteLoaderData<TRootLoaderData>('root');
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <Title order={1}>{t('auth.logout.title')}</Title>
          {root?.user ? (
            <Form method="post">
              <Stack gap="sm">
                <Text>{t('auth.logout.question')}</Text>
                <Button type="submit" data-testid="logout-confirm">
                  {t('auth.logout.submit')}
                </Button>
              </Stack>
            </Form>
          ) : (
            <>
              <Text>{t('auth.logout.done')}</Text>
              <Anchor component={Link} to={withPrefix(prefix, '/login')}>
                {t('auth.logout.loginAgain')}
              </Anchor>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

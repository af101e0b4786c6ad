import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/logout';
import type { TRootLoaderData } from '../root.tsx';
import { callApi } from '../lib/api.server.ts';
import { localeContext, sessionContext, webContext } from '../lib/context.ts';
import { clearSessionCookies } from '../lib/cookies.server.ts';
import { flashHeader } from '../lib/flash.server.ts';
import { translator, useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.logout');

/** Logout: the API revokes the token (a failure there is ignored, SPEC §4), the cookies go, and home. */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const session = context.get(sessionContext);
  let message = translator(locale)('toast.success');
  if (session.token) {
    const result = await callApi<null>(args, 'POST', '/api/v1/auth/logout');
    if (result.ok && result.message) message = result.message;
  }
  const headers = new Headers();
  for (const cookie of await clearSessionCookies(context.get(webContext).secureCookies)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await flashHeader({ kind: 'success', message }, context));
  // The refresh token would log the visitor straight back in: the session middleware must not see it now.
  session.setCookies.length = 0;
  return redirect(withPrefix(prefix, '/'), { headers });
}

export default function Logout() {
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

import { Alert, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { Form, data, redirect, useNavigation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/verify-email';
import type { TRootLoaderData } from '../root.tsx';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { callApi } from '../lib/api.server.ts';
import { localeContext, type TActionResult } from '../lib/context.ts';
import { flashHeader } from '../lib/flash.server.ts';
import { text } from '../lib/form-data.ts';
import { useActionToast } from '../lib/app-effects.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { useI18n } from '../i18n/index.ts';

export const meta = pageMeta('page.verify-email');

export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/**
 * Confirming is a button, not the page load: mail scanners that open links must not use the link up.
 * The same page sends a new link to a logged-in person (intent=resend).
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const { prefix } = args.context.get(localeContext);
  if (text(form, 'intent') === 'resend') {
    const sent = await callApi<null>(args, 'POST', '/api/v1/auth/email/verification');
    return data<TActionResult>({ ok: sent.ok, message: sent.message }, { status: sent.ok ? 200 : sent.status });
  }
  const result = await callApi<null>(args, 'POST', '/api/v1/auth/email/verify', { token: text(form, 'token') });
  if (!result.ok) return data<TActionResult>({ ok: false, message: result.message }, { status: result.status });
  throw redirect(withPrefix(prefix, '/'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const root = useRouteLoaderData<TRootLoaderData>('root');
  useActionToast(actionData);
  const user = root?.user;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.verify.title')} subtitle={loaderData.token ? t('account.verify.prompt') : t('account.verify.noToken')} result={actionData} />
          {user?.email_verified && <Alert color="success">{t('account.verify.done')}</Alert>}
          {loaderData.token && (
            <Form method="post">
              <input type="hidden" name="token" value={loaderData.token} />
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

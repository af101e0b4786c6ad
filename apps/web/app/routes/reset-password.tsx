import { Anchor, Button, Container, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { ZResetPassword } from '@tawzeef/contract';
import type { Route } from './+types/reset-password';
import { notAuth } from '../features/auth/guards.server.ts';
import { resetInput } from '../features/account/forms.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { localeContext } from '../lib/context.ts';
import { flashHeader } from '../lib/flash.server.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { useClientValidation } from '../lib/forms.ts';
import { useActionToast } from '../lib/app-effects.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { useI18n } from '../i18n/index.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.reset-password');

/** The reset token is in this page's address: it must never leave in a Referer header. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' };
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get('token') ?? '', phone: url.searchParams.get('phone') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const result = await submitToApi<null, typeof ZResetPassword>(args, ZResetPassword, resetInput(await args.request.formData()), '/api/v1/auth/password/reset');
  if (!result.ok) return result.response;
  const { prefix } = args.context.get(localeContext);
  throw redirect(withPrefix(prefix, '/login'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: result.message }, args.context) } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(ZResetPassword, resetInput, locale, actionData?.errors);
  useActionToast(actionData);
  const byCode = !loaderData.token;
  if (byCode && !loaderData.phone) {
    return (
      <Container size="xs" py="xl">
        <Paper withBorder p="xl">
          <Stack gap="md">
            <FormCardHeader title={t('account.reset.title')} subtitle={t('account.reset.missing')} />
            <Anchor component={Link} to={withPrefix(prefix, '/forget-password')}>
              {t('account.reset.requestNew')}
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.reset.title')} subtitle={t(byCode ? 'account.reset.subtitleCode' : 'account.reset.subtitleLink')} result={actionData} />
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              {byCode ? (
                <>
                  <TextInput name="phone" label={t('account.reset.phone')} defaultValue={loaderData.phone} dir="ltr" readOnly error={errorOf('phone')} />
                  <TextInput name="code" label={t('account.reset.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" required error={errorOf('code')} />
                </>
              ) : (
                <input type="hidden" name="token" value={loaderData.token} />
              )}
              <PasswordField name="password" label={t('account.reset.password')} description={t('auth.register.passwordHint')} autoComplete="new-password" error={errorOf('password')} />
              <PasswordField name="password_confirmation" label={t('account.reset.passwordConfirmation')} autoComplete="new-password" error={errorOf('password_confirmation')} />
              {errorOf('token') && <Text c="red.8">{errorOf('token')}</Text>}
              <Button type="submit" loading={navigation.state === 'submitting'} data-testid="reset-submit">
                {t('account.reset.submit')}
              </Button>
            </Stack>
          </Form>
          <Anchor component={Link} to={withPrefix(prefix, '/forget-password')} size="sm">
            {t('account.reset.requestNew')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

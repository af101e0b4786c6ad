import { Alert, Anchor, Button, Container, Paper, Stack, TextInput } from '@mantine/core';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { ZForgotPassword } from '@tawzeef/contract';
import type { Route } from './+types/forget-password';
import { notAuth } from '../features/auth/guards.server.ts';
import { forgotInput } from '../features/account/forms.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { localeContext } from '../lib/context.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { useClientValidation } from '../lib/forms.ts';
import { useActionToast } from '../lib/app-effects.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { useI18n } from '../i18n/index.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.forget-password');

/** By email: a link arrives. By phone: the code is entered on the reset page. The answer never says whether the account exists. */
export async function action(args: Route.ActionArgs) {
  const input = forgotInput(await args.request.formData());
  const result = await submitToApi<{ channel: 'email' | 'sms' }, typeof ZForgotPassword>(args, ZForgotPassword, input, '/api/v1/auth/password/forgot');
  if (!result.ok) return result.response;
  if (result.data.channel === 'sms') {
    const { prefix } = args.context.get(localeContext);
    throw redirect(`${withPrefix(prefix, '/reset-password')}?phone=${encodeURIComponent(input.login.trim())}`);
  }
  return data({ ok: true, message: result.message, sent: true });
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(ZForgotPassword, forgotInput, locale, actionData && 'errors' in actionData ? actionData.errors : undefined);
  useActionToast(actionData);
  const sent = actionData && 'sent' in actionData;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl">
        <Stack gap="md">
          <FormCardHeader title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')} result={actionData} />
          {sent ? (
            <Alert color="success" data-testid="forgot-sent">
              {t('account.forgot.checkEmail')}
            </Alert>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit}>
              <Stack gap="sm">
                <TextInput name="login" label={t('auth.login.login')} placeholder={t('auth.login.loginPlaceholder')} dir="ltr" autoComplete="username" required error={errorOf('login')} />
                <Button type="submit" loading={navigation.state === 'submitting'} data-testid="forgot-submit">
                  {t('account.forgot.submit')}
                </Button>
              </Stack>
            </Form>
          )}
          <Anchor component={Link} to={withPrefix(prefix, '/login')} size="sm">
            {t('account.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

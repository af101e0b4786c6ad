import { Anchor, Button, Checkbox, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { ZLogin, type TAuthData } from '@tawzeef/contract';
import type { Route } from './+types/login';
import { notAuth } from '../features/auth/guards.server.ts';
import { loginInput } from '../features/auth/forms.ts';
import { startSession } from '../features/auth/session.server.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { text, useClientValidation } from '../lib/forms.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useActionToast } from '../lib/app-effects.ts';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';

export const middleware = [notAuth];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.login');

/** `?redirect=/path` (e.g. from a shared link) is carried through the form; the action checks it is safe. */
export function loader({ request }: Route.LoaderArgs) {
  return { redirect: new URL(request.url).searchParams.get('redirect') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const input = loginInput(form);
  const result = await submitToApi<TAuthData, typeof ZLogin>(args, ZLogin, input, '/api/v1/auth/login');
  if (!result.ok) return result.response;
  return startSession(args, result.data, result.message, '/', { persistent: input.remember === true, redirectTo: text(form, 'redirect') });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(ZLogin, loginInput, locale, actionData?.errors);
  useActionToast(actionData);
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" className="auth-card">
        <Stack gap="md">
          <FormCardHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} result={actionData} />
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              {loaderData.redirect && <input type="hidden" name="redirect" value={loaderData.redirect} />}
              <TextInput
                name="login"
                label={t('auth.login.login')}
                placeholder={t('auth.login.loginPlaceholder')}
                autoComplete="username"
                required
                error={errorOf('login')}
                dir="ltr"
              />
              <PasswordField
                name="password"
                label={t('auth.login.password')}
                autoComplete="current-password"
                required
                error={errorOf('password')}
              />
              <Group justify="space-between">
                <Checkbox name="remember" label={t('auth.login.remember')} defaultChecked />
                <Anchor component={Link} to={withPrefix(prefix, '/forget-password')} size="sm">
                  {t('auth.login.forgot')}
                </Anchor>
              </Group>
              <Button type="submit" fullWidth loading={navigation.state === 'submitting'} data-testid="login-submit">
                {t('auth.login.submit')}
              </Button>
            </Stack>
          </Form>
          <Text size="sm">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={withPrefix(prefix, '/register')}>
              {t('nav.register')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

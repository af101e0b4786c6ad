import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, data, useNavigation } from 'react-router';
import { ZLogin, type TAuthData } from '@tawzeef/contract';
import type { Route } from './+types/login';
import { notAuth } from '../features/auth/guards.server.ts';
import { loginInput } from '../features/auth/forms.ts';
import { startSession } from '../features/auth/session.server.ts';
import { submitToApi } from '../lib/forms.server.ts';
import { useClientValidation } from '../lib/forms.ts';
import { text } from '../lib/form-data.ts';
import { FormCardHeader } from '../components/form-card-header.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useActionToast } from '../lib/app-effects.ts';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';
import { pageMeta } from '../lib/meta.ts';
import { OAuthButtons } from '../features/oauth/buttons.tsx';
import { OAuthCompleteForm } from '../features/oauth/complete-form.tsx';
import { completeOAuth, isProviderReturn, loginPageOAuth } from '../features/oauth/login.server.ts';

/** Guest-only, except for a provider's return, which may be a logged-in person linking a sign-in method. */
export const middleware: Route.MiddlewareFunction[] = [(args, next) => (isProviderReturn(args.request) ? next() : notAuth(args, next))];
export const handle = { auth: 'guest' };
export const meta = pageMeta('page.login');

/**
 * `?redirect=/path` (e.g. from a shared link) is carried through the form; the action checks it is safe.
 * /login is also the return address of Google and Facebook (`code`, `state`, `error`): see features/oauth.
 */
export async function loader(args: Route.LoaderArgs) {
  const redirect = new URL(args.request.url).searchParams.get('redirect') ?? '';
  const oauth = await loginPageOAuth(args);
  return data({ redirect, ...oauth.data }, { status: oauth.status, headers: oauth.headers });
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  if (form.get('intent') === 'oauth-complete') return completeOAuth(args, form);
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
  if (loaderData.pending) return <OAuthCompleteForm pending={loaderData.pending} actionData={actionData} />;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" className="auth-card">
        <Stack gap="md">
          <FormCardHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} result={actionData} />
          {loaderData.oauthError && (
            <Alert color="red" role="alert" data-testid="oauth-error">
              {loaderData.oauthError}
            </Alert>
          )}
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
          <OAuthButtons providers={loaderData.providers} redirect={loaderData.redirect} />
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

import { Alert, Anchor, Button, Checkbox, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { loginSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { loginInput } from './forms.ts';

export interface TLoginPageProps {
  page: { redirect: string; oauthError: string | null };
  result?: TActionResult;
  /** The external sign-in buttons, under the form. */
  externalSignIn: ReactNode;
  /** Shown instead of the form (a first external sign-in that still needs details); the result's toast still shows. */
  replacement?: ReactNode;
}

/** The login form; a refused external sign-in's message above it. */
export function LoginPage({ page, result, externalSignIn, replacement }: TLoginPageProps) {
  const { t, prefix, locale } = useI18n();
  const navigation = useNavigation();
  const { onSubmit, errorOf } = useClientValidation(loginSchema, loginInput, locale, result?.errors);
  useActionToast(result);
  if (replacement) return replacement;
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" className="auth-card">
        <Stack gap="md">
          <FormCardHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} result={result} />
          {page.oauthError && (
            <Alert color="red" role="alert" data-testid="oauth-error">
              {page.oauthError}
            </Alert>
          )}
          <Form method="post" noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              {page.redirect && <input type="hidden" name="redirect" value={page.redirect} />}
              <TextInput
                name="login"
                label={t('auth.login.login')}
                placeholder={t('auth.login.loginPlaceholder')}
                autoComplete="username"
                required
                error={errorOf('login')}
                dir="ltr"
              />
              <PasswordField name="password" label={t('auth.login.password')} autoComplete="current-password" required error={errorOf('password')} />
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
          {externalSignIn}
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

import { CheckboxField, PasswordField, PlainAlert, TextField, buttonLook } from '../../components/plain.tsx';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TActionResult } from '../../lib/context.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { loginSchema } from '../../lib/schema-loaders.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PasskeyButton } from './passkey-button.tsx';
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
    <div className="form-card-page">
      <div className="plain-paper form-card auth-card">
        <div className="plain-stack">
          <FormCardHeader title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} result={result} />
          {page.oauthError && (
            <PlainAlert color="red" data-testid="oauth-error">
              {page.oauthError}
            </PlainAlert>
          )}
          <Form method="post" noValidate onSubmit={onSubmit}>
            <div className="plain-stack" data-gap="sm">
              {page.redirect && <input type="hidden" name="redirect" value={page.redirect} />}
              <TextField
                name="login"
                label={t('auth.login.login')}
                placeholder={t('auth.login.loginPlaceholder')}
                autoComplete="username"
                required
                error={errorOf('login')}
                dir="ltr"
              />
              <PasswordField name="password" label={t('auth.login.password')} autoComplete="current-password" required error={errorOf('password')} />
              <div className="plain-row" data-apart="">
                <CheckboxField name="remember" label={t('auth.login.remember')} defaultChecked />
                <Link className="plain-link plain-text-sm" to={withPrefix(prefix, '/forget-password')}>
                  {t('auth.login.forgot')}
                </Link>
              </div>
              <button type="submit" {...buttonLook({ fullWidth: true, loading: navigation.state === 'submitting' })} data-testid="login-submit">
                {t('auth.login.submit')}
              </button>
            </div>
          </Form>
          <PasskeyButton ceremony="sign-in" action={withPrefix(prefix, '/login')} fields={{ intent: 'passkey', redirect: page.redirect }} testId="passkey-sign-in">
            {t('auth.passkey.signIn')}
          </PasskeyButton>
          {externalSignIn}
          <p className="plain-text-sm">
            {t('auth.login.noAccount')}{' '}
            <Link className="plain-link" to={withPrefix(prefix, '/register')}>
              {t('nav.register')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

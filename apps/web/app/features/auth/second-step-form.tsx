import { Form, Link, useNavigation } from 'react-router';
import { TextField, buttonLook } from '../../components/plain.tsx';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import type { TActionResult } from '../../lib/context.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { PasskeyButton } from './passkey-button.tsx';
import type { TSecondStepMethods } from './second-step.server.ts';

/**
 * The second step of a sign-in (decision 160): one of the account's passkeys (decision 165), the code of the person's
 * app, or one of their recovery codes. The code is a plain form post: the waiting sign-in rides in an httpOnly cookie,
 * so it works without JavaScript.
 */
export function SecondStepForm({ methods, result }: { methods: TSecondStepMethods; result?: TActionResult | undefined }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  const action = `${withPrefix(prefix, '/login')}?step=code`;
  const code = methods.includes('totp');
  return (
    <div className="form-card-page">
      <div className="plain-paper form-card auth-card">
        <div className="plain-stack">
          <FormCardHeader title={t('auth.secondStep.title')} subtitle={t(code ? 'auth.secondStep.subtitle' : 'auth.secondStep.passkeySubtitle')} result={result} />
          {methods.includes('passkey') && (
            <PasskeyButton ceremony="second-step" action={action} fields={{ intent: 'second-step-passkey' }} variant={code ? 'outline' : 'filled'} testId="second-step-passkey">
              {t('auth.passkey.useForStep')}
            </PasskeyButton>
          )}
          {code && methods.includes('passkey') && <p className="plain-text-sm plain-dimmed">{t('auth.secondStep.or')}</p>}
          {/* The address keeps ?step=code, so a refused code comes back to this form without JavaScript too. */}
          {code && (
          <Form method="post" action={action} noValidate>
            <input type="hidden" name="intent" value="second-step" />
            <div className="plain-stack" data-gap="sm">
              <TextField
                name="code"
                label={t('auth.secondStep.code')}
                description={t('auth.secondStep.codeHint')}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                required
                autoFocus={!methods.includes('passkey')}
                dir="ltr"
                error={result?.errors?.code?.[0]}
                data-testid="second-step-code"
              />
              <button type="submit" {...buttonLook({ fullWidth: true, loading: navigation.state === 'submitting' })} data-testid="second-step-submit">
                {t('auth.secondStep.submit')}
              </button>
            </div>
          </Form>
          )}
          <p className="plain-text-sm">
            <Link className="plain-link" to={withPrefix(prefix, '/login')}>
              {t('auth.secondStep.restart')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

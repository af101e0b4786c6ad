import { Form, useNavigation } from 'react-router';
import { PlainAlert, TextField, badgeLook, buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TAccountSecurityPage, TAccountSecurityResult } from './account-security.server.ts';
import './account-security.css';

/** A key as people copy it by hand: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A code field and its button: one form of the page (`intent`). */
function CodeForm({ intent, label, submit, result, danger }: { intent: string; label: string; submit: string; result?: TAccountSecurityResult | undefined; danger?: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result?.intent === intent;
  return (
    <Form method="post" noValidate className="account-security__form">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        name="code"
        label={label}
        description={t('security.codeHint')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        dir="ltr"
        error={mine ? result?.errors?.code?.[0] : undefined}
        data-testid={`security-${intent}-code`}
      />
      <button type="submit" {...buttonLook({ danger, variant: danger ? 'outline' : 'filled', loading: navigation.state === 'submitting' && navigation.formData?.get('intent') === intent })} data-testid={`security-${intent}`}>
        {submit}
      </button>
    </Form>
  );
}

/** /account-security: the second step of signing in (decision 160): set up a one-time-code app, recovery codes, turn off. */
export function AccountSecurityPage({ page, result }: { page: TAccountSecurityPage; result?: TAccountSecurityResult | undefined }) {
  const { t } = useI18n();
  useActionToast(result);
  const secondStep = (result?.ok && result.secondStep) || page.secondStep;
  const codes = result?.ok ? result.recoveryCodes : undefined;
  return (
    <div className="plain-stack account-security">
      <h1 className="plain-title">{t('security.title')}</h1>
      <section className="plain-paper plain-stack" aria-labelledby="second-step-title" data-testid="second-step">
        <div className="plain-row" data-apart="">
          <h2 id="second-step-title" className="plain-title" data-size="h3">
            {t('security.totp.title')}
          </h2>
          <span {...badgeLook({ color: secondStep.state === 'on' ? 'green' : 'gray' })} data-testid="second-step-state">
            {secondStep.state === 'on' ? t('security.totp.on') : t('security.totp.off')}
          </span>
        </div>
        <p className="plain-dimmed">{t('security.totp.intro')}</p>
        {secondStep.needed_now && (
          <PlainAlert color="warning" data-testid="second-step-required">
            {secondStep.state === 'on' ? t('security.totp.loginAgain') : t('security.totp.required')}
          </PlainAlert>
        )}

        {codes && (
          <PlainAlert color="green" role="status" data-testid="recovery-codes">
            <p>{t('security.recovery.shownOnce')}</p>
            <ul className="account-security__codes" dir="ltr">
              {codes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          </PlainAlert>
        )}

        {secondStep.state === 'off' && (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" {...buttonLook()} data-testid="security-start">
              {t('security.totp.start')}
            </button>
          </Form>
        )}

        {secondStep.state === 'pending' && secondStep.setup && (
          <div className="plain-stack" data-testid="totp-setup">
            <ol className="account-security__steps">
              <li>{t('security.totp.step1')}</li>
              <li>{t('security.totp.step2')}</li>
              <li>{t('security.totp.step3')}</li>
            </ol>
            <img className="account-security__qr" src={`data:image/svg+xml;utf8,${encodeURIComponent(secondStep.setup.qr_svg)}`} alt={t('security.totp.qrAlt')} width={200} height={200} />
            <p>
              {t('security.totp.keyLabel')}{' '}
              <code className="account-security__key" dir="ltr" data-testid="totp-secret">
                {grouped(secondStep.setup.secret)}
              </code>
            </p>
            <CodeForm intent="confirm" label={t('security.totp.codeLabel')} submit={t('security.totp.confirm')} result={result} />
          </div>
        )}

        {secondStep.state === 'on' && (
          <div className="plain-stack">
            <p data-testid="recovery-left">{t('security.recovery.left', { count: secondStep.recovery_codes_left })}</p>
            <CodeForm intent="renew" label={t('security.recovery.renewLabel')} submit={t('security.recovery.renew')} result={result} />
            {secondStep.required ? (
              <p className="plain-text-sm plain-dimmed">{t('security.totp.adminKeeps')}</p>
            ) : (
              <CodeForm intent="disable" label={t('security.totp.disableLabel')} submit={t('security.totp.disable')} result={result} danger />
            )}
          </div>
        )}
      </section>
    </div>
  );
}

import { Form, useNavigation } from 'react-router';
import { PlainAlert, TextField, badgeLook, buttonLook } from '../../components/plain.tsx';
import type { TAccountSession } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import type { TAccountSecurityPage, TAccountSecurityResult } from './account-security.server.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { wallTime } from './wall-time.ts';
import './account-security.css';

/** A key as people copy it by hand: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A code field and its button: one form of the page (`intent`). */
function CodeForm({ intent, label, submit, result, danger, optional }: { intent: string; label: string; submit: string; result?: TAccountSecurityResult | undefined; danger?: boolean; optional?: boolean }) {
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
        required={!optional}
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

/** Where the account is signed in (issue 61 §2): each session, "this device" marked, an End form for each other one. */
export function SignedInSection({ sessions }: { sessions: TAccountSession[] }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const busy = (intent: string, session?: number) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (session === undefined || navigation.formData.get('session') === String(session));
  const others = sessions.filter((session) => !session.current);
  return (
    <section className="plain-paper pad-md-lg plain-stack" aria-labelledby="sessions-title" data-testid="sessions">
      <h2 id="sessions-title" className="plain-title" data-size="h3">
        {t('security.sessions.title')}
      </h2>
      <p className="plain-dimmed">{t('security.sessions.intro')}</p>
      <ul className="account-security__sessions">
        {sessions.map((session) => (
          <li key={session.id} className="account-security__session" data-testid="session" data-current={session.current ? '' : undefined}>
            <div className="plain-stack" data-gap="xs">
              <p className="account-security__device">
                <bdi>{session.device}</bdi>{' '}
                {session.current && (
                  <span {...badgeLook({ color: 'green' })} data-testid="session-this-device">
                    {t('security.sessions.thisDevice')}
                  </span>
                )}
              </p>
              {session.place && (
                <p className="plain-text-sm" data-testid="session-place">
                  {t('security.sessions.place', { place: session.place })}
                </p>
              )}
              <p className="plain-text-sm plain-dimmed">
                <time dateTime={session.created_at}>{t('security.sessions.started', { date: wallTime(session.created_at, locale) })}</time>
                {' · '}
                <time dateTime={session.last_used_at}>{t('security.sessions.lastUsed', { date: wallTime(session.last_used_at, locale) })}</time>
              </p>
            </div>
            {!session.current && (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" aria-label={t('security.sessions.endLabel', { device: session.device })} {...buttonLook({ danger: true, variant: 'outline', loading: busy('end-session', session.id) })} data-testid="session-end">
                  {t('security.sessions.end')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" {...buttonLook({ danger: true, variant: 'outline', loading: busy('end-others') })} data-testid="sessions-end-others">
            {t('security.sessions.endOthers')}
          </button>
        </Form>
      ) : (
        <p className="plain-text-sm plain-dimmed" data-testid="sessions-only-this">
          {t('security.sessions.onlyThis')}
        </p>
      )}
      {sessions.some((session) => session.place) && (
        <p className="plain-text-sm plain-dimmed">
          {/* DB-IP's licence (CC BY 4.0) asks for its name where its data is shown (decision 174). */}
          <a href="https://db-ip.com" rel="noopener noreferrer">
            {t('security.sessions.placeSource')}
          </a>
        </p>
      )}
    </section>
  );
}

/** /account-security: the second step of signing in (decision 160): set up a one-time-code app, recovery codes, turn off; passkeys (decision 165); sessions. */
export function AccountSecurityPage({ page, result }: { page: TAccountSecurityPage; result?: TAccountSecurityResult | undefined }) {
  const { t } = useI18n();
  useActionToast(result);
  const secondStep = (result?.ok && result.secondStep) || page.secondStep;
  const codes = result?.ok ? result.recoveryCodes : undefined;
  return (
    <div className="plain-stack account-security">
      <h1 className="plain-title">{t('security.title')}</h1>
      <section className="plain-paper pad-md-lg plain-stack" aria-labelledby="second-step-title" data-testid="second-step">
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
            <CodeForm intent="renew" label={t('security.recovery.renewLabel')} submit={t('security.recovery.renew')} result={result} optional />
            {secondStep.required ? (
              <p className="plain-text-sm plain-dimmed">{t('security.totp.adminKeeps')}</p>
            ) : (
              <CodeForm intent="disable" label={t('security.totp.disableLabel')} submit={t('security.totp.disable')} result={result} danger optional />
            )}
          </div>
        )}
      </section>
      <PasskeysSection passkeys={page.passkeys} required={secondStep.required} result={result} />
      {page.sessions.length > 0 && <SignedInSection sessions={page.sessions} />}
    </div>
  );
}

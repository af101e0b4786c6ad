import { Link, Form, useNavigation } from 'react-router';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TEndSessionPage, TEndSessionResult } from './end-session.server.ts';

/** /account-security?end=…: the new-device mail's link (decision 166): a confirm button, then what happened, without a login. */
export function EndSessionPage({ page, result }: { page: TEndSessionPage; result?: TEndSessionResult }) {
  const { t, prefix } = useI18n();
  const navigation = useNavigation();
  useActionToast(result);
  return (
    <div className="form-card-page">
      <div className="plain-paper form-card">
        <div className="plain-stack">
          <h1 className="status-page__title">{t('endSession.title')}</h1>
          {result?.ok ? (
            <PlainAlert color="green" role="status" data-testid="end-session-done">
              <span lang={result.locale} dir={result.locale === 'ar' ? 'rtl' : 'ltr'}>
                {result.message}
              </span>
            </PlainAlert>
          ) : result || !page.token ? (
            <PlainAlert color="red" data-testid="end-session-failed">
              {result?.message || t('endSession.invalid')}
            </PlainAlert>
          ) : (
            <Form method="post" data-testid="end-session-form">
              <input type="hidden" name="token" value={page.token} />
              <div className="plain-stack" data-gap="sm">
                <p className="plain-text-sm">{t('endSession.question')}</p>
                <button type="submit" {...buttonLook({ danger: true, loading: navigation.state === 'submitting' })} data-testid="end-session-confirm">
                  {t('endSession.confirm')}
                </button>
              </div>
            </Form>
          )}
          <p className="plain-text-sm">
            <Link className="plain-link" to={withPrefix(prefix, '/account-security')}>
              {t('endSession.manage')}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

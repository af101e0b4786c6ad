import { Link } from 'react-router';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * Asks a logged-in person to accept a new version of the terms or privacy policy (decision 033), on every page until
 * they do (the default layout renders it for them only, and loads it then: decision 163).
 */
export function TermsBanner() {
  const { t, prefix } = useI18n();
  return (
    <div className="plain-container app-banner print-hidden">
      <PlainAlert color="warning" data-testid="terms-banner">
        <div className="plain-row" data-apart="">
          <p className="plain-text-sm">{t('banner.terms')}</p>
          <Link to={withPrefix(prefix, '/terms-conditions#accept')} {...buttonLook({ size: 'xs', variant: 'default' })}>
            {t('banner.termsReview')}
          </Link>
        </div>
      </PlainAlert>
    </div>
  );
}

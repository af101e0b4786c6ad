import { useLocation } from 'react-router';
import { PlainAlert, buttonLook } from '../../components/plain.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * The second step offered to a company's owner where they pay or invite a member (decision 166): a link to set it up,
 * and "Not now" (a plain form: remembered in this browser, back to this page). Never forced.
 */
export function SecondStepOffer() {
  const { t, prefix } = useI18n();
  const { pathname, search } = useLocation();
  const page = withPrefix(prefix, '/account-security');
  return (
    <PlainAlert color="primary" role="note" data-testid="second-step-offer">
      <div className="plain-stack" data-gap="sm">
        <strong>{t('security.offer.title')}</strong>
        <p className="plain-text-sm">{t('security.offer.body')}</p>
        <form method="post" action={page} className="plain-row">
          <input type="hidden" name="intent" value="dismiss-offer" />
          <input type="hidden" name="back" value={`${pathname}${search}`} />
          <PlainLink to={page} {...buttonLook({ size: 'sm' })} data-testid="second-step-offer-set-up">
            {t('security.offer.setUp')}
          </PlainLink>
          <button type="submit" {...buttonLook({ variant: 'subtle', size: 'sm' })} data-testid="second-step-offer-dismiss">
            {t('security.offer.dismiss')}
          </button>
        </form>
      </div>
    </PlainAlert>
  );
}

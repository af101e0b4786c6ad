import { Form, Link } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { PlainAlert, buttonLook } from './plain.tsx';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';

/**
 * Reminds a logged-in person whose email or phone is not confirmed yet, with the way to do it (the default layout
 * renders it for them only, and loads it then: decision 163).
 */
export function VerificationBanner({ user }: { user: TSimpleProfile }) {
  const { t, prefix } = useI18n();
  return (
    <div className="plain-container app-banner print-hidden">
      <PlainAlert color="warning" data-testid="verification-banner">
        <div className="plain-row" data-apart="">
          <p className="plain-text-sm">{!user.email_verified ? t('banner.email') : t('banner.phone')}</p>
          <div className="plain-row">
            {!user.email_verified && (
              <Form method="post" action={withPrefix(prefix, '/verify-email')}>
                <input type="hidden" name="intent" value="resend" />
                <button type="submit" {...buttonLook({ size: 'xs', variant: 'default' })}>
                  {t('banner.resendEmail')}
                </button>
              </Form>
            )}
            {!user.phone_verified && (
              <Link to={withPrefix(prefix, '/otp-code')} {...buttonLook({ size: 'xs', variant: 'default' })}>
                {t('banner.verifyPhone')}
              </Link>
            )}
          </div>
        </div>
      </PlainAlert>
    </div>
  );
}

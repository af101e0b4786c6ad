import type { TOAuthProvider } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { buttonLook } from '../../components/plain.tsx';

/** A button per configured provider; each is a plain link to /auth/{provider}, which leaves for the provider. */
export function OAuthButtons({ providers, redirect }: { providers: TOAuthProvider[]; redirect?: string }) {
  const { t, prefix } = useI18n();
  if (providers.length === 0) return null;
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div className="plain-stack" data-gap="xs">
      <p className="plain-divider">{t('oauth.or')}</p>
      {providers.map((provider) => (
        <a key={provider} href={`${withPrefix(prefix, `/auth/${provider}`)}${query}`} {...buttonLook({ variant: 'default', fullWidth: true })} data-testid={`oauth-${provider}`}>
          {t(`oauth.${provider}`)}
        </a>
      ))}
    </div>
  );
}

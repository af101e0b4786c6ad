import { Button, Divider, Stack } from '@mantine/core';
import type { TOAuthProvider } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** A button per configured provider; each is a plain link to /auth/{provider}, which leaves for the provider. */
export function OAuthButtons({ providers, redirect }: { providers: TOAuthProvider[]; redirect?: string }) {
  const { t, prefix } = useI18n();
  if (providers.length === 0) return null;
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <Stack gap="xs">
      <Divider label={t('oauth.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button key={provider} component="a" href={`${withPrefix(prefix, `/auth/${provider}`)}${query}`} variant="default" fullWidth data-testid={`oauth-${provider}`}>
          {t(`oauth.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOAuthProvider } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/**
 * Sign-in methods of a logged-in person: a button per configured provider that links it to this account
 * (the provider is asked, then the account keeps it; decision record 010).
 */
export function LinkProviders({ providers, back }: { providers: TOAuthProvider[]; back: string }) {
  const { t, prefix } = useI18n();
  if (providers.length === 0) return null;
  return (
    <Paper withBorder className="pad-md-xl" data-testid="link-providers">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('oauth.link.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('oauth.link.text')}
        </Text>
        <Group gap="xs">
          {providers.map((provider) => (
            <Button
              key={provider}
              component="a"
              href={`${withPrefix(prefix, `/auth/${provider}`)}?link=1&redirect=${encodeURIComponent(back)}`}
              variant="default"
              data-testid={`link-${provider}`}
            >
              {t(`oauth.link.${provider}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

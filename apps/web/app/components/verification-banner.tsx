import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { TSimpleProfile } from '@tawzeef/contract';
import { useI18n } from '../i18n/index.ts';
import { withPrefix } from '../lib/locale-path.ts';

/** Reminds a logged-in person whose email or phone is not confirmed yet, with the way to do it. */
export function VerificationBanner({ user }: { user: TSimpleProfile | null }) {
  const { t, prefix } = useI18n();
  if (!user || (user.email_verified && user.phone_verified)) return null;
  return (
    <Container size="xl" pt="sm" className="print-hidden">
      <Alert color="warning" variant="light" data-testid="verification-banner">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{!user.email_verified ? t('account.banner.email') : t('account.banner.phone')}</Text>
          <Group gap="xs">
            {!user.email_verified && (
              <Form method="post" action={withPrefix(prefix, '/verify-email')}>
                <input type="hidden" name="intent" value="resend" />
                <Button type="submit" size="xs" variant="default">
                  {t('account.banner.resendEmail')}
                </Button>
              </Form>
            )}
            {!user.phone_verified && (
              <Button component={Link} to={withPrefix(prefix, '/otp-code')} size="xs" variant="default">
                {t('account.banner.verifyPhone')}
              </Button>
            )}
          </Group>
        </Group>
      </Alert>
    </Container>
  );
}

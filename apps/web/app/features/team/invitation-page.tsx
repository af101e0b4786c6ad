import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PageShell } from '../../components/page-shell.tsx';
import type { TActionResult } from '../../lib/context.ts';
import { formatDay } from '../../lib/format.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TInvitationPage } from './team.server.ts';

/** /company-invitation?token=: an invitation link's landing page: accept, register through it, or why it cannot be used. */
export function InvitationPage({ page, result }: { page: TInvitationPage; result?: TActionResult }) {
  const { t, prefix, locale } = useI18n();
  const { preview, user } = page;
  if (!preview) {
    return (
      <PageShell titleKey="page.company-invitation" size="sm">
        <Alert color="red" title={t('invitation.failed')} role="alert" data-testid="invitation-error">
          {page.error}
        </Alert>
      </PageShell>
    );
  }
  const values = {
    company: preview.company,
    role: t(`team.role.${preview.role}`),
    inviter: preview.invited_by ?? '',
  };
  const registerUrl = withPrefix(prefix, `/register?type=COMPANY&invitation=${encodeURIComponent(page.token)}&email=${encodeURIComponent(preview.email)}`);
  return (
    <PageShell titleKey="page.company-invitation" size="sm">
      <Paper withBorder p="lg" data-testid="invitation">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('invitation.title', { company: preview.company })}
          </Title>
          <Text>{preview.invited_by ? t('invitation.text', values) : t('invitation.textNoInviter', values)}</Text>
          <Text size="sm" c="dimmed">
            {t('invitation.email', {
              email: preview.email,
              date: formatDay(preview.expires_at, locale)?.gregorian ?? '',
            })}
          </Text>
          {result && !result.ok && (
            <Alert color="red" role="alert" data-testid="invitation-error">
              {result.message}
            </Alert>
          )}
          {user?.type === 'USER' ? (
            <Alert color="yellow">{t('invitation.seeker')}</Alert>
          ) : user ? (
            <Form method="post" noValidate>
              <input type="hidden" name="token" value={page.token} />
              <Button type="submit" data-testid="invitation-accept">
                {t('invitation.accept')}
              </Button>
            </Form>
          ) : (
            <Group>
              <Button component={Link} to={registerUrl} data-testid="invitation-register">
                {t('invitation.register')}
              </Button>
              <Form method="post" noValidate>
                <input type="hidden" name="token" value={page.token} />
                <Button type="submit" variant="light" data-testid="invitation-login">
                  {t('invitation.login')}
                </Button>
              </Form>
            </Group>
          )}
        </Stack>
      </Paper>
    </PageShell>
  );
}

import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';

/** Where a deleted account lands (decision 089): the deletion is done, a mail confirms it, and what is left to do. */
export function AccountDeletedPage() {
  const { t, prefix } = useI18n();
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" data-testid="account-deleted">
        <Stack gap="md">
          <Title order={1}>{t('account.deleted.title')}</Title>
          <Text>{t('account.deleted.done')}</Text>
          <Text>{t('account.deleted.mail')}</Text>
          <Group gap="lg">
            <Anchor component={Link} to={withPrefix(prefix, '/')}>
              {t('account.deleted.home')}
            </Anchor>
            <Anchor component={Link} to={withPrefix(prefix, '/register')}>
              {t('account.deleted.register')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

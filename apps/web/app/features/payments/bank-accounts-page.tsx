import { Alert, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import type { TBankAccount } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { BankAccountCard } from './bank-account-card.tsx';

/** /bank-accounts (public): where to transfer a posting fee, and how paying by transfer works. */
export function BankAccountsPage({ banks }: { banks: TBankAccount[] }) {
  const { t } = useI18n();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('page.bank-accounts')}</Title>
          <Text c="dimmed">{t('pay.accounts.intro')}</Text>
        </div>
        {banks.length ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="bank-accounts">
            {banks.map((account) => (
              <BankAccountCard key={account.id} account={account} />
            ))}
          </SimpleGrid>
        ) : (
          <Alert color="gray" variant="light">
            {t('pay.bank.none')}
          </Alert>
        )}
        <Paper withBorder className="pad-md-lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('pay.accounts.howTitle')}
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>{t('pay.accounts.how1')}</List.Item>
              <List.Item>{t('pay.accounts.how2')}</List.Item>
              <List.Item>{t('pay.accounts.how3')}</List.Item>
              <List.Item>{t('pay.accounts.how4')}</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              {t('pay.accounts.onlineHint')}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

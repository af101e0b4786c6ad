import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell.tsx';
import { useI18n, type TMessageId } from '../../../i18n/index.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import '../company.css';

const SECTIONS: Array<{ path: string; title: TMessageId; text: TMessageId }> = [
  { path: '/admin/companies', title: 'page.admin-companies', text: 'company.admin.home.companies' },
  { path: '/admin/payments', title: 'company.admin.home.paymentsTitle', text: 'company.admin.home.payments' },
  { path: '/admin/bank-accounts', title: 'company.admin.home.bankAccountsTitle', text: 'company.admin.home.bankAccounts' },
  { path: '/admin/settings', title: 'company.admin.home.feeTitle', text: 'company.admin.home.fee' },
  { path: '/admin/outbox', title: 'alerts.adminHome.outboxTitle', text: 'alerts.adminHome.outbox' },
];

/** /admin: where an administrator starts: one card per task. */
export function AdminHome() {
  const { t, prefix } = useI18n();
  return (
    <PageShell titleKey="page.admin">
      <Text c="dimmed">{t('company.admin.home.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SECTIONS.map((section) => (
          <UnstyledButton key={section.path} component={Link} to={withPrefix(prefix, section.path)} data-testid={`admin-link-${section.path.split('/')[2]}`}>
            <Paper withBorder p="lg" h="100%" className="company-job-card">
              <Stack gap={4}>
                <Text fw={700} size="lg" c="primary.8">
                  {t(section.title)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(section.text)}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}

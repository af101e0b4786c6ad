import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link, useNavigation } from 'react-router';
import { ZBankAccountInput, type TAdminBankAccount } from '@tawzeef/contract';
import { FormCardHeader } from '../../components/form-card-header.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useActionToast } from '../../lib/app-effects.ts';
import { useClientValidation } from '../../lib/forms.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import type { TAdminResult } from './admin.server.ts';
import { AdminBackLink } from './admin-back-link.tsx';
import { LtrValue } from './bank-account-card.tsx';
import { groupIban } from './format.ts';
import { bankAccountInput } from './forms.ts';

const LTR_INPUT = { input: { direction: 'ltr' as const, textAlign: 'start' as const } };

function AccountForm({ editing, result }: { editing: TAdminBankAccount | null; result?: TAdminResult }) {
  const { t, locale, prefix } = useI18n();
  const navigation = useNavigation();
  const failed = result && !result.ok && result.intent === 'save' ? result : undefined;
  const { onSubmit, errorOf } = useClientValidation(ZBankAccountInput, bankAccountInput, locale, failed?.errors);
  const value = (name: keyof TAdminBankAccount & string) => failed?.values?.[name] ?? (editing ? String(editing[name] ?? '') : '');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <FormCardHeader title={editing ? t('pay.accountsAdmin.edit') : t('pay.accountsAdmin.add')} subtitle={t('pay.accountsAdmin.formHint')} result={failed} titleSize="h3" />
        {/* The key resets the fields when another account is chosen for editing. */}
        <Form key={editing?.id ?? 'new'} method="post" noValidate onSubmit={onSubmit} data-testid="bank-account-form">
          <input type="hidden" name="intent" value="save" />
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput name="bank_name_ar" label={t('pay.accountsAdmin.bankAr')} required dir="rtl" defaultValue={value('bank_name_ar')} error={errorOf('bank_name_ar')} />
              <TextInput name="bank_name_en" label={t('pay.accountsAdmin.bankEn')} required dir="ltr" defaultValue={value('bank_name_en')} error={errorOf('bank_name_en')} />
            </SimpleGrid>
            <TextInput name="account_name" label={t('pay.bank.accountName')} required defaultValue={value('account_name')} error={errorOf('account_name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                name="iban"
                label={t('pay.bank.iban')}
                description={t('pay.accountsAdmin.ibanHint')}
                required
                autoComplete="off"
                spellCheck={false}
                styles={LTR_INPUT}
                defaultValue={value('iban')}
                error={errorOf('iban')}
                data-testid="iban-input"
              />
              <TextInput name="account_number" label={t('pay.bank.accountNumber')} inputMode="numeric" styles={LTR_INPUT} defaultValue={value('account_number')} error={errorOf('account_number')} />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              {editing && (
                <Button component={Link} to={withPrefix(prefix, '/admin/bank-accounts')} variant="default">
                  {t('pay.accountsAdmin.cancel')}
                </Button>
              )}
              <Button type="submit" loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'} data-testid="bank-account-save">
                {t('pay.accountsAdmin.save')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Paper>
  );
}

function AccountRow({ account }: { account: TAdminBankAccount }) {
  const { t, locale, prefix } = useI18n();
  const isActive = account.is_active;
  return (
    <Paper withBorder p="md" data-testid="admin-bank-account" data-active={isActive}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={700}>{locale === 'ar' ? account.bank_name_ar : account.bank_name_en}</Text>
            <Badge color={isActive ? 'success' : 'gray'} c={isActive ? 'success.9' : 'gray.9'} variant="light" tt="none">
              {isActive ? t('pay.accountsAdmin.active') : t('pay.accountsAdmin.inactive')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <bdi dir="auto">{locale === 'ar' ? account.bank_name_en : account.bank_name_ar}</bdi> · <bdi dir="auto">{account.account_name}</bdi>
          </Text>
          <LtrValue>{groupIban(account.iban)}</LtrValue>
          {account.account_number && (
            <Text size="sm">
              {t('pay.bank.accountNumber')}: <bdi dir="ltr">{account.account_number}</bdi>
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={withPrefix(prefix, `/admin/bank-accounts?edit=${account.id}`)} variant="default" size="xs">
            {t('pay.accountsAdmin.editButton')}
          </Button>
          <Form method="post">
            <input type="hidden" name="id" value={account.id} />
            <input type="hidden" name="intent" value={isActive ? 'deactivate' : 'activate'} />
            {(['bank_name_ar', 'bank_name_en', 'account_name', 'iban', 'account_number'] as const).map((name) => (
              <input key={name} type="hidden" name={name} value={account[name] ?? ''} />
            ))}
            <Button type="submit" variant="light" color={isActive ? 'red' : 'success'} size="xs" data-testid={isActive ? 'deactivate' : 'activate'}>
              {isActive ? t('pay.accountsAdmin.deactivate') : t('pay.accountsAdmin.activate')}
            </Button>
          </Form>
        </Group>
      </Group>
    </Paper>
  );
}

/** /admin/bank-accounts: the accounts companies transfer to; add, edit, deactivate. */
export function AdminBankAccountsPage({ accounts, editing, result }: { accounts: TAdminBankAccount[]; editing: TAdminBankAccount | null; result?: TAdminResult }) {
  const { t } = useI18n();
  useActionToast(result);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <AdminBackLink />
          <Title order={1}>{t('page.admin-bank-accounts')}</Title>
          <Text c="dimmed">{t('pay.accountsAdmin.intro')}</Text>
        </div>
        <Stack gap="sm">
          {accounts.length ? accounts.map((account) => <AccountRow key={account.id} account={account} />) : <Text>{t('pay.bank.none')}</Text>}
        </Stack>
        <AccountForm editing={editing} result={result} />
      </Stack>
    </Container>
  );
}

import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SimpleGrid } from '../../components/grid.tsx';
import { Form, Link, useNavigation } from 'react-router';
import type { TPayment } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { FileField } from '../../components/file-field.tsx';
import { checkPickedFile } from '../../lib/file-rules.ts';
import { BankAccountCard, LtrValue } from './bank-account-card.tsx';
import type { TCheckoutData, TCheckoutResult } from './checkout.server.ts';
import { formatHalalas, paymentReference } from './format.ts';

function ReceiptForm({ paymentId, result, disabled }: { paymentId: number | null; result?: TCheckoutResult; disabled: boolean }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string>();
  const serverError = result && !result.ok && result.intent === 'receipt' ? (result.errors?.receipt?.[0] ?? result.message) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('receipt');
    const picked = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const problem = picked ? checkPickedFile(picked, 'invoice', locale) : t('pay.bank.chooseReceipt');
    setClientError(problem ?? undefined);
    if (problem) event.preventDefault();
  };
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} data-testid="receipt-form">
      <input type="hidden" name="intent" value="receipt" />
      {paymentId && <input type="hidden" name="payment_id" value={paymentId} />}
      <Stack gap="sm">
        <FileField name="receipt" kind="invoice" label={t('pay.bank.receipt')} error={clientError ?? serverError} testId="receipt-file" />
        <Group>
          <Button type="submit" disabled={disabled} loading={navigation.state !== 'idle' && navigation.formData?.get('intent') === 'receipt'} data-testid="receipt-submit">
            {t('pay.bank.send')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** Bank transfer: where to send the money, how much, with which reference, then the receipt. */
export function BankTransfer({ page, payment, result }: { page: TCheckoutData; payment: TPayment | null; result?: TCheckoutResult }) {
  const { t, locale, prefix } = useI18n();
  const total = payment?.total_halalas ?? page.price.total_halalas;
  const banks = page.bank_accounts;
  return (
    <Paper withBorder className="pad-md-lg" data-testid="bank-transfer">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('pay.bank.stepsTitle')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('pay.bank.step1')}</List.Item>
          <List.Item>{t('pay.bank.step2')}</List.Item>
          <List.Item>{t('pay.bank.step3')}</List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Paper bg="var(--mantine-color-primary-0)" p="sm">
            <Text size="sm" c="dimmed">
              {t('pay.bank.amount')}
            </Text>
            <Text fw={700} size="xl" data-testid="bank-amount">
              {formatHalalas(total, locale)}
            </Text>
          </Paper>
          {payment && (
            <Paper bg="var(--mantine-color-primary-0)" p="sm">
              <Text size="sm" c="dimmed">
                {t('pay.bank.reference')}
              </Text>
              <Text size="xl">
                <LtrValue testId="bank-reference">{paymentReference(payment.id)}</LtrValue>
              </Text>
            </Paper>
          )}
        </SimpleGrid>
        {banks.length ? (
          <SimpleGrid cols={{ base: 1, md: banks.length > 1 ? 2 : 1 }} spacing="sm">
            {banks.map((account) => (
              <BankAccountCard key={account.id} account={account} />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm">{t('pay.bank.none')}</Text>
        )}
        <Anchor component={Link} to={withPrefix(prefix, '/bank-accounts')} size="sm">
          {t('pay.bank.allAccounts')}
        </Anchor>
        <ReceiptForm paymentId={payment?.id ?? null} result={result} disabled={!page.can_publish} />
      </Stack>
    </Paper>
  );
}

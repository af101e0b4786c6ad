import type { ReactNode } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { TBankAccount } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { directionParts, groupIban } from './format.ts';

/** A value that is always read left to right (IBAN, account number) inside either page direction. */
export function LtrValue({ children, testId }: { children: string; testId?: string }) {
  return (
    <Text component="bdi" dir="ltr" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      {children}
    </Text>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** One of the platform's bank accounts: the bank in the page language, the account name, the IBAN in blocks of four with a copy button. */
export function BankAccountCard({ account }: { account: TBankAccount }) {
  const { t, locale } = useI18n();
  const iban = account.iban.replace(/\s+/g, '');
  return (
    <Paper withBorder className="pad-md-lg" data-testid="bank-account">
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {locale === 'ar' ? account.bank_name_ar : account.bank_name_en}
        </Text>
        <Row label={t('pay.bank.accountName')}>
          {/* Each script's part in its own isolate: "Co." keeps its period at its end in either page direction. */}
          <Text component="span" data-testid="bank-account-name">
            {directionParts(account.account_name).map((part, index) => (
              <bdi key={index} dir="auto">
                {part}
              </bdi>
            ))}
          </Text>
        </Row>
        <Row label={t('pay.bank.iban')}>
          <Group gap="sm" wrap="wrap">
            <LtrValue testId="bank-iban">{groupIban(iban)}</LtrValue>
            <CopyButton value={iban}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant={copied ? 'light' : 'default'} color={copied ? 'success' : undefined} onClick={copy} aria-label={t('pay.bank.copyIban')} data-testid="copy-iban">
                  {copied ? t('pay.bank.copied') : t('pay.bank.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Row>
        {account.account_number && (
          <Row label={t('pay.bank.accountNumber')}>
            <LtrValue>{account.account_number}</LtrValue>
          </Row>
        )}
      </Stack>
    </Paper>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import type { TBankAccount } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { buttonLook } from '../../components/plain.tsx';
import { directionParts, groupIban } from './format.ts';
import './bank-accounts.css';

/** A value that is always read left to right (IBAN, account number) inside either page direction. */
export function LtrValue({ children, testId }: { children: string; testId?: string }) {
  return (
    <bdi dir="ltr" className="ltr-value" data-testid={testId}>
      {children}
    </bdi>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="plain-text-sm plain-dimmed">{label}</p>
      <div>{children}</div>
    </div>
  );
}

/** How long the copy button says "Copied" (Mantine's CopyButton's default). */
const COPIED_MS = 1000;

/** Copies a value to the clipboard, and says so for a moment. */
function CopyValueButton({ value }: { value: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <button type="button" {...buttonLook({ size: 'compact-sm', variant: copied ? 'light' : 'default', className: copied ? 'copy-done' : undefined })} onClick={copy} aria-label={t('pay.bank.copyIban')} data-testid="copy-iban">
      {copied ? t('pay.bank.copied') : t('pay.bank.copy')}
    </button>
  );
}

/** One of the platform's bank accounts: the bank in the page language, the account name, the IBAN in blocks of four with a copy button. */
export function BankAccountCard({ account }: { account: TBankAccount }) {
  const { t, locale } = useI18n();
  const iban = account.iban.replace(/\s+/g, '');
  return (
    <div className="plain-paper pad-md-lg plain-stack bank-account" data-gap="sm" data-testid="bank-account">
      <p className="bank-account__bank">{locale === 'ar' ? account.bank_name_ar : account.bank_name_en}</p>
      <Row label={t('pay.bank.accountName')}>
        {/* Each script's part in its own isolate: "Co." keeps its period at its end in either page direction. */}
        <span data-testid="bank-account-name">
          {directionParts(account.account_name).map((part, index) => (
            <bdi key={index} dir="auto">
              {part}
            </bdi>
          ))}
        </span>
      </Row>
      <Row label={t('pay.bank.iban')}>
        <div className="plain-row bank-account__iban">
          <LtrValue testId="bank-iban">{groupIban(iban)}</LtrValue>
          <CopyValueButton value={iban} />
        </div>
      </Row>
      {account.account_number && (
        <Row label={t('pay.bank.accountNumber')}>
          <LtrValue>{account.account_number}</LtrValue>
        </Row>
      )}
    </div>
  );
}

import { SimpleGrid } from '../../components/grid.tsx';
import type { TBankAccount } from '@tawzeef/contract';
import { useI18n } from '../../i18n/index.ts';
import { BankAccountCard } from './bank-account-card.tsx';
import { PlainAlert } from '../../components/plain.tsx';

/** /bank-accounts (public): where to transfer a posting fee, and how paying by transfer works. */
export function BankAccountsPage({ banks }: { banks: TBankAccount[] }) {
  const { t } = useI18n();
  return (
    <div className="plain-container page-pad plain-stack" data-size="lg" data-gap="lg">
      <div>
        <h1 className="plain-title">{t('page.bank-accounts')}</h1>
        <p className="plain-dimmed form-card__subtitle">{t('pay.accounts.intro')}</p>
      </div>
      {banks.length ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="bank-accounts">
          {banks.map((account) => (
            <BankAccountCard key={account.id} account={account} />
          ))}
        </SimpleGrid>
      ) : (
        <PlainAlert color="gray" role="status">
          {t('pay.bank.none')}
        </PlainAlert>
      )}
      <section className="plain-paper pad-md-lg plain-stack" data-gap="sm" aria-labelledby="bank-how">
        <h2 className="plain-title bank-how__title" id="bank-how">
          {t('pay.accounts.howTitle')}
        </h2>
        <ol className="bank-steps">
          <li>{t('pay.accounts.how1')}</li>
          <li>{t('pay.accounts.how2')}</li>
          <li>{t('pay.accounts.how3')}</li>
          <li>{t('pay.accounts.how4')}</li>
        </ol>
        <p className="plain-text-sm plain-dimmed">{t('pay.accounts.onlineHint')}</p>
      </section>
    </div>
  );
}

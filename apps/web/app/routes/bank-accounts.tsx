import type { Route } from './+types/bank-accounts';
import { bankAccountsLoader } from '../features/payments/payments.server.ts';
import { BankAccountsPage } from '../features/payments/bank-accounts-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.bank-accounts', 'meta.bank-accounts');
export const loader = (args: Route.LoaderArgs) => bankAccountsLoader(args);

export default function BankAccounts({ loaderData }: Route.ComponentProps) {
  return <BankAccountsPage banks={loaderData.banks} />;
}

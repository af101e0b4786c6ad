import { AccountDeletedPage } from '../features/auth/account-deleted-page.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = pageMeta('page.accountDeleted');

export default function AccountDeleted() {
  return <AccountDeletedPage />;
}

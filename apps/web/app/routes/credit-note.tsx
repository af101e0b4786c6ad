import type { Route } from './+types/credit-note';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { creditNoteLoader } from '../features/payments/payments.server.ts';
import { ClearancePending, InvoiceDocument } from '../features/payments/invoice-document.tsx';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
// The credit note is bilingual like its invoice (decision 171): both languages' messages.
export const handle = { auth: 'required', bothLanguages: true };
export const meta = pageMeta('page.credit-note');
export const loader = (args: Route.LoaderArgs) => creditNoteLoader(args);

export default function CreditNote({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  return invoice?.credit ? <InvoiceDocument invoice={invoice} credit={invoice.credit} /> : <ClearancePending credit />;
}

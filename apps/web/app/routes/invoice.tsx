import type { Route } from './+types/invoice';
import { isAuth, isCompany } from '../features/auth/guards.server.ts';
import { invoiceLoader } from '../features/payments/payments.server.ts';
import { ClearancePending, InvoiceDocument } from '../features/payments/invoice-document.tsx';
import { pageMeta } from '../lib/meta.ts';
import { memberMay } from '../lib/server/company-access.server.ts';

export const middleware = [isAuth, isCompany, memberMay('billing')];
// The tax invoice is bilingual (ZATCA): the page holds both languages' messages (decision 047).
export const handle = { auth: 'required', bothLanguages: true };
export const meta = pageMeta('page.invoice');
export const loader = (args: Route.LoaderArgs) => invoiceLoader(args);

export default function Invoice({ loaderData }: Route.ComponentProps) {
  // A standard invoice waiting for ZATCA's clearance (decision 171).
  return loaderData.invoice ? <InvoiceDocument invoice={loaderData.invoice} /> : <ClearancePending />;
}

import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The payments pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('checkout/:jobId', 'routes/checkout.tsx'),
    page('payments', 'routes/payments.tsx'),
    page('payments/return', 'routes/payment-return.tsx'),
    page('invoices/:id', 'routes/invoice.tsx'),
    // ZATCA phase 2 (decision 171): the credit note of a credited payment, and the e-invoice files.
    page('invoices/:id/credit-note', 'routes/credit-note.tsx'),
    page('invoices/:id/e-invoice/:document', 'routes/e-invoice.tsx'),
    // The invoice or credit note as a PDF/A-3b made by the API (decision 180).
    page('invoices/:id/pdf/:document', 'routes/invoice-pdf.tsx'),
    // Featuring a live job for a period (decision 135).
    page('company-jobs/:id/feature', 'routes/company-job-feature.tsx'),
  ],
  'default-plain': [page('bank-accounts', 'routes/bank-accounts.tsx')],
};

import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The admin pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // Administrators: the console (decision 031): the dashboard, every resource's table and record, their files.
    page('admin', 'routes/admin/home.tsx'),
    page('admin/companies/:id/commercial-file', 'routes/admin/company-file.tsx'),
    page('admin/payments/:id/receipt', 'routes/admin/payment-receipt.tsx'),
    page('admin/outbox', 'routes/admin/outbox.tsx'),
    // ZATCA phase 2 (decision 171): the invoicing unit and the queue of e-invoices.
    page('admin/zatca', 'routes/admin/zatca.tsx'),
    page('admin/:resource', 'routes/admin/resource.tsx'),
    page('admin/:resource/:id', 'routes/admin/record.tsx'),
  ],
};

import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The exports pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('payments/export/:format', 'routes/payments-export.tsx'),
    // A console list as a file (decision 122), with the filters of its page.
    page('admin/:resource/export/:format', 'routes/admin/export.tsx'),
    // A job's applicants as CSV or XLSX (decision 122), with the filters of the applicants page.
    page('company-jobs/:id/applicants/export/:format', 'routes/applicants-export.tsx'),
  ],
};

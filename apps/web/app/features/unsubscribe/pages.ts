import { UNSUBSCRIBE_PAGES } from '@tawzeef/contract';
import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The unsubscribe pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    // The one unsubscribe page of the scheduled mails, at the address each list's mails link to (decision 162).
    ...Object.values(UNSUBSCRIBE_PAGES).map((path) => page(path.slice(1), 'routes/unsubscribe.tsx')),
  ],
};

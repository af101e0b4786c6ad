import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The oauth pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'auth-mantine': [page('auth/:provider', 'routes/oauth-start.tsx'), page('usage-agreement', 'routes/usage-agreement.tsx')],
};

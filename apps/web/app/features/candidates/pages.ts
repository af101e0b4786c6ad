import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The candidates pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  'default-mantine': [
    page('search-on-employee', 'routes/search-on-employee.tsx'),
    // Companies: their named lists of candidates (talent pools, decision 028).
    page('talent-pools', 'routes/talent-pools.tsx'),
    page('talent-pools/:id', 'routes/talent-pool.tsx'),
    // Companies: their saved candidate searches (decision 129) and opening one.
    page('saved-searches', 'routes/saved-searches.tsx'),
    page('saved-searches/:id', 'routes/saved-search-open.tsx'),
  ],
};

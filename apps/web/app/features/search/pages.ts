import { page, type TFeaturePages } from '../../lib/pages.ts';

/** The search pages in the route table (routes.ts gathers every feature's, decision 215). */
export const pages: TFeaturePages = {
  resource: [
    // The lists a search page's filters choose from, by version, in each language (decision 068).
    page('page-lists/:version', 'routes/page-lists.tsx'),
    // What the search boxes suggest as people type (decision 110).
    page('suggestions', 'routes/suggestions.tsx'),
    // Where the jobs of a search near a place are, for its map (decision 141).
    page('find-jobs/places', 'routes/find-jobs-places.tsx'),
  ],
  'default-plain': [page('majors', 'routes/majors.tsx'), page('majors/:id', 'routes/major.tsx'), page('find-jobs', 'routes/find-jobs.tsx')],
};

// What other features use of the recommendations (decision 191): the list shown on the home page and the profile's
// overview, and the shapes their loaders answer (types only: the loaders are in index.server.ts).
export { RecommendedJobs } from './recommended-jobs.tsx';
export type { TRecommendationResult, TRecommendationsShown } from './recommendations.server.ts';

// What other features' loaders and actions use of the recommendations (decision 191): the home page's list and its
// dismiss and undo.
export { loadRecommendations, recommendationAction } from './recommendations.server.ts';

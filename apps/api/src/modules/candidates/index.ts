import type { TApiModule } from '../../module.ts';
import { warmCandidateSearchIndex } from './memory-index.ts';
import { candidateRoutes } from './routes.ts';

export const apiModule: TApiModule = {
  v1: candidateRoutes,
  // The job seekers' search index is built ahead of the first search (decision 028).
  schedules: [{ runsWith: 'jobs', start: ({ db }) => void warmCandidateSearchIndex(db) }],
};

import type { TApiModule } from '../../module.ts';
import { jobRoutes } from './routes.ts';
import { startJobScheduler } from './scheduler.ts';
import { warmJobSearchIndex } from './search-index.ts';
import { startSkillLearning } from '../search-engine/learned-skills.ts';

export const apiModule: TApiModule = {
  v1: jobRoutes,
  schedules: [
    { runsWith: 'jobs', start: startJobScheduler },
    // The search index is built ahead of the first search (decision 027).
    { runsWith: 'jobs', start: ({ db }) => void warmJobSearchIndex(db) },
    // The skills the texts teach, learnt again every six hours (decision 240).
    { runsWith: 'jobs', start: startSkillLearning },
  ],
};

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MAJOR_JOBS_PAGE_SIZE, ZHomeSummary, ZMajorJobCount, ZMajorJobs, ZMajorJobsQuery, ZMajorParams } from '../search.ts';

/**
 * Browsing without words: majors with their live jobs, and the home page's numbers and lists. The job search
 * itself is `jobs.search` (endpoints/jobs.ts). API module: modules/browse.
 */
export const searchEndpoints = {
  majors: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/majors',
      access: 'public',
      response: z.array(ZMajorJobCount),
      tags: ['search'],
      summary: 'Every major with its number of live jobs, the most jobs first',
    }),
    jobs: endpoint({
      method: 'GET',
      path: '/api/v1/majors/:id/jobs',
      access: 'public',
      params: ZMajorParams,
      query: ZMajorJobsQuery,
      response: ZMajorJobs,
      errors: [404],
      tags: ['search'],
      summary: `A major and its live jobs, the newest first, ${MAJOR_JOBS_PAGE_SIZE} a page`,
    }),
  },
  home: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/home',
      access: 'public',
      response: ZHomeSummary,
      tags: ['search'],
      summary: 'The home page: numbers of live jobs, verified companies and job seekers, the latest jobs, top majors and featured companies',
    }),
  },
} as const;

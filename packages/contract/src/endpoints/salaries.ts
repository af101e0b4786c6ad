import { endpoint } from '../endpoint.ts';
import { ZJobSalaryLink, ZJobSalaryParams, ZSalariesQuery, ZSalaryFilters, ZSalaryList, ZSalaryRecompute, ZSalaryReport, ZSalaryReportParams } from '../salaries.ts';

const tags = ['salaries'] as const;

/** Salary reports (issue 15, decision 036), read from the table the schedule fills. API module: modules/salaries. */
export const salariesEndpoints = {
  salaries: {
    search: endpoint({
      method: 'GET',
      path: '/api/v1/salaries',
      access: 'public',
      query: ZSalariesQuery,
      response: ZSalaryList,
      tags,
      summary: 'Occupations with a salary report; with `q`, those the words name (read as job search reads them: both languages, typos, Arabizi)',
    }),
    report: endpoint({
      method: 'GET',
      path: '/api/v1/salary-reports/:occupation',
      access: 'public',
      params: ZSalaryReportParams,
      query: ZSalaryFilters,
      response: ZSalaryReport,
      errors: [404],
      tags,
      summary: "An occupation's salary report (by its slug): average_minimum, the_average, average_maximum overall and by years of experience, the distribution and the trend by quarter",
      description: 'Filters: city_id, sector_id, major_id. A figure rests on at least 5 distinct companies or seekers, otherwise it is null (not enough data). 404: no such occupation.',
    }),
    forJob: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/:id/salary-report',
      access: 'public',
      params: ZJobSalaryParams,
      response: ZJobSalaryLink,
      tags,
      summary: "The job's occupation that has a salary report (for the job page's link), or null",
    }),
  },
  adminSalaries: {
    recompute: endpoint({
      method: 'POST',
      path: '/api/admin/salary-reports/compute',
      access: ['ADMIN'],
      response: ZSalaryRecompute,
      tags: ['admin'],
      summary: 'Recompute the salary reports now (as the schedule does, under its lock), e.g. after correcting data',
    }),
  },
} as const;

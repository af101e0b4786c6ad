import { endpoint } from '../endpoint.ts';
import { ZAdminCompanyAnalyticsParams, ZAnalyticsQuery, ZCompanyAnalytics, ZJobAnalytics, ZJobViewInput, ZJobViewParams } from '../job-analytics.ts';
import { ZJobParams } from '../jobs.ts';

const tags = ['analytics'] as const;
const period = 'Period: `from` and `to` (YYYY-MM-DD, Asia/Riyadh days, both included; default the last 30 days; at most 366 days). 422 when `to` is before `from` or the period is longer.';

/** Job analytics (issue 49 §3, decision 124). API module: modules/job-analytics. */
export const jobAnalyticsEndpoints = {
  jobAnalytics: {
    job: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs/:id/analytics',
      access: ['COMPANY'],
      params: ZJobParams,
      query: ZAnalyticsQuery,
      response: ZJobAnalytics,
      errors: [404],
      tags,
      summary: "One of the company's jobs by day: unique visitors, appearances in search results, saves, applications, conversion and the visitors' sources",
      description: `${period} Another company's job: 404.`,
    }),
    company: endpoint({
      method: 'GET',
      path: '/api/v1/company/analytics',
      access: ['COMPANY'],
      query: ZAnalyticsQuery,
      response: ZCompanyAnalytics,
      errors: [404],
      tags,
      summary: "The company's jobs together by day, and each job's totals over the period",
      description: period,
    }),
    view: endpoint({
      method: 'POST',
      path: '/api/v1/jobs/:id/views',
      access: 'public',
      params: ZJobViewParams,
      body: ZJobViewInput,
      response: { raw: 'json', description: 'No content (204): the view is counted with the next batch' },
      status: 204,
      tags,
      summary: "A view of a job's page by a client (a mobile app, a web tier run apart): counted once a visitor and day, crawlers left out",
      description: 'The visitor is the address and user agent of the request, hashed with a salt of the day that is deleted after two days; nothing else is kept.',
    }),
  },
  adminJobAnalytics: {
    company: endpoint({
      method: 'GET',
      path: '/api/admin/companies/:id/analytics',
      access: ['ADMIN'],
      params: ZAdminCompanyAnalyticsParams,
      query: ZAnalyticsQuery,
      response: ZCompanyAnalytics,
      errors: [404],
      tags: ['admin'],
      summary: "A company's analytics dashboard, as the company sees it",
      description: period,
    }),
    job: endpoint({
      method: 'GET',
      path: '/api/admin/jobs/:id/analytics',
      access: ['ADMIN'],
      params: ZJobParams,
      query: ZAnalyticsQuery,
      response: ZJobAnalytics,
      errors: [404],
      tags: ['admin'],
      summary: "Any job's analytics, as its company sees them",
      description: period,
    }),
  },
} as const;

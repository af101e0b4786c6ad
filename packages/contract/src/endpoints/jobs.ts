import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import { ZJobViewerState } from '../applications.ts';
import { ZJobChangeMark, ZJobDraftInput, ZJobList, ZJobOwn, ZJobPageQuery, ZJobParams, ZJobPublic, ZJobRenew, ZJobTabCounts, ZJobTabQuery } from '../jobs.ts';
import { JOB_SEARCH_PER_PAGE_DEFAULT, JOB_SEARCH_PER_PAGE_MAX, ZJobCard, ZJobSearchQuery, ZJobSearchResult, ZSitemapPage, ZSitemapParams, ZSitemapQuery, ZSitemapSummary } from '../search.ts';
import { JOB_PLACES_MAX, JOB_SEARCH_COUNT_CAP } from '../values/search.ts';
import { ZJobPlaces, ZJobPlacesQuery } from '../job-places.ts';

/**
 * GET /api/v1/jobs/:id: the job page's one view. Declared here rather than in jobs.ts because the viewer state
 * belongs to applications.ts, which imports search.ts, which imports jobs.ts.
 */
export const ZJobPage = ZJobPublic.extend({
  /** ISO 3166-1 code of the country of the job's city (JobPosting structured data); null for a job without a city. */
  country_code: z.string().nullable(),
  /** What the logged-in job seeker has done with this job; null for visitors, companies and administrators. */
  viewer: ZJobViewerState.nullable(),
});

const companies = ['COMPANY'] as const;
const ownJobErrors = [404, 409] as const;

/** A company's action on one of its jobs: it answers the job as it is now. */
const ownJobAction = <P extends `/api/v1/company/jobs/:id/${string}`>(path: P, summary: string, description?: string) =>
  endpoint({ method: 'POST', path, access: companies, params: ZJobParams, response: ZJobOwn, errors: ownJobErrors, tags: ['jobs'], summary, ...(description ? { description } : {}) });

/**
 * Job postings: the company's own jobs (drafts, publishing, dashboard, close, renew), every public read of a job
 * (its page, similar jobs, search, a company's jobs, the seeker's state) and the sitemap. API modules: modules/jobs
 * (all job reads, one published-job rule) and modules/seo (sitemap).
 */
export const jobsEndpoints = {
  companyJobs: {
    create: endpoint({
      method: 'POST',
      path: '/api/v1/company/jobs',
      access: companies,
      body: ZJobDraftInput,
      response: ZJobOwn,
      status: 201,
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'Start a job posting: saved as a draft (only the title is needed)',
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs',
      access: companies,
      query: ZJobTabQuery,
      response: ZJobList(ZJobOwn),
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'The company\'s jobs in one dashboard tab (active, expired, drafts, awaiting), 20 a page, the latest changed first',
    }),
    counts: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs/counts',
      access: companies,
      response: ZJobTabCounts,
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'How many jobs each dashboard tab holds',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs/:id',
      access: companies,
      params: ZJobParams,
      response: ZJobOwn,
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'One of the company\'s jobs, with the publishing fields still missing and its open payment',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/company/jobs/:id',
      access: companies,
      params: ZJobParams,
      body: ZJobDraftInput,
      response: ZJobOwn,
      errors: ownJobErrors,
      tags: ['jobs'],
      summary:
        'Replace the job\'s fields: anything in a draft or while waiting for payment; while live all but title, company visibility, city/remote, job type, major, sector and language; nothing under review, expired or closed',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/jobs/:id',
      access: companies,
      params: ZJobParams,
      response: z.null(),
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'Delete a draft, or a job waiting for payment that has no confirmed payment',
    }),
    submit: ownJobAction('/api/v1/company/jobs/:id/submit', 'Send a complete draft to payment (deadline from today to today + JOB_POSTING_DAYS)', idempotentWrite('the job as it is now, not 409')),
    unsubmit: ownJobAction('/api/v1/company/jobs/:id/unsubmit', 'Take a job waiting for payment back to the drafts (not while a bank transfer is reviewed)'),
    close: ownJobAction('/api/v1/company/jobs/:id/close', 'Close a live or paused job: it stops taking applications'),
    pause: ownJobAction(
      '/api/v1/company/jobs/:id/pause',
      'Pause a live job: it leaves search and lists and takes no applications until resumed, keeping its remaining days',
      'Decision 123. Only a live job (409 otherwise). Its page stays and says it is not accepting applications for now; the expiry schedule does not expire it while paused. A paused job cannot be edited (409): resume it first.',
    ),
    resume: ownJobAction(
      '/api/v1/company/jobs/:id/resume',
      'Resume a paused job: live again, its deadline moved by the days it stayed paused (Riyadh calendar days)',
      'Decision 123. Only a paused job (409 otherwise). Paused and resumed on the same day, the deadline does not change.',
    ),
    renew: endpoint({
      method: 'POST',
      path: '/api/v1/company/jobs/:id/renew',
      access: companies,
      params: ZJobParams,
      body: ZJobRenew,
      response: ZJobOwn,
      errors: ownJobErrors,
      tags: ['jobs'],
      summary: 'Post an expired or closed job again with a new deadline: it waits for a new payment',
    }),
  },
  jobs: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/:id',
      access: 'public',
      params: ZJobParams,
      response: ZJobPage,
      errors: [404],
      tags: ['jobs'],
      summary: 'A published job (live, expired or closed); confidential jobs show no company',
      description:
        'The job page in one answer: the ad, the country code of its city (for structured data) and, for a logged-in job seeker, ' +
        'their application and saved state (`viewer`, null for anyone else). Drafts, unpaid jobs and the jobs of a suspended account are 404.',
    }),
    changeMark: endpoint({
      method: 'GET',
      path: '/api/v1/job-change-mark',
      access: 'public',
      response: ZJobChangeMark,
      tags: ['jobs'],
      summary: 'A number that grows whenever a job is created, changed in what its pages show or deleted, or its company changes standing',
      description:
        'The newest entry of the search change log, the same in every server process on one database: a page kept while it was ' +
        'another number may show a job as it no longer is (the web server\'s page cache, decisions 049 and 103). `Cache-Control: no-store`.',
    }),
    similar: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/:id/similar',
      access: 'public',
      params: ZJobParams,
      response: z.array(ZJobCard),
      errors: [404],
      tags: ['jobs'],
      summary: 'A few live jobs like this one (same major, then sector, city, title words), never the job itself; 404 unless the job itself is public',
    }),
    viewer: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/:id/viewer',
      access: ['USER'],
      params: ZJobParams,
      response: ZJobViewerState,
      errors: [404, 409],
      tags: ['applications'],
      summary: 'What the logged-in job seeker has done with this job: their application (if any) and whether it is saved',
    }),
    search: endpoint({
      method: 'GET',
      path: '/api/v1/jobs',
      access: 'public',
      query: ZJobSearchQuery,
      response: ZJobSearchResult,
      tags: ['search'],
      summary: 'Search live jobs by words (Arabic or English: occupations in both languages, typos, Arabizi, cities) and filters',
      description:
        'Only live jobs of companies in good standing; confidential jobs have `company: null`. The words are read as a job seeker means them ' +
        '(decision 023): an occupation in either language finds its jobs in both ("nurse" finds «ممرض»), with its feminine, plural, synonyms and ' +
        'Gulf terms; a misspelt word is corrected against the vocabulary; Arabizi is transliterated; a city or region ("in Riyadh", «في جدة») ' +
        'becomes the city filter unless `city_id` is given; noise words («وظائف», "jobs") are dropped. `meta` says how the words were read ' +
        '(`interpreted_as`, `approximate`, `city`, `region`); `exact=1` searches the words exactly as typed. ' +
        'Near a place (decision 137): `near_city` (its centre) or `near_lat` + `near_lng`, within `radius_km` (5-500, default 50); a job is at its own point (decision 141), else its company\'s point (a company shown, in its city), else its city\'s centre, a job with neither is left out; each card then has `distance_km` and `point`, `meta.near` the point searched. A radius or `sort=distance` without a place is 422. ' +
        'Sort: relevance (default with words: jobs of the occupation and title matches first, then the requested language, then the newest), newest (default without words), salary (highest first), distance (nearest first, only with a place). ' +
        `\`per_page\` is at most ${JOB_SEARCH_PER_PAGE_MAX} (default ${JOB_SEARCH_PER_PAGE_DEFAULT}); pages reach the first ${JOB_SEARCH_COUNT_CAP} results (a deeper \`page\` is 422). ` +
        'The total is counted up to 10,000 (`total_capped`); `facets` count the matches per city, major, sector and job type.',
    }),
    places: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/places',
      access: 'public',
      query: ZJobPlacesQuery,
      response: ZJobPlaces,
      tags: ['search'],
      summary: 'Where the jobs of a search near a place are, for its map: every match up to ' + JOB_PLACES_MAX + ', nearest first',
      description:
        'The same search as GET /api/v1/jobs (its filters and words, read the same way; decision 141), without its order and page: each match\'s id, ' +
        'title, point and distance, nearest first, at most ' + JOB_PLACES_MAX + ' (`total` says how many match). A place (`near_city`, or `near_lat` + ' +
        '`near_lng`) is required: without one, 422 (`near_city`); its other 422s are the search\'s.',
    }),
    ofCompany: endpoint({
      method: 'GET',
      path: '/api/v1/companies/:id/jobs',
      access: 'public',
      params: ZJobParams,
      query: ZJobPageQuery,
      response: ZJobList(ZJobPublic),
      errors: [404],
      tags: ['jobs'],
      summary: 'A company\'s live jobs that show its name, the latest published first, 20 a page',
    }),
  },
  sitemap: {
    summary: endpoint({
      method: 'GET',
      path: '/api/v1/sitemap',
      access: 'public',
      response: ZSitemapSummary,
      tags: ['seo'],
      summary: 'How many live jobs, verified public companies and majors the sitemap lists, and the page size of GET /sitemap/{kind}',
    }),
    page: endpoint({
      method: 'GET',
      path: '/api/v1/sitemap/:kind',
      access: 'public',
      params: ZSitemapParams,
      query: ZSitemapQuery,
      response: ZSitemapPage,
      tags: ['seo'],
      summary: 'One page of sitemap entries (ids and last change, by id): live jobs, verified public companies or majors',
    }),
  },
} as const;

import { endpoint } from '../endpoint.ts';
import { ZApplicationsPageQuery } from '../applications.ts';
import { ZCandidateFileParams, ZCandidateProfile, ZCvViews, ZEmployeeParams } from '../candidates.ts';

const tags = ['candidates'] as const;

/**
 * A job seeker's CV as a company sees it (SPEC §7) and "Who viewed my CV" (decision 024). API module:
 * modules/candidates. Candidate search and messaging come later (issue 13).
 */
export const candidatesEndpoints = {
  companyCandidates: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/employee/:employee',
      access: ['COMPANY'],
      params: ZEmployeeParams,
      response: ZCandidateProfile,
      errors: [404, 429],
      tags,
      summary: "A job seeker's CV profile, for a company, when the seeker is visible to companies or applied to one of its jobs",
      description:
        'SPEC §7: the profile is `data`. 404 when the seeker hides their CV and has no live application to one of the company\'s jobs, or is no job seeker. ' +
        'A company that is not verified sees initials and no contact details of a seeker who did not apply to it. The CV file comes as a signed link that lives a few minutes. ' +
        'Each opening is counted in the seeker\'s "Who viewed my CV" (once per company and day, source `search`). At most 60 a minute from one address (429).',
    }),
    cvFile: endpoint({
      method: 'GET',
      path: '/api/v1/company/employee-files/:token',
      access: ['COMPANY'],
      params: ZCandidateFileParams,
      response: { raw: 'file', description: 'The CV file' },
      errors: [404],
      tags,
      summary: "A candidate's CV file through the signed link of the employee view (only for that company, for a few minutes, while it may still see the CV)",
    }),
  },

  cvViews: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/user/cv-views',
      access: ['USER'],
      query: ZApplicationsPageQuery,
      response: ZCvViews,
      tags,
      summary: 'Who viewed my CV: the companies that opened it in the last 90 days, per day, with how many times and from where (free)',
      description: 'A company is "confidential" (`company: null`) when every view of that day came through an application to one of its confidential jobs.',
    }),
  },
} as const;

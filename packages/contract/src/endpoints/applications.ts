import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  ZApplicantDetail,
  ZApplicantList,
  ZApplicantsQuery,
  ZApplicationPreview,
  ZApplicationParams,
  ZApplicationsPageQuery,
  ZApplyInput,
  ZJobMarks,
  ZJobMarksQuery,
  ZPagedList,
  ZSavedJobParams,
  ZSeekerApplication,
  ZStageChangeInput,
} from '../applications.ts';
import { ZJobParams } from '../jobs.ts';
import { ZJobCard } from '../search.ts';

const tags = ['applications'] as const;
const ZSavedState = z.object({ is_saved: z.boolean() });

/**
 * Applying, the job seeker's applications and saved jobs, the company's applicants and their stages (decision 016).
 * API module: modules/applications. The job page's "what have I done with this job" (GET /api/v1/jobs/:id/viewer)
 * belongs to the jobs endpoints.
 */
export const applicationsEndpoints = {
  applications: {
    apply: endpoint({
      method: 'POST',
      path: '/api/v1/jobs/:id/applications',
      access: ['USER'],
      params: ZJobParams,
      body: ZApplyInput,
      response: ZSeekerApplication,
      status: 201,
      errors: [400, 404, 409, 422],
      tags,
      summary: 'Apply for a live job in one step, with an optional cover note',
      description:
        'Job seekers only (403 otherwise). A profile below the minimum (decision 024: name, a confirmed phone or email, city, a desired job or a CV file) is 422 with one error per missing part. ' +
        'A job that is not published is 404; one that no longer takes applications is 409; a second application to the same job is 409 (parallel submissions make one). Applying again after withdrawing reopens the same application. ' +
        'The answers to the job\'s screening questions (`answers`, by question id; decision 118) are checked against them: a required one missing or one that does not fit its question is 422 at `answers.<id>`. They are kept with the CV snapshot, and a knock-out not passed marks the application as not meeting the requirements for the company (never hidden). ' +
        'The CV is kept as it is now, with a match score. The seeker gets an "application received" mail; the company a digest of its new applicants, at most one per job and hour. ' +
        'An `Idempotency-Key` header (1–255 visible characters) makes retries safe: a retry with the key of an application the seeker already made answers it as it is now and sends no mail again (also when the two requests arrive together); the same key for another job is 422, a malformed key 400.',
    }),
    preview: endpoint({
      method: 'GET',
      path: '/api/v1/jobs/:id/my-match',
      access: ['USER'],
      params: ZJobParams,
      response: ZApplicationPreview,
      errors: [404],
      tags,
      summary: "The job seeker's own match score for a published job with its reasons, and what their profile still lacks to apply",
      description:
        'The score is the one stored with their application when they applied (`from: application`), else computed now from their CV (`from: preview`). ' +
        '`missing_profile` lists what applying requires and the profile does not have yet (decision 024): name, a confirmed phone or email, city, a desired job or a CV file.',
    }),
    list: endpoint({
      method: 'GET',
      path: '/api/v1/user/applications',
      access: ['USER'],
      query: ZApplicationsPageQuery,
      response: ZPagedList(ZSeekerApplication),
      tags,
      summary: "The job seeker's applications, the latest first, 20 a page, each with its job and stage history",
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/user/applications/:id',
      access: ['USER'],
      params: ZApplicationParams,
      response: ZSeekerApplication,
      errors: [404],
      tags,
      summary: "One of the job seeker's applications (another person's is 404)",
    }),
    withdraw: endpoint({
      method: 'POST',
      path: '/api/v1/user/applications/:id/withdraw',
      access: ['USER'],
      params: ZApplicationParams,
      response: ZSeekerApplication,
      errors: [404, 409],
      tags,
      summary: 'Withdraw an application (not once rejected or hired); the company no longer sees it',
    }),
  },

  savedJobs: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/user/saved-jobs',
      access: ['USER'],
      query: ZApplicationsPageQuery,
      response: ZPagedList(ZJobCard),
      tags,
      summary: "The job seeker's saved jobs as job cards (each says whether it is still open), the latest saved first, 20 a page",
    }),
    save: endpoint({
      method: 'PUT',
      path: '/api/v1/saved-jobs/:jobId',
      access: ['USER'],
      params: ZSavedJobParams,
      response: ZSavedState,
      errors: [404],
      tags,
      summary: 'Save a published job for later (saving twice is harmless)',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/saved-jobs/:jobId',
      access: ['USER'],
      params: ZSavedJobParams,
      response: ZSavedState,
      tags,
      summary: 'Forget a saved job (harmless when it was not saved)',
    }),
    marks: endpoint({
      method: 'GET',
      path: '/api/v1/user/job-marks',
      access: ['USER'],
      query: ZJobMarksQuery,
      response: ZJobMarks,
      tags,
      summary: 'Which jobs of a list (at most 50 ids) the job seeker saved or applied to: the marks on search result cards',
      description: 'Ids of jobs that do not exist are simply absent from both lists. A withdrawn application is not "applied".',
    }),
  },

  companyApplications: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/jobs/:id/applications',
      access: ['COMPANY'],
      params: ZJobParams,
      query: ZApplicantsQuery,
      response: ZApplicantList,
      errors: [404],
      tags,
      summary: "The applicants of one of the company's jobs: by stage, best match (default) or latest first, 20 a page, with the count in each stage",
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/company/applications/:id',
      access: ['COMPANY'],
      params: ZApplicationParams,
      response: ZApplicantDetail,
      errors: [404],
      tags,
      summary: "One applicant of the company's jobs, with the CV as it was when they applied and the history; opening a submitted application marks it viewed",
    }),
    cvFile: endpoint({
      method: 'GET',
      path: '/api/v1/company/applications/:id/cv-file',
      access: ['COMPANY'],
      params: ZApplicationParams,
      response: { raw: 'file', description: 'The file' },
      errors: [404],
      tags,
      summary: 'Download the CV file the applicant attached when applying (only for the company of the job)',
    }),
    cvPdf: endpoint({
      method: 'GET',
      path: '/api/v1/company/applications/:id/cv.pdf',
      access: ['COMPANY'],
      params: ZApplicationParams,
      response: { raw: 'file', description: 'The PDF', contentTypes: ['application/pdf'] },
      errors: [404],
      tags,
      summary: "The applicant's CV as a PDF (decision 121): the printed CV in the seeker's language, with only what the company may see of that application today",
    }),
    changeStage: endpoint({
      method: 'PUT',
      path: '/api/v1/company/applications/:id/stage',
      access: ['COMPANY'],
      params: ZApplicationParams,
      body: ZStageChangeInput,
      response: ZApplicantDetail,
      errors: [404, 409],
      tags,
      summary: 'Move an applicant to another stage; the job seeker sees it and is told by email',
      description:
        'Allowed moves: submitted → any; viewed → shortlisted, interview, rejected, hired; shortlisted → interview, rejected, hired; interview → shortlisted, rejected, hired; rejected → shortlisted; hired is final (409 otherwise). Moving to the current stage changes nothing.',
    }),
  },
} as const;

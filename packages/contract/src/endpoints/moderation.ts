import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import { ZJobParams } from '../jobs.ts';
import { ZJobReportInput, ZJobReportReceipt, ZModerationNote, ZModerationReason } from '../moderation.ts';
import {
  ZAdminJobParams,
  ZAdminJobReport,
  ZAdminJobReportList,
  ZAdminJobReportsQuery,
  ZAdminJobReview,
  ZAdminJobReviewBulk,
  ZAdminJobReviewBulkResult,
  ZAdminJobReviewList,
  ZAdminJobReviewsQuery,
  ZAdminReportParams,
  ZScreeningTryInput,
  ZScreeningTryResult,
} from '../moderation-admin.ts';

const admins = ['ADMIN'] as const;

/**
 * Moderation of job ads (decision 032): anyone's report of a job, and the administrators' review queue of held jobs
 * and list of reports. API module: modules/moderation (the screening itself runs inside the jobs and payments
 * modules' transitions).
 */
export const moderationEndpoints = {
  jobReports: {
    create: endpoint({
      method: 'POST',
      path: '/api/v1/jobs/:id/report',
      access: 'public',
      params: ZJobParams,
      body: ZJobReportInput,
      response: ZJobReportReceipt,
      status: 201,
      errors: [404, 409, 429],
      tags: ['moderation'],
      summary: 'Report a published job to the administrators (anyone; visitors are known by their address)',
      description:
        'Reasons: scam or asks for money, discriminatory, wrong information, expired, other; an optional note. One open report per reporter and job ' +
        '(a second answers `already_reported`). Counted per account or address in PostgreSQL (429 past the allowance). Open reports from three ' +
        'reporters and three addresses hide the job from lists until an administrator decides. ' +
        idempotentWrite('what the first request answered (reported, not `already_reported`)'),
    }),
  },
  adminJobReviews: {
    list: endpoint({
      method: 'GET',
      path: '/api/admin/moderation/jobs',
      access: admins,
      query: ZAdminJobReviewsQuery,
      response: ZAdminJobReviewList,
      tags: ['admin'],
      summary: 'Held jobs: waiting for review (the longest waiting first) or rejected and waiting for the company',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/admin/moderation/jobs/:id',
      access: admins,
      params: ZAdminJobParams,
      response: ZAdminJobReview,
      errors: [404],
      tags: ['admin'],
      summary: 'One job as the review shows it: its text, what the screen caught and why, its open reports',
    }),
    approve: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/jobs/:id/approve',
      access: admins,
      params: ZAdminJobParams,
      response: ZAdminJobReview,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Approve a held job: live again if it was paid for (no new payment), else on to payment; its caught phrases pass from now on',
    }),
    reject: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/jobs/:id/reject',
      access: admins,
      params: ZAdminJobParams,
      body: ZModerationReason,
      response: ZAdminJobReview,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Reject a held job with a reason, mailed to the company in its language; its next edit sends it back for review',
    }),
    bulk: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/jobs/bulk',
      access: admins,
      body: ZAdminJobReviewBulk,
      response: ZAdminJobReviewBulkResult,
      tags: ['admin'],
      summary: 'Approve or reject (with one reason) many held jobs at once: each as its single decision, with its audit entry and mail',
      description:
        'Each job named is decided on its own, in the order named, exactly as the single approve or reject would decide it; a job another ' +
        'administrator decided, or one not held, is reported in `results` with the status and message the single decision would have answered, and the others go on.',
    }),
  },
  adminJobReports: {
    list: endpoint({
      method: 'GET',
      path: '/api/admin/moderation/reports',
      access: admins,
      query: ZAdminJobReportsQuery,
      response: ZAdminJobReportList,
      tags: ['admin'],
      summary: 'Reports of jobs in one state (open ones the oldest first), optionally of one job',
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/admin/moderation/reports/:id',
      access: admins,
      params: ZAdminReportParams,
      response: ZAdminJobReport,
      errors: [404],
      tags: ['admin'],
      summary: 'One report, with its job and how many people reported it',
    }),
    dismiss: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/reports/:id/dismiss',
      access: admins,
      params: ZAdminReportParams,
      body: ZModerationNote,
      response: ZAdminJobReport,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Dismiss the open reports of the report’s job (an optional note): the job shows in lists again',
    }),
    unpublish: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/reports/:id/unpublish',
      access: admins,
      params: ZAdminReportParams,
      body: ZModerationReason,
      response: ZAdminJobReport,
      errors: [404, 409],
      tags: ['admin'],
      summary: 'Act on the reports: unpublish the live job with a reason (held for the company’s changes, no new payment), mailed to the company',
    }),
  },
  adminScreening: {
    try: endpoint({
      method: 'POST',
      path: '/api/admin/moderation/screening/try',
      access: admins,
      body: ZScreeningTryInput,
      response: ZScreeningTryResult,
      errors: [422],
      tags: ['admin'],
      summary: 'Try a text against the screening rules before saving one: the active rules and the rule being written (decision 083)',
      description:
        'Nothing is saved. Answers each phrase the rules hold as it is written in the text, its category and the rule (null: the rule being ' +
        'written, which replaces the saved rule of its `id`). A pattern that does not compile answers 422 on `rule.pattern`.',
    }),
  },
};

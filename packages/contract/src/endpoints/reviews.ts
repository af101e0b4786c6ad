import { endpoint } from '../endpoint.ts';
import { ZCompanyParams } from '../company.ts';
import { ZOwnReview, ZReview, ZReviewInput, ZReviewList, ZReviewParams, ZReviewReply, ZReviewReport, ZReviewReportReceipt, ZReviewsQuery } from '../reviews.ts';

const tags = ['reviews'] as const;

/**
 * Employers' reputations (issue 50 §4, decision 131): job seekers' reviews of companies, held for moderation (the
 * console's resource `company-reviews`), anonymous to the company and the public, each answered once by the company.
 * API module: modules/reviews.
 */
export const reviewsEndpoints = {
  companyReviews: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/companies/:id/reviews',
      access: 'public',
      params: ZCompanyParams,
      query: ZReviewsQuery,
      response: ZReviewList,
      errors: [404],
      tags,
      summary: "A company's published reviews, the newest first, with the averages of its employer reviews from 3 of them up",
      description: 'Never who wrote a review. A logged-in job seeker also gets their own reviews of the company in `mine` (whatever their status) and whether they applied to it.',
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/companies/:id/reviews',
      access: ['USER'],
      params: ZCompanyParams,
      body: ZReviewInput,
      response: ZOwnReview,
      status: 201,
      errors: [403, 404, 409],
      tags,
      summary: 'Review a company (an employer review or an interview experience): held for moderation before it is published',
      description:
        'Allowed to a job seeker who applied to one of its jobs (`relationship: applicant`) or who declares they work or worked there; ' +
        'otherwise 403 with the reason. One review of each kind per company (409: edit it instead).',
    }),
  },
  reviews: {
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/reviews/:id',
      access: ['USER'],
      params: ZReviewParams,
      body: ZReviewInput,
      response: ZOwnReview,
      errors: [403, 404],
      tags,
      summary: 'Edit my review: it is held for moderation again (another account’s review answers 404)',
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/api/v1/reviews/:id',
      access: ['USER'],
      params: ZReviewParams,
      response: ZReviewParams,
      errors: [404],
      tags,
      summary: 'Delete my review, with the company’s answer and its reports (another account’s review answers 404)',
    }),
    report: endpoint({
      method: 'POST',
      path: '/api/v1/reviews/:id/report',
      access: 'account',
      params: ZReviewParams,
      body: ZReviewReport,
      response: ZReviewReportReceipt,
      status: 201,
      errors: [404, 409],
      tags,
      summary: 'Report a published review as abusive to the administrators (a second report answers `already_reported`)',
    }),
  },
  companyOwnReviews: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/reviews',
      access: ['COMPANY'],
      query: ZReviewsQuery,
      response: ZReviewList,
      tags,
      summary: "The company's published reviews with its answers, as the public reads them (never who wrote them)",
    }),
    reply: endpoint({
      method: 'POST',
      path: '/api/v1/company/reviews/:id/reply',
      access: ['COMPANY'],
      params: ZReviewParams,
      body: ZReviewReply,
      response: ZReview,
      status: 201,
      errors: [404, 409],
      tags,
      summary: 'Answer a published review of the company, once, publicly (owners and recruiters)',
      description: 'The answer is published at once unless it names a person or gives an email or phone number (422 with the words to remove); a second answer is 409.',
    }),
  },
};

import { endpoint } from '../endpoint.ts';
import { ZJobParams } from '../jobs.ts';
import { ZCreditSpent, ZPackage, ZPackageParams, ZPostingCredits } from '../packages.ts';
import { ZFeatureJob, ZFeatureOption } from '../featured.ts';
import { ZPayment, ZStartPayment } from '../payments.ts';
import { z } from 'zod';

/** Posting packages and their credits (decision 130). API module: modules/payments (packages.ts, credits.ts). */
export const packagesEndpoints = {
  packages: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/packages',
      access: 'public',
      response: z.array(ZPackage),
      tags: ['payments'],
      summary: 'The active posting packages: posts, validity in days and the price now (fee, VAT, total in halalas)',
    }),
    buy: endpoint({
      method: 'POST',
      path: '/api/v1/company/packages/:id/payments',
      access: ['COMPANY'],
      params: ZPackageParams,
      body: ZStartPayment,
      response: ZPayment,
      status: 201,
      errors: [400, 404, 409, 502],
      tags: ['payments'],
      summary: 'Buy a package: a payment like a post’s (online: answers the gateway’s redirect_url; bank: upload the receipt next)',
      description:
        'The credits are granted once, when the payment is paid. 403 names what stops the company from publishing. An `Idempotency-Key` ' +
        'header makes retries safe: the same key answers the first purchase; the same key for another package or way to pay is 422.',
    }),
    credits: endpoint({
      method: 'GET',
      path: '/api/v1/company/credits',
      access: ['COMPANY'],
      response: ZPostingCredits,
      tags: ['payments'],
      summary: 'The company’s posting credits: how many it can spend now and each purchase’s remaining posts and expiry',
    }),
    spend: endpoint({
      method: 'POST',
      path: '/api/v1/company/jobs/:id/use-credit',
      access: ['COMPANY'],
      params: ZJobParams,
      response: ZCreditSpent,
      errors: [403, 404, 409],
      tags: ['payments'],
      summary: 'Publish a job waiting for payment with one credit instead of paying (the soonest-expiring credit first)',
      description: '409 `credit_none` when no credit can be spent (none left, or expired); the job’s pending payment is cancelled.',
    }),
  },
  /** Featured jobs (decision 135). API module: modules/payments (feature-options.ts). */
  featured: {
    options: endpoint({
      method: 'GET',
      path: '/api/v1/feature-options',
      access: 'public',
      response: z.array(ZFeatureOption),
      tags: ['payments'],
      summary: 'The active featuring periods: days and the price now (fee, VAT, total in halalas)',
    }),
    buy: endpoint({
      method: 'POST',
      path: '/api/v1/company/jobs/:id/feature',
      access: ['COMPANY'],
      params: ZJobParams,
      body: ZFeatureJob,
      response: ZPayment,
      status: 201,
      errors: [400, 404, 409, 422, 502],
      tags: ['payments'],
      summary: 'Feature a live job for a period: a payment like a post’s (online: answers the gateway’s redirect_url; bank: upload the receipt next)',
      description:
        'Once the payment is paid (or the transfer approved) the job is featured for the days bought, after any period it has left. ' +
        '422 `feature_job_not_live` for a job that is not live (expired, closed, paused, not yet published); 404 for an inactive option. ' +
        'An `Idempotency-Key` header makes retries safe.',
    }),
  },
} as const;

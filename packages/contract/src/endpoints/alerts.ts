import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import {
  ALERT_LIMIT_PER_SEEKER,
  ZAlertDigestResult,
  ZAlertInput,
  ZAlertParams,
  ZJobAlert,
  ZJobAlertList,
} from '../alerts.ts';

const tags = ['job alerts'] as const;

/** Job alerts (decision 017). API module: modules/alerts. */
export const alertsEndpoints = {
  alerts: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/job-alerts',
      access: ['USER'],
      response: ZJobAlertList,
      tags,
      summary: "The job seeker's job alerts, the newest first, with the cap",
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/job-alerts',
      access: ['USER'],
      body: ZAlertInput,
      response: ZJobAlert,
      status: 201,
      errors: [404, 409],
      tags,
      summary: `Create a job alert: keywords and/or search filters, a frequency; email defaults to the account's, the digest's language to X-locale (at most ${ALERT_LIMIT_PER_SEEKER}: 409)`,
      description: idempotentWrite('the alert the first request made, as it is now'),
    }),
    get: endpoint({
      method: 'GET',
      path: '/api/v1/job-alerts/:id',
      access: ['USER'],
      params: ZAlertParams,
      response: ZJobAlert,
      errors: [404],
      tags,
      summary: "One of the job seeker's alerts (another seeker's: 404)",
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/job-alerts/:id',
      access: ['USER'],
      params: ZAlertParams,
      body: ZAlertInput,
      response: ZJobAlert,
      errors: [404],
      tags,
      summary: "Replace an alert's settings (a new frequency starts its period from now)",
    }),
    pause: endpoint({
      method: 'POST',
      path: '/api/v1/job-alerts/:id/pause',
      access: ['USER'],
      params: ZAlertParams,
      response: ZJobAlert,
      errors: [404],
      tags,
      summary: 'Pause an alert: no digests until it is resumed',
    }),
    resume: endpoint({
      method: 'POST',
      path: '/api/v1/job-alerts/:id/resume',
      access: ['USER'],
      params: ZAlertParams,
      response: ZJobAlert,
      errors: [404],
      tags,
      summary: 'Resume a paused alert (next digest one period from now)',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/job-alerts/:id',
      access: ['USER'],
      params: ZAlertParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Delete an alert',
    }),
  },

  devAlerts: {
    sendDigest: endpoint({
      method: 'POST',
      path: '/api/v1/dev/job-alerts/:id/digest',
      access: 'public',
      params: ZAlertParams,
      response: ZAlertDigestResult,
      errors: [404],
      tags: ['development'],
      summary: 'Development only: mail this alert a digest of its newest matching live jobs now (its schedule and window do not change)',
      description: 'Not served in production unless OUTBOX_VIEWER=true, like the development outbox.',
    }),
  },
} as const;

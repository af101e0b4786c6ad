import { endpoint } from '../endpoint.ts';
import { ZDevOutbox, ZDevOutboxQuery, ZOutboxList, ZOutboxListQuery } from '../delivery.ts';

/** The mail and SMS outboxes (decision 009). API module: modules/delivery. */
export const deliveryEndpoints = {
  devOutbox: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/dev/outbox',
      access: 'public',
      query: ZDevOutboxQuery,
      response: ZDevOutbox,
      tags: ['development'],
      summary: 'Development only: the latest 50 e-mails or SMS kept in the local outbox (not delivered)',
      description:
        'The latest messages kept in the local outbox (no SMTP server or SMS gateway configured), newest first, so that a developer can read the links and codes that were "sent". Not served in production unless OUTBOX_VIEWER=true.',
    }),
  },

  adminOutbox: {
    list: endpoint({
      method: 'GET',
      path: '/api/admin/outbox',
      access: ['ADMIN'],
      query: ZOutboxListQuery,
      response: ZOutboxList,
      tags: ['admin'],
      summary: 'The mail outbox, newest first, 20 a page (per_page up to 100), optionally one purpose (e.g. job_alert); `mode: local` means nothing was delivered',
    }),
  },
} as const;

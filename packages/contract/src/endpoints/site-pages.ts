import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import { ZContactInput, ZContactReceipt, ZSitePage, ZSitePageParams, ZTermsAccept, ZTermsStatus } from '../site-pages.ts';

/**
 * The site's pages, the contact form and the acceptance of the terms (decision 033). API module: modules/site-pages;
 * the pages are edited through the console's `pages` resource, the messages read through `contact-messages`.
 */
export const sitePagesEndpoints = {
  sitePages: {
    get: endpoint({
      method: 'GET',
      path: '/api/v1/pages/:slug',
      access: 'public',
      params: ZSitePageParams,
      response: ZSitePage,
      errors: [404],
      tags: ['pages'],
      summary: 'One of the site’s pages (about-us, terms-conditions, privacy-policy, busniss-platform) in the request’s language',
      description: 'The body is sanitised HTML, also cut into sections at its second-level headings (their `id` is the anchor). `version` grows at every change of the text.',
    }),
  },
  contact: {
    send: endpoint({
      method: 'POST',
      path: '/api/v1/contact-messages',
      access: 'public',
      body: ZContactInput,
      response: ZContactReceipt,
      status: 201,
      errors: [429],
      tags: ['pages'],
      summary: 'Sends a message to the administrators (the contact form); the sender gets a confirmation mail in the request’s language',
      description: `Counted per client address and per email address in PostgreSQL (429 past the allowance). \`website\` must stay empty: a filled one is answered as a success and dropped. ${idempotentWrite('the same receipt and mails nobody again')}`,
    }),
  },
  terms: {
    status: endpoint({
      method: 'GET',
      path: '/api/v1/user/terms',
      access: 'account',
      response: ZTermsStatus,
      tags: ['pages'],
      summary: 'The versions of the terms and privacy policy in force, what this account accepted and whether it must accept again',
    }),
    accept: endpoint({
      method: 'POST',
      path: '/api/v1/user/terms',
      access: 'account',
      body: ZTermsAccept,
      response: ZTermsStatus,
      errors: [409],
      tags: ['pages'],
      summary: 'Accepts the versions of the terms and privacy policy the person was shown (409 when a newer one was published meanwhile)',
    }),
  },
};

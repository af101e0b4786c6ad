import { z } from 'zod';

/**
 * The one-click unsubscribe of the scheduled mails (decision 162): four lists, one signed-link module in the API, one
 * route family (`API.unsubscribe`) and one page in the web app.
 */
/** Each list's page, the address its mails link to (links already mailed point there: it never moves). */
export const UNSUBSCRIBE_PAGES = {
  'job-alert': '/job-alerts/unsubscribe',
  'saved-search': '/saved-searches/unsubscribe',
  'recommended-jobs': '/recommended-jobs/unsubscribe',
  'member-digest': '/company-digest/off',
} as const satisfies Record<string, string>;
export type TUnsubscribeList = keyof typeof UNSUBSCRIBE_PAGES;

/**
 * The link's token (`<id>.<HMAC>`, no login needed) as it arrives: the API checks the signature itself, so that
 * anything that is not a good token answers the same 404 (never a 422 that tells them apart).
 */
export const ZUnsubscribeQuery = z.object({ token: z.string().max(200).optional() });
/** POST: the token in the body (JSON, the page's form), or, for RFC 8058 one-click POSTs from mail clients (`List-Unsubscribe=One-Click`, a form), in the query string. */
export const ZUnsubscribeBody = z.looseObject({ token: z.string().max(200).optional() }).nullish();
/** What the unsubscribe did: `changed: false` when the mails were already stopped; `locale` is the mails' language. */
export const ZUnsubscribeOutcome = z.object({ changed: z.boolean(), locale: z.enum(['ar', 'en']) });
export type TUnsubscribeOutcome = z.infer<typeof ZUnsubscribeOutcome>;

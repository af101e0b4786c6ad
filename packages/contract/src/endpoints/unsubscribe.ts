import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZUnsubscribeView } from '../alerts.ts';
import { ZMemberDigestOff } from '../members.ts';
import { ZSavedSearchUnsubscribeView } from '../saved-searches.ts';
import { ZUnsubscribeBody, ZUnsubscribeOutcome, ZUnsubscribeQuery } from '../unsubscribe.ts';

const oneClick = 'the token in the body ({ token }) or, for RFC 8058 one-click POSTs from mail clients, in the query string';
/** A list's confirm: public, the signed token the proof (a token that is not valid, or another list's: 404). */
const confirm = <R extends z.ZodType>(path: `/api/${string}`, tags: readonly string[], response: R, summary: string, errors: readonly number[] = [404]) =>
  endpoint({ method: 'POST', path, access: 'public', query: ZUnsubscribeQuery, body: ZUnsubscribeBody, response, errors, tags, summary: `${summary}: ${oneClick}` });
/** What a list's link stops, for its page (no login); a bad token is 404. */
const view = <R extends z.ZodType>(path: `/api/${string}`, tags: readonly string[], response: R, summary: string) =>
  endpoint({ method: 'GET', path, access: 'public', query: ZUnsubscribeQuery, response, errors: [404], tags, summary });

/**
 * The one-click unsubscribe of every scheduled mail (decision 162), one family: each list at the address its mails
 * already link to (API module: modules/unsubscribe/routes.ts).
 */
export const unsubscribeEndpoints = {
  unsubscribe: {
    jobAlertView: view('/api/v1/job-alerts/unsubscribe', ['job alerts'], ZUnsubscribeView, 'What an unsubscribe link stops (no login; the address masked); a bad token is 404'),
    jobAlert: confirm('/api/v1/job-alerts/unsubscribe', ['job alerts'], ZUnsubscribeOutcome, 'Unsubscribe (pause) the alert of a signed token'),
    savedSearchView: view('/api/v1/saved-searches/unsubscribe', ['candidates'], ZSavedSearchUnsubscribeView, "What a saved search's unsubscribe link stops (no login); a bad token is 404"),
    savedSearch: confirm('/api/v1/saved-searches/unsubscribe', ['candidates'], ZUnsubscribeOutcome, 'Stop the mails of the saved search of a signed token (its frequency becomes off; the search stays)'),
    recommendedJobs: confirm('/api/v1/recommended-jobs/unsubscribe', ['recommended jobs'], ZUnsubscribeOutcome, 'Turn the weekly mail of recommended jobs off from its link, without a login'),
    memberDigest: confirm(
      '/api/v1/company/member-digest/off',
      ['company'],
      ZMemberDigestOff,
      "Turn a member's daily digest off without logging in (a link used already, the digest off: 409)",
      [404, 409],
    ),
  },
} as const;

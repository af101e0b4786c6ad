import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idempotentWrite } from './idempotency.ts';
import { ZSavedSearch, ZSavedSearchInput, ZSavedSearchList, ZSavedSearchParams, ZSavedSearchUpdate } from '../saved-searches.ts';
import { SAVED_SEARCHES_MAX } from '../values/saved-searches.ts';

const tags = ['candidates'] as const;

/**
 * Saved candidate searches (issue 49 §1, decision 129). API module: modules/saved-searches. Each is its member's own
 * (another member's, or another company's, is 404); members who may search candidates (not viewers: 403) keep them.
 */
export const savedSearchesEndpoints = {
  savedSearches: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/company/saved-searches',
      access: ['COMPANY'],
      response: ZSavedSearchList,
      tags,
      summary: "The member's saved candidate searches, by name, each with its count of new candidates since they last opened it",
    }),
    create: endpoint({
      method: 'POST',
      path: '/api/v1/company/saved-searches',
      access: ['COMPANY'],
      body: ZSavedSearchInput,
      response: ZSavedSearch,
      status: 201,
      tags,
      summary: `Save a candidate search by name, with how often its new candidates are mailed (daily, weekly, off); at most ${SAVED_SEARCHES_MAX} a member (422)`,
      description:
        'The query is the candidate search\'s own (GET /api/v1/company/candidates) without page, sort and job; words or one filter at least; a name unique per member whatever its case (422). ' +
        `The candidates it finds now are the ones the member sees: only those found later are new. ${idempotentWrite('the saved search the first request made')}`,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/api/v1/company/saved-searches/:id',
      access: ['COMPANY'],
      params: ZSavedSearchParams,
      body: ZSavedSearchUpdate,
      response: ZSavedSearch,
      errors: [404],
      tags,
      summary: 'Change a saved search\'s name, frequency or search (another member\'s or company\'s: 404); a changed search counts its present candidates as seen',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/v1/company/saved-searches/:id',
      access: ['COMPANY'],
      params: ZSavedSearchParams,
      response: z.null(),
      errors: [404],
      tags,
      summary: 'Delete a saved search',
    }),
    open: endpoint({
      method: 'POST',
      path: '/api/v1/company/saved-searches/:id/open',
      access: ['COMPANY'],
      params: ZSavedSearchParams,
      response: ZSavedSearch,
      errors: [404],
      tags,
      summary: 'The member opens a saved search: its new candidates are seen from now; answers the search as it was (its count of new candidates before)',
    }),
  },
} as const;

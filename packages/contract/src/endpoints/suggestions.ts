import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { SUGGESTIONS_MAX, ZSuggestion, ZSuggestionsQuery } from '../suggestions.ts';

/** Suggestions as people type in a search box (decision 110). API module: modules/suggestions. */
export const suggestionsEndpoints = {
  suggestions: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/suggestions',
      access: 'public',
      query: ZSuggestionsQuery,
      response: z.array(ZSuggestion),
      tags: ['search'],
      summary: `Up to ${SUGGESTIONS_MAX} occupations, skills, companies (job scope: verified, with live jobs that show their name) and cities whose names in Arabic or English begin with the words typed`,
    }),
  },
} as const;

import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ZLookupItem, ZLookupParams, ZLookupQuery } from '../lookups.ts';

/** Reference data: countries, cities, nationalities, majors, sectors, occupations. API module: modules/lookups. */
export const lookupEndpoints = {
  lookups: {
    list: endpoint({
      method: 'GET',
      path: '/api/v1/lookups/:kind',
      access: 'public',
      params: ZLookupParams,
      query: ZLookupQuery,
      response: z.array(ZLookupItem),
      tags: ['lookups'],
      summary: 'Countries, cities (filter by country_id), nationalities, majors, sectors or occupations (with their sector), named in the request language',
    }),
  },
} as const;

import { z } from 'zod';
import { ZIdParam } from './ids.ts';

/** Reference lists; `occupations` is search's bilingual vocabulary (decision 023), for the post-job form's choice (decision 030). */
export const LOOKUP_KINDS = ['countries', 'cities', 'nationalities', 'majors', 'sectors', 'occupations'] as const;
export type TLookupKind = (typeof LOOKUP_KINDS)[number];

export const ZLookupItem = z.object({
  id: z.number().int(),
  name: z.string().describe('Name in the request language'),
  name_ar: z.string(),
  name_en: z.string(),
  code: z.string().nullable().describe('ISO code for countries and nationalities, slug for majors, sectors and occupations'),
  country_id: z.number().int().nullable().optional(),
  region: z.string().nullable().optional(),
  dial_code: z.string().nullable().optional(),
  /** Occupations: their sector (a select groups them by it). */
  sector_id: z.number().int().nullable().optional(),
});
export type TLookupItem = z.infer<typeof ZLookupItem>;

export const ZLookupParams = z.object({ kind: z.enum(LOOKUP_KINDS) });
export const ZLookupQuery = z.object({ country_id: ZIdParam.optional() });

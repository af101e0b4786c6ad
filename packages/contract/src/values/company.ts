/** The plain values of company: no Zod, so a page that shows a list or a limit does not load the schemas (decision 061). */

/** Company size bands (members_count). */
export const COMPANY_SIZES = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;
export type TCompanySize = (typeof COMPANY_SIZES)[number];
/** Ownership type (working_type). */
export const WORKING_TYPES = ['private', 'government', 'semi_government', 'non_profit', 'startup', 'multinational'] as const;
export type TWorkingType = (typeof WORKING_TYPES)[number];
/** Default map centre: the geographic centre of Saudi Arabia (near Buraydah–Riyadh), zoom 5 (SPEC §9). */
export const MAP_DEFAULT_CENTER = { lat: 23.8859, lng: 45.0792 } as const;
export const MAP_DEFAULT_ZOOM = 5;

import { z } from 'zod';
import { checkSalaryRange } from './typed-numbers.ts';
import { checkNearPlace, exactWords, ZJobSearchFilters } from './search.ts';

/*
 * The results' map of a search near a place (decision 141), apart from search.ts: /find-jobs's first load reads
 * search.ts's schemas, and the map's are read only by the API and the map's own resource route.
 */

/**
 * GET /api/v1/jobs/places's parameters (decision 141): a search's filters and words, as GET /api/v1/jobs takes them,
 * without its order and page (the map shows the nearest matches); a place is required.
 */
export const ZJobPlacesQuery = ZJobSearchFilters.extend({ exact: exactWords })
  .strict()
  .superRefine(checkSalaryRange)
  .superRefine(checkNearPlace)
  .superRefine((value, context) => {
    // Blank, so its message is "required" (validation.ts), on the city: the place /find-jobs offers first.
    if (value.near_city === undefined && value.near_lat === undefined && value.near_lng === undefined) context.addIssue({ code: 'custom', path: ['near_city'], message: 'required' });
  });
export type TJobPlacesQuery = z.output<typeof ZJobPlacesQuery>;

/** A job on the results' map (decision 141): where it is (decisions 137, 141), how far from the place, its title. */
export const ZJobPlace = z.object({ id: z.number().int(), title: z.string(), lat: z.number(), lng: z.number(), distance_km: z.number().int() });
export type TJobPlace = z.infer<typeof ZJobPlace>;

/** GET /api/v1/jobs/places's answer: the search's matches, nearest first, up to JOB_PLACES_MAX. */
export const ZJobPlaces = z.object({
  items: z.array(ZJobPlace),
  /** The search's matches (as GET /api/v1/jobs counts them); more than `items` when the map shows the nearest only. */
  total: z.number().int(),
  /** `total` is an estimate or reached the counting cap (GET /api/v1/jobs's `total_estimated`, `total_capped`). */
  total_approximate: z.boolean(),
  /** The point searched (a city's centre or the point given) and the radius. */
  near: z.object({ lat: z.number(), lng: z.number(), radius_km: z.number().int() }),
});
export type TJobPlaces = z.infer<typeof ZJobPlaces>;


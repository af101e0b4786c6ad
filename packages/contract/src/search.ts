import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { JOB_SALARY_MAX } from './jobs.ts';
import { JOB_TYPES, QUALIFICATION_TYPES, WORK_PLACES } from './values/profile.ts';
import { JOB_POSTED_WITHIN, NEAR_RADIUS_DEFAULT_KM, NEAR_RADIUS_MAX_KM, NEAR_RADIUS_MIN_KM } from './values/search.ts';
import { checkSalaryRange, typedNumber } from './typed-numbers.ts';

/** Sort orders of job search (an allow-list: anything else is 422). */
export const JOB_SEARCH_SORTS = ['relevance', 'newest', 'salary', 'distance'] as const;
export type TJobSearchSort = (typeof JOB_SEARCH_SORTS)[number];
export const JOB_SEARCH_PER_PAGE_MAX = 50;
export const JOB_SEARCH_PER_PAGE_DEFAULT = 20;
export const JOB_SEARCH_QUERY_MAX = 200;
/**
 * Past this many matches, the counts per filter value are estimated from the newest this many, and the total when it
 * cannot be read off the index's bitsets (decision 059): `total_estimated`, `facets_estimated`.
 */
export const JOB_SEARCH_COUNT_SAMPLE = 1000;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/**
 * A yes/no filter: `true`/`1` or `false`/`0` as an address writes it, or a JSON boolean, as a form's body checked by
 * the web (its output) reaches the API again (an alert's `saudi_only`, decision 096).
 */
const flag = () => z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);
// Typed in a form (the filters, an alert): Arabic-Indic digits too.
const amount = typedNumber(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(JOB_SALARY_MAX, { message: 'max_value' }));

/**
 * What a job search (and a job alert) filters on: the names of GET /api/v1/jobs and of /find-jobs's URL.
 * Empty strings count as absent, so a form submitted with blank fields is a search without them.
 */
export const ZJobSearchFilters = z.object({
  /** Words in Arabic or English: occupations in either language, typos, Arabizi, a city or region (decision 023). */
  q: optional(z.string().trim().max(JOB_SEARCH_QUERY_MAX)),
  city_id: optional(ZIdParam),
  major_id: optional(ZIdParam),
  sector_id: optional(ZIdParam),
  job_type: optional(z.enum(JOB_TYPES)),
  /** Where the work is done (decision 045). */
  work_place: optional(z.enum(WORK_PLACES)),
  /** Remote jobs only: the older name of `work_place=remote`, kept for saved links and alerts. */
  remote: optional(flag()),
  /** Jobs whose range reaches at least this monthly salary (SAR). */
  salary_min: optional(amount),
  /** Jobs whose range starts at or below this monthly salary (SAR). */
  salary_max: optional(amount),
  /** Jobs asking for at most this many years of experience. */
  experience: optional(typedNumber(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(60, { message: 'max_value' }))),
  qualification: optional(z.enum(QUALIFICATION_TYPES)),
  posted_within: optional(z.enum(JOB_POSTED_WITHIN)),
  /** Jobs reserved for Saudi nationals only (decision 084); false or left out: every job. */
  saudi_only: optional(flag()),
  // A place (decision 137) is a filter like the others: a job alert keeps it and its digest honours it (decision 141).
  /** Jobs near a city's centre (decision 137: /find-jobs offers the seeker's CV city). */
  near_city: optional(ZIdParam),
  /** Jobs near a point (a point chosen on the map, or the browser's position): both or neither. */
  near_lat: optional(typedNumber(z.coerce.number({ message: 'numeric' }).min(-90, { message: 'min_value' }).max(90, { message: 'max_value' }))),
  near_lng: optional(typedNumber(z.coerce.number({ message: 'numeric' }).min(-180, { message: 'min_value' }).max(180, { message: 'max_value' }))),
  /** Only with a place: jobs within this many km of it (default NEAR_RADIUS_DEFAULT_KM). */
  radius_km: optional(typedNumber(z.coerce.number().int({ message: 'numeric' }).min(NEAR_RADIUS_MIN_KM, { message: 'min_value' }).max(NEAR_RADIUS_MAX_KM, { message: 'max_value' }))),
});
export type TJobSearchFilters = z.output<typeof ZJobSearchFilters>;

/** Search exactly the words typed: no typo correction, transliteration, dropped words or recognised city (decision 023). */
export const exactWords = optional(z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'));

/** GET /api/v1/jobs's parameters: the filters, how to read the words, sort and page; any other parameter is 422. */
export const ZJobSearchQuery = ZJobSearchFilters.extend({
  exact: exactWords,
  sort: optional(z.enum(JOB_SEARCH_SORTS)),
  page: optional(typedNumber(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(1000, { message: 'max_value' }))),
  /** Capped at JOB_SEARCH_PER_PAGE_MAX: a larger number is 422. */
  per_page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(JOB_SEARCH_PER_PAGE_MAX, { message: 'max_value' })),
})
  .strict()
  // "To" below "from" is 422, as in a job alert (salary_range).
  .superRefine(checkSalaryRange)
  .superRefine(checkNearPlace);
export type TJobSearchQuery = z.output<typeof ZJobSearchQuery>;

/**
 * The rules of a search near a place (decision 137): a point is both its latitude and longitude; a city or a point,
 * not both; a radius or the distance order only with a place.
 */
export function checkNearPlace(value: { near_city?: number; near_lat?: number; near_lng?: number; radius_km?: number; sort?: string }, context: z.RefinementCtx): void {
  const point = value.near_lat !== undefined || value.near_lng !== undefined;
  // The missing half is blank: its message is "required".
  if (value.near_lat !== undefined && value.near_lng === undefined) context.addIssue({ code: 'custom', path: ['near_lng'], message: 'required' });
  if (value.near_lng !== undefined && value.near_lat === undefined) context.addIssue({ code: 'custom', path: ['near_lat'], message: 'required' });
  if (point && value.near_city !== undefined) context.addIssue({ code: 'custom', path: ['near_city'], message: 'near_one_place' });
  if (!point && value.near_city === undefined) {
    if (value.radius_km !== undefined) context.addIssue({ code: 'custom', path: ['radius_km'], message: 'near_place_needed' });
    if (value.sort === 'distance') context.addIssue({ code: 'custom', path: ['sort'], message: 'near_place_needed' });
  }
}

/** The place a search is near (decision 137), as the API reads it: a city or a point, with the radius. */
export type TNearPlace = { city: number; radiusKm: number } | { lat: number; lng: number; radiusKm: number };

/** A search's place (null: none) with its radius, the default radius when none is given. */
export function nearPlaceOf(query: Pick<TJobSearchQuery, 'near_city' | 'near_lat' | 'near_lng' | 'radius_km'>): TNearPlace | null {
  const radiusKm = query.radius_km ?? NEAR_RADIUS_DEFAULT_KM;
  if (query.near_city !== undefined) return { city: query.near_city, radiusKm };
  if (query.near_lat !== undefined && query.near_lng !== undefined) return { lat: query.near_lat, lng: query.near_lng, radiusKm };
  return null;
}

/** A job in a list (search results, similar jobs, saved jobs, majors, home, alert digests): no long texts. */
export const ZJobCard = z.object({
  id: z.number().int(),
  title: z.string(),
  /** null when the job is confidential. */
  company: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable(), is_verified: z.boolean() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** work_place === 'remote', kept for older clients. */
  is_remote: z.boolean(),
  job_type: z.enum(JOB_TYPES).nullable(),
  work_place: z.enum(WORK_PLACES),
  /** Reserved for Saudi nationals (decision 084). */
  saudi_only: z.boolean(),
  major: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  experience_years: z.number().int().nullable(),
  deadline: z.string().nullable(),
  /** When it (last) went live, ISO 8601 in the caller's Timezone. */
  published_at: z.string().nullable(),
  locale: z.enum(['ar', 'en']),
  is_open: z.boolean(),
  /** Featured now (a paid period, decision 135): marked as featured. */
  is_featured: z.boolean(),
  /**
   * In a search near a place (decision 137) only: how far the job is from it (km, rounded), and where it is (its
   * company's point when the job is in the company's city and shows its company, else its city's centre).
   */
  distance_km: z.number().int().optional(),
  point: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
export type TJobCard = z.infer<typeof ZJobCard>;

/** How many listed jobs match each value of a filter (search results' side panel). */
const ZFacetCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export const ZJobSearchFacets = z.object({
  city: z.array(ZFacetCount),
  major: z.array(ZFacetCount),
  sector: z.array(ZFacetCount),
  job_type: z.array(z.object({ value: z.enum(JOB_TYPES), count: z.number().int() })),
  work_place: z.array(z.object({ value: z.enum(WORK_PLACES), count: z.number().int() })),
});
export type TJobSearchFacets = z.infer<typeof ZJobSearchFacets>;

/**
 * The other cities of a metropolitan area (decisions 170 and 178), nearest first, each with how many of the search's
 * matches it has: a search in one of its cities answers the city's own matches, then theirs in this order.
 */
export const ZMetroCities = z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }));

/**
 * How the search read the words (decision 023). `interpreted_as` is null when the words were searched as typed;
 * otherwise the words used (corrections and transliterations applied, noise words and the place left out: it may
 * be empty, e.g. «وظائف الدمام»). `approximate`: a word was corrected or transliterated, or fewer words than typed
 * had to match. `city`/`region`: the place recognised in the words and used as the city filter.
 */
export const ZJobSearchMeta = z.object({
  interpreted_as: z.string().nullable(),
  approximate: z.boolean(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  region: z.string().nullable(),
  /** The job type and work place the words named ("part time", «عن بعد»), filtered on as if chosen (decision 080). */
  job_type: z.enum(JOB_TYPES).nullable(),
  work_place: z.enum(WORK_PLACES).nullable(),
  /**
   * The workplace or kind of work the words named ("hospital", «وظيفة مكتبية», decision 108), read as the occupations
   * doing it: its name with examples of them in the reader's language ("healthcare: nurses, doctors, pharmacists…").
   */
  work: z.string().nullable(),
  /**
   * The years of experience the words named ("junior", "fresh graduate", «خبرة سنتين», "5 years"), filtered on as if
   * chosen (jobs asking for at most that many), and whether they asked for senior titles (ranked first, no filter);
   * `without`: the words as typed without the level's (the search that drops it). Decision 109.
   */
  level: z.object({ experience: z.number().int().nullable(), senior: z.boolean(), without: z.string() }).nullable(),
  /**
   * The company the words named (its public name): the search shows only its jobs that show it. `without`: the words
   * as typed without its name. Decision 109.
   */
  employer: z.object({ id: z.number().int(), name: z.string(), without: z.string() }).nullable(),
  /** The words were searched exactly as typed (`exact=1`). */
  exact: z.boolean(),
  /**
   * Boolean words (decision 136): `read`, the words were read with their operators (AND, OR, NOT, «أو», «ليس», quoted
   * phrases, parentheses; `interpreted_as` says how); `malformed`, they had operators that could not be read (an
   * unbalanced quote or parenthesis, a NOT alone) and were searched as plain words. Absent: no operators.
   */
  operators: z.enum(['read', 'malformed']).optional(),
  /** The place the search is near (decision 137: a city's centre or the point given) and the radius; null (or absent): none. */
  near: z.object({ lat: z.number(), lng: z.number(), radius_km: z.number().int() }).nullable().optional(),
  /**
   * A city of a metropolitan area (decision 170): the area's other cities, whose matches follow the city's own, with
   * how many each has. Absent: the city is in none (or no city).
   */
  metro: ZMetroCities.optional(),
  /**
   * A search that found nothing in its city or region (decision 170): the place asked, the same search's matches in
   * the cities nearby (within a day's drive, nearest first) and in every city that has some (the most first, at most
   * twelve), each with its count. Absent or null: it found something, or named no place.
   */
  elsewhere: z
    .object({
      place: z.string(),
      nearby: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int(), distance_km: z.number().int() })),
      cities: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
      estimated: z.boolean(),
    })
    .nullable()
    .optional(),
});
export type TJobSearchMeta = z.infer<typeof ZJobSearchMeta>;

/** GET /api/v1/jobs's answer. */
export const ZJobSearchResult = z.object({
  items: z.array(ZJobCard),
  /**
   * Matching jobs. A search of the exact words (`exact=1`) counts up to a cap (then `total_capped` is true and `total`
   * is the cap); past JOB_SEARCH_COUNT_SAMPLE matches other searches may estimate it (`total_estimated`: rounded to
   * two significant digits).
   */
  total: z.number().int(),
  total_capped: z.boolean(),
  total_estimated: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Counts per filter value among the matches; empty lists when the total is capped. */
  facets: ZJobSearchFacets,
  /** The counts per filter value are estimated from the newest JOB_SEARCH_COUNT_SAMPLE matches (rounded); values not among them are left out. */
  facets_estimated: z.boolean(),
  meta: ZJobSearchMeta,
});
export type TJobSearchResult = z.infer<typeof ZJobSearchResult>;

/** A major with its number of live jobs (/majors, home). */
export const ZMajorJobCount = z.object({ id: z.number().int(), name: z.string(), jobs_count: z.number().int() });
export type TMajorJobCount = z.infer<typeof ZMajorJobCount>;

/** GET /api/v1/majors/:id/jobs's answer: the major and a page of its live jobs. */
export const ZMajorJobs = z.object({
  major: ZMajorJobCount,
  items: z.array(ZJobCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TMajorJobs = z.infer<typeof ZMajorJobs>;

/** A major's page lists this many jobs at a time. */
export const MAJOR_JOBS_PAGE_SIZE = 20;

export const ZMajorParams = z.object({ id: ZIdParam });

export const ZMajorJobsQuery = z.object({
  page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(1000, { message: 'max_value' })),
});

/** A featured company on the home page: verified, with the most live jobs that show its name. */
export const ZFeaturedCompany = z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable(), jobs_count: z.number().int() });
export type TFeaturedCompany = z.infer<typeof ZFeaturedCompany>;

/** GET /api/v1/home: what the home page shows besides its search box. */
export const ZHomeSummary = z.object({
  counts: z.object({ jobs: z.number().int(), companies: z.number().int(), job_seekers: z.number().int() }),
  latest_jobs: z.array(ZJobCard),
  top_majors: z.array(ZMajorJobCount),
  featured_companies: z.array(ZFeaturedCompany),
});
export type THomeSummary = z.infer<typeof ZHomeSummary>;

/** What the sitemap lists besides the fixed pages: live jobs, verified public companies, majors. */
export const SITEMAP_KINDS = ['jobs', 'companies', 'majors', 'blogs', 'news'] as const;
export type TSitemapKind = (typeof SITEMAP_KINDS)[number];

/** GET /api/v1/sitemap: how many items of each kind the sitemap lists, and how many fit in one page. */
export const ZSitemapSummary = z.object({
  page_size: z.number().int(),
  counts: z.object({ jobs: z.number().int(), companies: z.number().int(), majors: z.number().int(), blogs: z.number().int(), news: z.number().int() }),
});
export type TSitemapSummary = z.infer<typeof ZSitemapSummary>;

/** GET /api/v1/sitemap/:kind: one page of ids with their last change (ISO 8601; null when unknown). */
export const ZSitemapPage = z.object({
  items: z.array(z.object({ id: z.number().int(), lastmod: z.string().nullable() })),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type TSitemapPage = z.infer<typeof ZSitemapPage>;

export const ZSitemapParams = z.object({ kind: z.enum(SITEMAP_KINDS) });
export const ZSitemapQuery = z.object({ page: z.coerce.number().int().min(1, { message: 'min_value' }).max(10_000, { message: 'max_value' }).default(1) });

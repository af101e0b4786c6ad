import { z } from 'zod';
import { ZId, ZIdParam } from './ids.ts';
import { JOB_SALARY_MAX } from './jobs.ts';
import { checkSalaryRange, typedNumber } from './typed-numbers.ts';
import { DESIRED_JOB_TYPES, QUALIFICATION_TYPES } from './values/profile.ts';
import { ZMatchReason } from './applications.ts';
import { JOB_SEARCH_QUERY_MAX, ZMetroCities } from './search.ts';
import { CANDIDATE_ACTIVE_WITHIN } from './values/candidate-search.ts';

/**
 * Candidate search and talent pools (issue 13, decision 028): what a company searches job seekers by, the cards
 * it gets, and its named lists of candidates.
 */

/** Sort orders (an allow-list): relevance (default with words), last active (default without), match (with `job_id`: its default). */
export const CANDIDATE_SEARCH_SORTS = ['relevance', 'active', 'match'] as const;
export type TCandidateSearchSort = (typeof CANDIDATE_SEARCH_SORTS)[number];
export const CANDIDATE_SEARCH_PER_PAGE_DEFAULT = 20;
export const CANDIDATE_SEARCH_PER_PAGE_MAX = 50;
/** A search counts (and ranks) at most this many matches, the most recently active first; then "1,000+". */
export const CANDIDATE_SEARCH_COUNT_CAP = 1000;
/** Skills a search may require at once. */
export const CANDIDATE_SKILLS_MAX = 5;
export const CANDIDATE_SKILL_MAX_LENGTH = 60;
/** Skills a card shows. */
export const CANDIDATE_CARD_SKILLS = 5;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
// Typed in the filters: Arabic-Indic digits too.
const amount = typedNumber(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(JOB_SALARY_MAX, { message: 'max_value' }));
const years = typedNumber(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(60, { message: 'max_value' }));

/** `skills=Excel, SAP` (or `skills=Excel&skills=SAP`): up to five skill names, commas (Arabic «،» too) between; each must be on the CV. */
const ZSkillList = z
  .preprocess((value) => (Array.isArray(value) ? value.join(',') : value), z.string().max(CANDIDATE_SKILLS_MAX * (CANDIDATE_SKILL_MAX_LENGTH + 2), { message: 'max' }))
  .transform((text) => [...new Set(text.split(/[,،]/u).map((part) => part.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(CANDIDATE_SKILL_MAX_LENGTH, { message: 'max' })).max(CANDIDATE_SKILLS_MAX, { message: 'max_items' }));

/**
 * GET /api/v1/company/candidates's parameters. There is no filter by gender, age, marital status, nationality or
 * disability (MHRSD): such parameters, like any other unknown one, are 422.
 */
export const ZCandidateSearchQuery = z
  .object({
    /** Words in Arabic or English: desired job and experience titles (occupations in both languages), skills, summary. */
    q: optional(z.string().trim().max(JOB_SEARCH_QUERY_MAX, { message: 'max' })),
    city_id: optional(ZIdParam),
    /** The CV's major or one of its (up to five) prominent majors. */
    major_id: optional(ZIdParam),
    /** An occupation of the desired job title or of an experience's title. */
    occupation_id: optional(ZIdParam),
    skills: optional(ZSkillList),
    /** At least this many years of work experience. */
    experience_min: optional(years),
    /** At most this many years of work experience. */
    experience_max: optional(years),
    /** This qualification or a higher one. */
    qualification: optional(z.enum(QUALIFICATION_TYPES)),
    /** Expecting at least this monthly salary (SAR); candidates who state none are left out. */
    salary_min: optional(amount),
    /** Expecting at most this monthly salary (SAR); candidates who state none are left out. */
    salary_max: optional(amount),
    /** Free to start within this many months (the CV's notice period); candidates who state none are left out. */
    notice_max: optional(typedNumber(z.coerce.number().int({ message: 'numeric' }).min(0, { message: 'min_value' }).max(12, { message: 'at_most' }))),
    /** The desired job type the CV states (SPEC § Desired job, decision 045). */
    job_type: optional(z.enum(DESIRED_JOB_TYPES)),
    /** Active on the platform within this many days. */
    active_within: optional(z.enum(CANDIDATE_ACTIVE_WITHIN)),
    /** One of the company's open jobs: each candidate gets its match score and reasons, and `sort=match` ranks by it. */
    job_id: optional(ZIdParam),
    sort: optional(z.enum(CANDIDATE_SEARCH_SORTS)),
    page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(CANDIDATE_SEARCH_COUNT_CAP, { message: 'max_value' })),
    per_page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(CANDIDATE_SEARCH_PER_PAGE_MAX, { message: 'max_value' })),
  })
  .strict()
  .superRefine((query, context) => {
    checkSalaryRange(query, context);
    if (query.experience_min !== undefined && query.experience_max !== undefined && query.experience_max < query.experience_min) {
      context.addIssue({ code: 'custom', path: ['experience_max'], message: 'min_value', params: { min: query.experience_min } });
    }
    if (query.sort === 'match' && query.job_id === undefined) context.addIssue({ code: 'custom', path: ['sort'], message: 'valid' });
  });
export type TCandidateSearchQuery = z.output<typeof ZCandidateSearchQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/**
 * A candidate as a search result or a talent pool member. A company that is not verified sees initials, and no
 * contact, of a seeker who did not apply to it (decision 024); `contact` is null then.
 */
export const ZCandidateCard = z.object({
  /** The seeker's user id: their CV is GET /api/v1/company/employee/:id (the /employee-profile page). */
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  contact_hidden: z.boolean(),
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The desired job title. */
  headline: z.string().nullable(),
  city: ZNamed.nullable(),
  /** Years of work experience (overlapping jobs once), to a tenth. */
  experience_years: z.number(),
  /** The strongest skills first. */
  top_skills: z.array(z.string()),
  /** When the seeker last used the platform signed in or saved their CV, ISO 8601 in the caller's Timezone. */
  last_active_at: z.string(),
  /** Whole days since then (0: today). */
  last_active_days: z.number().int(),
  /** With `job_id`: the match score with that job and its reasons (decision 016); otherwise null. */
  match: z.object({ score: z.number().int(), reasons: z.array(ZMatchReason) }).nullable(),
  /** The company's talent pools that hold this candidate. */
  pools: z.array(z.number().int()),
  /** The seeker blocked the company's messages (decision 029): no "Message" for them. */
  blocked: z.boolean(),
});
export type TCandidateCard = z.infer<typeof ZCandidateCard>;

const ZFacetCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/** How many matches each filter value has (the side panel); empty lists when the total is capped. */
export const ZCandidateSearchFacets = z.object({
  city: z.array(ZFacetCount),
  major: z.array(ZFacetCount),
  occupation: z.array(ZFacetCount),
  job_type: z.array(z.object({ value: z.enum(DESIRED_JOB_TYPES), count: z.number().int() })),
  /** Candidates with this qualification or a higher one. */
  qualification: z.array(z.object({ value: z.enum(QUALIFICATION_TYPES), count: z.number().int() })),
});
export type TCandidateSearchFacets = z.infer<typeof ZCandidateSearchFacets>;

/** GET /api/v1/company/candidates's answer. */
export const ZCandidateSearchResult = z.object({
  items: z.array(ZCandidateCard),
  /** Matches, counted up to CANDIDATE_SEARCH_COUNT_CAP (then `total_capped`). */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
  facets: ZCandidateSearchFacets,
  /** How the words were read (decision 023) and the job matched against. */
  meta: z.object({
    interpreted_as: z.string().nullable(),
    approximate: z.boolean(),
    city: ZNamed.nullable(),
    region: z.string().nullable(),
    job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    /**
     * The experience the words asked for (decision 109: "5 years" at least, "junior" or «حديث تخرج» at most, "senior"
     * at least 5), filtered on as if chosen; `without`: the words without the level's.
     */
    level: z.object({ experience_min: z.number().int().nullable(), experience_max: z.number().int().nullable(), without: z.string() }).nullable(),
    /** The workplace or kind of work the words named, in the reader's language (decision 108: "hospital" read as its occupations). */
    work: z.string().nullable(),
    /**
     * Boolean words (decision 136): `read`, the words were read with their operators (AND, OR, NOT, «أو», «ليس», quoted
     * phrases, parentheses; `interpreted_as` says how); `malformed`, they had operators that could not be read (an
     * unbalanced quote or parenthesis, a NOT alone) and were searched as plain words. Absent: no operators.
     */
    operators: z.enum(['read', 'malformed']).optional(),
    /**
     * A city of a metropolitan area, chosen or read in the words (decision 178): the area's other cities, whose
     * candidates follow the city's own, with how many each has. Absent: the city is in none (or no city).
     */
    metro: ZMetroCities.optional(),
  }),
  /** Whether the company is verified (names and contact details shown). */
  company_verified: z.boolean(),
});
export type TCandidateSearchResult = z.infer<typeof ZCandidateSearchResult>;

/** A talent pool's name: unique per company, whatever the case. */
export const TALENT_POOL_NAME_MAX = 80;
/** Lists one company may keep, and candidates one list may hold. */
export const TALENT_POOLS_MAX = 100;
export const TALENT_POOL_MEMBERS_MAX = 2000;
export const TALENT_POOL_PAGE_SIZE = 20;

export const ZTalentPool = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Candidates in it (those no longer available too). */
  count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTalentPool = z.infer<typeof ZTalentPool>;

/** What the candidate search page's panel chooses from: occupations, the company's open jobs, its talent pools. */
export const ZCandidateSearchOptions = z.object({
  occupations: z.array(ZNamed),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  pools: z.array(ZTalentPool),
  company_verified: z.boolean(),
});
export type TCandidateSearchOptions = z.infer<typeof ZCandidateSearchOptions>;

const ZPoolName = z.string().trim().min(1, { message: 'required' }).max(TALENT_POOL_NAME_MAX, { message: 'max' });

/** POST /api/v1/company/talent-pools: a new list, and optionally its first candidate (the "save to a new list" of a card). */
export const ZTalentPoolCreate = z.object({ name: ZPoolName, seeker_id: ZId.optional() }).strict();
export type TTalentPoolCreate = z.input<typeof ZTalentPoolCreate>;
/** PUT /api/v1/company/talent-pools/:id: rename. */
export const ZTalentPoolRename = z.object({ name: ZPoolName }).strict();
export type TTalentPoolRename = z.input<typeof ZTalentPoolRename>;

export const ZTalentPoolParams = z.object({ id: ZIdParam });
export const ZTalentPoolMemberParams = z.object({ id: ZIdParam, employee: ZIdParam });
export const ZTalentPoolPageQuery = z.object({ page: optional(z.coerce.number().int({ message: 'numeric' }).min(1, { message: 'min_value' }).max(1000, { message: 'max_value' })) }).strict();

/** A candidate in a pool: their card while the company may still see their CV, otherwise only that they are unavailable. */
export const ZTalentPoolMember = z.object({
  id: z.number().int(),
  added_at: z.string(),
  available: z.boolean(),
  candidate: ZCandidateCard.nullable(),
});
export type TTalentPoolMember = z.infer<typeof ZTalentPoolMember>;

/** GET /api/v1/company/talent-pools/:id: the pool and a page of its candidates, the latest added first. */
export const ZTalentPoolDetail = z.object({
  pool: ZTalentPool,
  items: z.array(ZTalentPoolMember),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TTalentPoolDetail = z.infer<typeof ZTalentPoolDetail>;

import { z } from 'zod';
import { ZIdParam } from './ids.ts';
import { ZMatchReason } from './applications.ts';
import { ZJobCard } from './search.ts';

/** At most this many recommended jobs in one GET /api/v1/user/recommended-jobs (10 unless asked). */
export const RECOMMENDATIONS_MAX = 20;

/** GET /api/v1/user/recommended-jobs?limit=10. */
export const ZRecommendationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(RECOMMENDATIONS_MAX).default(10) });

export const ZRecommendationParams = z.object({ jobId: ZIdParam });

/**
 * The parts of the profile recommendations read (decision 139), in the order they help most: the desired job (its
 * occupation picks the jobs), the city, the skills, the experience, the qualification. A thin profile is told the
 * first one or two it lacks.
 */
export const RECOMMENDATION_SECTIONS = ['desired_job', 'city', 'skills', 'experience', 'qualification'] as const;
export type TRecommendationSection = (typeof RECOMMENDATION_SECTIONS)[number];

/** A recommended job: its card, its match score and the two or three strongest reasons (met or partial, most points first). */
export const ZRecommendedJob = z.object({
  job: ZJobCard,
  score: z.number().int(),
  reasons: z.array(ZMatchReason),
  /** Of an occupation near the seeker's rather than theirs (decision 077). */
  near: z.boolean(),
});
export type TRecommendedJob = z.infer<typeof ZRecommendedJob>;

export const ZRecommendations = z.object({
  items: z.array(ZRecommendedJob),
  /** The one or two parts of the profile that would help most, empty when the profile is enough. */
  missing_sections: z.array(z.enum(RECOMMENDATION_SECTIONS)),
  /** Whether the weekly mail of recommendations is on. */
  weekly_mail: z.boolean(),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;

/** What "not interested" or its undo left: whether the job is dismissed now. */
export const ZDismissState = z.object({ is_dismissed: z.boolean() });

/** PUT /api/v1/user/recommended-jobs/mail: the weekly mail on or off. */
export const ZRecommendationMailInput = z.object({ weekly: z.boolean() });
export const ZRecommendationMail = z.object({ weekly: z.boolean() });


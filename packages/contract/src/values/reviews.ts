/** The plain values of company reviews (decision 131): no Zod, so a page that shows a review does not load the schemas (decision 061). */

/** `employer`: what working there is like (ratings, pros and cons); `interview`: how its interview went. */
export const REVIEW_KINDS = ['employer', 'interview'] as const;
export type TReviewKind = (typeof REVIEW_KINDS)[number];

/**
 * Why the author may review the company: `applicant` is checked (an application to one of its jobs on Tawzeef); the
 * two others are the author's declaration that they work or worked there.
 */
export const REVIEW_RELATIONSHIPS = ['applicant', 'current_employee', 'former_employee'] as const;
export type TReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];

/** Held for moderation until an administrator publishes or rejects it (the statuses of comments, decision 034). */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];

export const INTERVIEW_OUTCOMES = ['offer', 'no_offer', 'no_answer'] as const;
export type TInterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];

/** The five ratings of an employer review, 1 to 5 stars. */
export const REVIEW_RATINGS = ['rating_overall', 'rating_pay', 'rating_management', 'rating_balance', 'rating_growth'] as const;
export type TReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * Averages show only from this many published employer reviews: fewer would let a company guess who wrote them, as
 * salary reports hide groups under SALARY_MIN_CONTRIBUTORS (decision 131).
 */
export const REVIEW_MIN_FOR_AVERAGES = 3;

export const REVIEW_TITLE_MAX = 150;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;

/** What a personal-details check catches in a review or an answer: a person named, an email, a phone number. */
export const REVIEW_FINDING_KINDS = ['person_name', 'email', 'phone'] as const;
export type TReviewFindingKind = (typeof REVIEW_FINDING_KINDS)[number];

import { z } from 'zod';

/**
 * Suggestions as people type (issue 46 §2, decision 110): occupations, skills, companies and cities whose names, in
 * either language, begin with what was typed (folded as search folds it, typos and Arabizi read as search reads them).
 */

/** Where the box is: the job search (companies included) or the candidate search (no companies). */
export const SUGGESTION_SCOPES = ['jobs', 'candidates'] as const;
export type TSuggestionScope = (typeof SUGGESTION_SCOPES)[number];
export const SUGGESTION_KINDS = ['occupation', 'skill', 'company', 'city'] as const;
export type TSuggestionKind = (typeof SUGGESTION_KINDS)[number];
/** At most this many suggestions; words longer than this are not a name being typed. */
export const SUGGESTIONS_MAX = 8;
export const SUGGESTION_QUERY_MAX = 100;

export const ZSuggestionsQuery = z.object({
  q: z.string().trim().min(1, { message: 'required' }).max(SUGGESTION_QUERY_MAX, { message: 'max' }),
  scope: z.enum(SUGGESTION_SCOPES, { message: 'in' }).default('jobs'),
});
export type TSuggestionsQuery = z.infer<typeof ZSuggestionsQuery>;

export const ZSuggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** The occupation's, company's or city's id; a skill's index in the list. */
  id: z.number().int(),
  /** The name in the reader's language. */
  name: z.string(),
  /** The name in the other language, when it differs. */
  other: z.string().nullable(),
  /** What the search box takes when it is chosen (a city: its name, which search reads as the city filter). */
  text: z.string(),
  /** Live jobs of it (job scope; null when not counted). */
  jobs: z.number().int().nullable(),
  /** Found through a near spelling or a transliteration rather than by its beginning. */
  approximate: z.boolean(),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

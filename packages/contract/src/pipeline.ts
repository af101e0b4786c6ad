import { z } from 'zod';
import { ZId } from './ids.ts';
import { checkPlaceholders } from './message-templates.ts';
import { APPLICATION_STAGES } from './values/applications.ts';
import { PIPELINE_BULK_ACTIONS, PIPELINE_BULK_MAX, PIPELINE_MESSAGE_MAX, PIPELINE_NOTE_MAX, PIPELINE_RATINGS, PIPELINE_TAG_MAX, PIPELINE_TAGS_MAX } from './values/pipeline.ts';

/**
 * A company's applicant pipeline (decision 111): private notes, the company's own tags, ratings and bulk actions.
 * None of it is ever shown to the job seeker nor put in their data export.
 */

/** A tag as typed: trimmed, inner spaces made one, 1..PIPELINE_TAG_MAX characters. */
export const ZPipelineTag = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(PIPELINE_TAG_MAX));

/** POST /api/v1/company/applications/:id/notes */
export const ZNoteInput = z.object({ note: z.string().trim().min(1).max(PIPELINE_NOTE_MAX) }).strict();
export type TNoteInput = z.input<typeof ZNoteInput>;

/** A private note of the company on an applicant: who wrote it (the acting account) and when. */
export const ZApplicationNote = z.object({
  id: z.number().int(),
  note: z.string(),
  /** The account that wrote it (a future team member); null once that account is gone. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TApplicationNote = z.infer<typeof ZApplicationNote>;
export const ZApplicationNotes = z.object({ items: z.array(ZApplicationNote) });

/** PUT /api/v1/company/applications/:id/tags: the applicant's whole set of tags (an empty list clears them). */
export const ZTagsInput = z
  .object({
    tags: z
      .array(ZPipelineTag)
      .max(PIPELINE_TAGS_MAX)
      .transform((tags) => [...new Set(tags)]),
  })
  .strict();
export type TTagsInput = z.input<typeof ZTagsInput>;
export const ZApplicationTags = z.object({ tags: z.array(z.string()) });

/** PUT /api/v1/company/applications/:id/rating: the acting account's rating, or null to take it back. */
export const ZRatingInput = z.object({ rating: z.union([z.literal(PIPELINE_RATINGS), z.null()]) }).strict();
export type TRatingInput = z.input<typeof ZRatingInput>;

/** An applicant's rating: the acting account's own, and the average of every account's (one today; the team's later). */
export const ZApplicantRating = z.object({
  mine: z.number().int().nullable(),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type TApplicantRating = z.infer<typeof ZApplicantRating>;

const ZBulkIds = z.array(ZId).min(1).max(PIPELINE_BULK_MAX);
const ZBulkMessage = {
  /** One of the company's templates (decision 128): its texts are sent instead of message_ar / message_en. */
  template_id: z.preprocess((value) => (value === '' ? undefined : value), ZId.optional()),
  message_ar: z.string().trim().max(PIPELINE_MESSAGE_MAX).optional(),
  message_en: z.string().trim().max(PIPELINE_MESSAGE_MAX).optional(),
};
/** Without a template both texts are asked for; either way their placeholders are checked like a template's. */
function checkBulkMessage(value: { template_id?: number; message_ar?: string; message_en?: string }, context: z.RefinementCtx): void {
  if (value.template_id !== undefined) return;
  for (const field of ['message_ar', 'message_en'] as const) {
    if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: 'required' });
    else checkPlaceholders(value[field], null, field, context);
  }
}

/**
 * POST /api/v1/company/applications/bulk: one action on many applicants. A rejection and a message carry the text in
 * both languages, or name one of the company's templates; each seeker is sent the one in their own language, its
 * placeholders filled in for them (decision 128).
 */
export const ZBulkInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), ids: ZBulkIds, stage: z.enum(APPLICATION_STAGES) }).strict(),
  z.object({ action: z.literal('reject'), ids: ZBulkIds, ...ZBulkMessage }).strict().superRefine(checkBulkMessage),
  z.object({ action: z.literal('message'), ids: ZBulkIds, ...ZBulkMessage }).strict().superRefine(checkBulkMessage),
  z.object({ action: z.literal('tag'), ids: ZBulkIds, tag: ZPipelineTag }).strict(),
]);
export type TBulkInput = z.input<typeof ZBulkInput>;
export const ZBulkActionName = z.enum(PIPELINE_BULK_ACTIONS);

/** What happened to each applicant named, in the order named: done, or refused with a status and a message. */
export const ZBulkResult = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      /** 200 when done; else the status the single action would have answered (404 for another company's applicant). */
      status: z.number().int(),
      message: z.string(),
    }),
  ),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

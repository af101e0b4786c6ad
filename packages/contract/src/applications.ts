import { z } from 'zod';

/** An application's stages, in the order a company usually moves it (decision 016). */
export const APPLICATION_STAGES = ['submitted', 'viewed', 'shortlisted', 'interview', 'rejected', 'hired'] as const;
export type TApplicationStage = (typeof APPLICATION_STAGES)[number];
export const ZApplicationStage = z.enum(APPLICATION_STAGES);

export const APPLICATION_COVER_NOTE_MAX = 2000;

/** POST /api/v1/jobs/:id/applications: apply in one step, with an optional cover note. */
export const ZApplyInput = z
  .object({ cover_note: z.string().trim().max(APPLICATION_COVER_NOTE_MAX).nullable().optional() })
  .strict();
export type TApplyInput = z.input<typeof ZApplyInput>;

/** GET /api/v1/jobs/:id/viewer: what the logged-in job seeker has done with this job (the job page's buttons). */
export const ZJobViewerState = z.object({
  application: z
    .object({ id: z.number().int(), stage: ZApplicationStage, created_at: z.string(), withdrawn_at: z.string().nullable() })
    .nullable(),
  is_saved: z.boolean(),
});
export type TJobViewerState = z.infer<typeof ZJobViewerState>;

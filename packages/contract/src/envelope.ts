import { z } from 'zod';

/**
 * Why a request was refused, for a client to act on (the message is for the person): `step_up_required`, the second
 * step is older than ten minutes for something that cannot be undone (decision 166): give it again at
 * POST /api/v1/user/second-step/step-up, then repeat the request.
 */
export const ERROR_REASONS = ['step_up_required'] as const;
export type TErrorReason = (typeof ERROR_REASONS)[number];

export const ZErrorEnvelope = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
/** The 403 of an endpoint declared `stepUp` (decision 166): the envelope and its `reason`. */
export const ZStepUpRefusal = ZErrorEnvelope.extend({ reason: z.enum(ERROR_REASONS).optional() });
export type TErrorEnvelope = z.infer<typeof ZStepUpRefusal>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export interface TEnvelope<T> {
  message: string;
  data: T;
}

import { z } from 'zod';

export const ZErrorEnvelope = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export interface TEnvelope<T> {
  message: string;
  data: T;
}

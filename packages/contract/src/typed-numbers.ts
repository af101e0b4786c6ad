/** The schemas of numbers read from text; the zod-free rules they use live in digits.ts, for the pages' first load (decision 061). */
import { z } from 'zod';
import { plainNumberText, salaryRangeReversed } from './digits.ts';

/** `schema` (a `z.coerce.number()…`) fed typed text as plainNumberText reads it: «٥٠٠٠» is 5000. */
export const typedNumber = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? plainNumberText(value) : value), schema);

/** The rule on a search's `salary_min` / `salary_max` (a refinement): "salary_range" on the "to". */
export function checkSalaryRange(value: { salary_min?: number; salary_max?: number }, context: z.RefinementCtx): void {
  if (salaryRangeReversed(value.salary_min, value.salary_max)) context.addIssue({ code: 'custom', path: ['salary_max'], message: 'salary_range' });
}

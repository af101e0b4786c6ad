import { z } from 'zod';
import { toAsciiDigits } from './digits.ts';

/**
 * A number as people type it, as plain text: Arabic-Indic (٠-٩) and Persian (۰-۹) digits read as ASCII, thousands
 * separators (, ٬ and spaces) and direction marks dropped, the Arabic decimal mark (٫) read as a point. One rule for
 * every numeric field: the web's form readers (lib/form-data.ts) and the schemas of numbers read from text (a search's
 * address, an alert's filters) both use it, so the server and the page agree.
 */
export const plainNumberText = (raw: string): string =>
  toAsciiDigits(raw)
    .replace(/[\s,\u066c\u200e\u200f]/g, '')
    .replace(/\u066b/g, '.');

/** `schema` (a `z.coerce.number()…`) fed typed text as plainNumberText reads it: «٥٠٠٠» is 5000. */
export const typedNumber = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? plainNumberText(value) : value), schema);

/** A salary range whose "to" is below its "from": the one rule of job search, job alerts, candidate search and a job's own range. */
export const salaryRangeReversed = (from: unknown, to: unknown): boolean => typeof from === 'number' && typeof to === 'number' && Number.isFinite(from) && Number.isFinite(to) && to < from;

/** The rule on a search's `salary_min` / `salary_max` (a refinement): "salary_range" on the "to". */
export function checkSalaryRange(value: { salary_min?: number; salary_max?: number }, context: z.RefinementCtx): void {
  if (salaryRangeReversed(value.salary_min, value.salary_max)) context.addIssue({ code: 'custom', path: ['salary_max'], message: 'salary_range' });
}

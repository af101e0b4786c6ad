import type { z } from 'zod';
import { localizeIssues, type TFieldErrors, type TLocale } from '@tawzeef/contract';

export type TValidation<T> = { data: T; errors?: undefined } | { data?: undefined; errors: TFieldErrors };

/**
 * Parses input with a contract schema; errors come back keyed by field, in the user's language. The server imports
 * it; the browser fetches it with a form's schema (lib/forms.ts), as its messages in both languages weigh 6 KB.
 */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown, locale: TLocale): TValidation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { errors: localizeIssues(result.error.issues, input, locale) };
}

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { localizeIssues, type TFieldErrors, type TLocale } from '@tawzeef/contract';

export type TValidation<T> = { data: T; errors?: undefined } | { data?: undefined; errors: TFieldErrors };

/** Parses input with a contract schema; errors come back keyed by field, in the user's language. */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown, locale: TLocale): TValidation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { errors: localizeIssues(result.error.issues, input, locale) };
}

/**
 * Client-side validation with the same schema the API enforces, for comfort only: a form that fails it is
 * not sent. Errors from the server (the last action result) replace these at each field.
 */
export function useClientValidation<S extends z.ZodType>(schema: S, toInput: (form: FormData) => unknown, locale: TLocale, serverErrors?: TFieldErrors) {
  const [clientErrors, setClientErrors] = useState<TFieldErrors>({});
  const [submittedServerErrors, setSubmittedServerErrors] = useState<TFieldErrors | undefined>(serverErrors);
  if (serverErrors !== submittedServerErrors) {
    setSubmittedServerErrors(serverErrors);
    setClientErrors({});
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validateWith(schema, toInput(new FormData(event.currentTarget)), locale);
    if (result.errors) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors({});
    }
  };
  const errorOf = (field: string): string | undefined => serverErrors?.[field]?.[0] ?? clientErrors[field]?.[0];
  return { onSubmit, errorOf };
}

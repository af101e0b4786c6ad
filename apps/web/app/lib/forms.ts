import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { TFieldErrors, TLocale } from '@tawzeef/contract';
import type { validateWith } from './validate.ts';
import { onFirstTouch } from './first-touch.ts';

/** The messages of every rule in both languages, with the check itself: fetched once the page is interactive. */
const validation = () => import('./validate.ts');

/** A form's schema, or a loader of it (a dynamic import), so that Zod and the schema are not in the page's first load. */
export type TSchemaSource<S> = S | (() => Promise<S>);

/**
 * Client-side validation with the same schema the API enforces, for comfort only: a form that fails it is
 * not sent. Errors from the server (the last action result) replace these at each field.
 * Public pages pass a loader (decision 061): the schema is fetched at the first focus, press or key on the page
 * (decision 163), and a form sent before it arrives goes to the server unchecked, whose answer names the same errors
 * in the user's language.
 */
export function useClientValidation<S extends z.ZodType>(source: TSchemaSource<S>, toInput: (form: FormData) => unknown, locale: TLocale, serverErrors?: TFieldErrors) {
  const [clientErrors, setClientErrors] = useState<TFieldErrors>({});
  // How many times a submit was refused here: a form that shows its errors where the eye is reacts to each refusal.
  const [refusals, setRefusals] = useState(0);
  const [submittedServerErrors, setSubmittedServerErrors] = useState<TFieldErrors | undefined>(serverErrors);
  const loaded = useRef<{ schema: S; validate: typeof validateWith } | null>(null);
  useEffect(() => {
    let live = true;
    // Fetched when the person first reaches for the page (decision 163), not with a visit that only reads it.
    const remove = onFirstTouch(() => {
      Promise.all([typeof source === 'function' ? source() : source, validation()]).then(
        ([schema, module]) => {
          if (live) loaded.current = { schema, validate: module.validateWith };
        },
        // Not arrived (offline, a new deployment): the server checks the form.
        () => undefined,
      );
    });
    return () => {
      live = false;
      remove();
    };
  }, [source]);
  if (serverErrors !== submittedServerErrors) {
    setSubmittedServerErrors(serverErrors);
    setClientErrors({});
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = loaded.current;
    if (!check) return;
    const result = check.validate(check.schema, toInput(new FormData(event.currentTarget)), locale);
    if (result.errors) {
      event.preventDefault();
      setClientErrors(result.errors);
      setRefusals((count) => count + 1);
    } else {
      setClientErrors({});
    }
  };
  const errorOf = (field: string): string | undefined => serverErrors?.[field]?.[0] ?? clientErrors[field]?.[0];
  /** Every field's error shown, the server's winning over the form's own. */
  const errors: TFieldErrors = { ...clientErrors, ...serverErrors };
  return { onSubmit, errorOf, errors, refusals };
}

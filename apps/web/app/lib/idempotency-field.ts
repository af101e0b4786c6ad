/**
 * The hidden field that carries a form's own Idempotency-Key (decisions 093, 095), in a module of its own: the job
 * page's report form renders it in the page's first load, which must not take the form helpers along for one name.
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

/** The form's own key, when it sent one (the API refuses a malformed one). */
export function formIdempotencyKey(form: FormData): string | undefined {
  const value = form.get(IDEMPOTENCY_FIELD);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

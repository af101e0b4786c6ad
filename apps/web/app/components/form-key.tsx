import { useState } from 'react';
import { IDEMPOTENCY_FIELD } from '../lib/idempotency-field.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** A new key for a form: a UUID where the browser makes them (a secure context), else 128 random bits in hex. */
export function newBrowserFormKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The hidden field that carries a form's own Idempotency-Key (decisions 093, 095): a double click or a retry after
 * an error page writes once. `formKey` is the one the page's loader made for a logged-in person (their pages are never
 * shared). A visitor's page may come from the page cache, shared by every visitor for a few seconds (decision 049),
 * so a form visitors use gets no key from the server (`formKey` null): the browser makes one when the page is
 * hydrated, kept while the page stays (a failed send keeps it; without JavaScript the form sends none).
 */
export function FormKeyField({ formKey }: { formKey: string | null | undefined }) {
  const hydrated = useHydrated();
  // Made once for the form's life on the page (the server's render shows none, so hydration matches).
  const [own] = useState(newBrowserFormKey);
  const value = formKey || (hydrated ? own : null);
  return value ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} data-testid="form-key" /> : null;
}

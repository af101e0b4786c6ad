import { data } from 'react-router';
import type { z } from 'zod';
import type { TAccountProfile, TLookupItem, TLookupKind } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../../lib/api.server.ts';
import { submitToApi } from '../../../lib/forms.server.ts';
import type { TSectionResult } from './section-form.tsx';

/** The job seeker's account and CV (GET /user/profile). A page cannot show its form without it: failures go to the error page. */
export async function loadProfile(args: TApiArgs): Promise<TAccountProfile> {
  const result = await callApi<TAccountProfile>(args, 'GET', '/api/v1/user/profile');
  if (!result.ok || !result.data) {
    console.error('Profile load failed', result.status, result.message);
    throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  }
  return result.data;
}

/**
 * Lookup lists in the request's language. A select without its options would clear the saved value on the
 * next save, so a missing list is an error page rather than an empty select.
 */
export async function loadLookups<K extends TLookupKind>(args: TApiArgs, kinds: readonly K[]): Promise<Record<K, TLookupItem[]>> {
  const results = await Promise.all(kinds.map((kind) => callApi<TLookupItem[]>(args, 'GET', `/api/v1/lookups/${kind}`)));
  const failed = results.find((r) => !r.ok || !r.data);
  if (failed) throw data(failed.message, { status: 503 });
  return Object.fromEntries(kinds.map((kind, i) => [kind, results[i]?.data ?? []])) as Record<K, TLookupItem[]>;
}

/** The typed text of a form, to put back in the fields when a page without JavaScript shows the errors. Passwords never travel back. */
export function typedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (/password/i.test(name)) continue;
    const all = form.getAll(name).filter((v): v is string => typeof v === 'string');
    values[name] = all.length > 1 || name.endsWith('_ids') ? all : (all[0] ?? '');
  }
  return values;
}

/** A section's action: PUT /user/profile/{section} with the form as the schema's body; the server's message becomes the toast. */
export async function saveSection<S extends z.ZodType>(args: TApiArgs, section: string, schema: S, toInput: (form: FormData) => unknown) {
  const form = await args.request.formData();
  const result = await submitToApi<null, S>(args, schema, toInput(form), `/api/v1/user/profile/${section}`, { values: typedValues(form) }, 'PUT');
  if (!result.ok) return result.response;
  return data<TSectionResult>({ ok: true, message: result.message });
}

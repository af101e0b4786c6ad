import { data } from 'react-router';
import type { z } from 'zod';
import type { TAccountProfile, TLookupItem, TLookupKind } from '@tawzeef/contract';
import { callApi, type TApiArgs } from '../../../lib/api.server.ts';
import { submitToApi } from '../../../lib/forms.server.ts';
import type { TSectionResult } from './section-form.tsx';
import { typedValues } from '../../../lib/form-data.ts';

/** The job seeker's account and CV (GET /user/profile). A page cannot show its form without it: failures go to the error page. */
export async function loadProfile(args: TApiArgs): Promise<TAccountProfile> {
  const result = await callApi<TAccountProfile>(args, 'GET', '/api/v1/user/profile');
  if (!result.ok || !result.data) {
    console.error('Profile load failed', result.status, result.message);
    throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  }
  return result.data;
}

/** A section's action: PUT /user/profile/{section} with the form as the schema's body; the server's message becomes the toast. */
export async function saveSection<S extends z.ZodType>(args: TApiArgs, section: string, schema: S, toInput: (form: FormData) => unknown) {
  const form = await args.request.formData();
  const result = await submitToApi<null, S>(args, schema, toInput(form), `/api/v1/user/profile/${section}`, { values: typedValues(form) }, 'PUT');
  if (!result.ok) return result.response;
  return data<TSectionResult>({ ok: true, message: result.message });
}

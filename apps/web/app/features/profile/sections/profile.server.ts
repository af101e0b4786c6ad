import { data } from 'react-router';
import type { API, TAccountProfile } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { submitToApi } from '../../../lib/server/forms.server.ts';
import type { TSectionResult } from './section-form.tsx';
import { typedValues } from '../../../lib/form-data.ts';

/** The job seeker's account and CV (the profile endpoint). A page cannot show its form without it: failures go to the error page. */
export async function loadProfile(args: TApiArgs): Promise<TAccountProfile> {
  const result = await api(args).profile.get();
  if (!result.ok || !result.data) {
    console.error('Profile load failed', result.status, result.message);
    throw data(result.message, { status: result.status >= 500 ? 503 : result.status });
  }
  return result.data;
}

/** A CV section's endpoint (API.profile.saveInfo, ...): a PUT of the section's fields, answered with no data. */
export type TSectionEndpoint = Extract<(typeof API.profile)[keyof typeof API.profile], { method: 'PUT' }>;

/** A section's action: the form as the section endpoint's body; the server's message becomes the toast. */
export async function saveSection(args: TApiArgs, endpoint: TSectionEndpoint, toInput: (form: FormData) => unknown) {
  const form = await args.request.formData();
  const result = await submitToApi(args, endpoint, toInput(form), { extra: { values: typedValues(form) } });
  if (!result.ok) return result.response;
  return data<TSectionResult>({ ok: true, message: result.message });
}

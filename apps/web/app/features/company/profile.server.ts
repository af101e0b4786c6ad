import { data, redirect } from 'react-router';
import { ZCompanyProfileInput, type TCompanyOwn, type TFieldErrors, type TLookupItem, type TMapSettings } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../lib/server/api.server.ts';
import { localeContext, sessionContext, type TActionResult } from '../../lib/context.ts';
import { memberCan } from '../../lib/company-access.ts';
import { ownerNames } from '../../lib/server/company-access.server.ts';
import { flashHeader } from '../../lib/server/flash.server.ts';
import { validateWith } from '../../lib/validate.ts';
import { withPrefix } from '../../lib/locale-path.ts';
import { translator } from '../../i18n/index.ts';
import { pickedFile, text } from '../../lib/form-data.ts';
import { WITHDRAW_NAME_INTENT } from './name-change.tsx';
import { uploadFile } from '../../lib/server/uploads.server.ts';
import { loadLookups } from '../../lib/server/lookups.server.ts';
import { loadMapSettings } from '../../lib/server/map-settings.server.ts';
import { companyFormValues, companyProfileInput, type TCompanyFormValues } from './profile-input.ts';

export interface TCompanyProfileData {
  company: TCompanyOwn;
  saved: TCompanyFormValues;
  cities: TLookupItem[];
  sectors: TLookupItem[];
  map: TMapSettings | null;
  /** A role that may not change the profile (decision 148): the owners who may, by name; null for them. */
  owners: string | null;
}

export interface TCompanyProfileResult extends TActionResult {
  /** What was typed (and the ids of files uploaded by this refused submission), to show again. */
  values?: TCompanyFormValues;
}

/** GET /company-profile: the company's own profile, the lookup lists its selects need, and the map settings. */
export async function companyProfileLoader(args: TApiArgs): Promise<TCompanyProfileData> {
  const mayChange = memberCan(args.context.get(sessionContext).user, 'company:write');
  const [own, lookups, map, owners] = await Promise.all([
    api(args).company.get(),
    loadLookups(args, ['cities', 'sectors'] as const),
    loadMapSettings(args),
    mayChange ? null : ownerNames(args),
  ]);
  if (!own.ok || !own.data) throw data(own.message, { status: own.status >= 500 ? 503 : own.status });
  return { company: own.data, saved: companyFormValues(own.data), cities: lookups.cities, sectors: lookups.sectors, map, owners };
}

function typedValues(form: FormData): TCompanyFormValues {
  const values: TCompanyFormValues = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * POST /company-profile (multipart): check the fields with the contract schema, upload a newly chosen logo or
 * commercial registration (the files upload endpoint), then save everything (API.company.update). Success
 * redirects with a toast; a refusal answers the field errors and what was typed.
 */
export async function companyProfileAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const values = typedValues(form);
  const fail = (status: number, message: string, errors?: TFieldErrors) =>
    data<TCompanyProfileResult>({ ok: false, message: message || t('errors.generic'), errors, values }, { status });

  if (text(form, 'intent') === WITHDRAW_NAME_INTENT) {
    // Back to the page either way (a refusal, e.g. already decided, shows as an error toast over the current state).
    const withdrawn = await api(args).company.withdrawNameChange();
    const flash = { kind: withdrawn.ok ? 'success' : 'error', message: withdrawn.message || t(withdrawn.ok ? 'toast.success' : 'errors.generic') } as const;
    return redirect(withPrefix(prefix, '/company-profile'), { headers: { 'Set-Cookie': await flashHeader(flash, context) } });
  }

  const checked = validateWith(ZCompanyProfileInput, companyProfileInput(form), locale);
  if (checked.errors) return fail(422, t('errors.generic'), checked.errors);
  const body = { ...checked.data };

  const uploads = [
    { part: 'logo', kind: 'logo', field: 'logo_file_id' },
    { part: 'commercial_file', kind: 'commercial', field: 'commercial_file_id' },
  ] as const;
  for (const upload of uploads) {
    const file = pickedFile(form, upload.part);
    if (!file) continue;
    const uploaded = await uploadFile(args, upload.kind, file, upload.field);
    if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
    body[upload.field] = uploaded.file.id;
    // Kept if the save below is refused, so the file need not be chosen again.
    values[upload.field] = String(uploaded.file.id);
    if (upload.part === 'commercial_file') values.commercial_file_name = file.name;
    if (upload.part === 'logo') values.remove_logo = '';
  }

  const saved = await api(args).company.update({ body });
  if (!saved.ok) return fail(saved.status, saved.message, saved.errors);
  const message = saved.message || t('company.profile.saved');
  return redirect(withPrefix(prefix, '/company-profile'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message }, context) } });
}

import { data } from 'react-router';
import { API, ZCvDraft, type TCvDraft, type TFieldErrors } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { pickedFile, text } from '../../../lib/form-data.ts';
import { submitToApi } from '../../../lib/server/forms.server.ts';
import { translator } from '../../../i18n/index.ts';
import { LIST_SPECS } from '../lists/specs.ts';
import { contactInfoInput, infoInput, personalInfoInput } from '../sections/forms.ts';
import { loadProfile } from '../sections/profile.server.ts';
import { contactInfoValues, infoValues, personalInfoValues } from '../sections/values.ts';
import { LIST_OF_PART, partKind, type TDraftPartKind } from './draft-parts.ts';

/** The import page's data: what is saved now, so that a confirmed section keeps the fields the CV did not give. */
export async function importLoader(args: TApiArgs) {
  const profile = await loadProfile(args);
  return { personal: personalInfoValues(profile), contact: contactInfoValues(profile), info: infoValues(profile) };
}

export interface TImportResult {
  ok: boolean;
  message: string;
  intent: 'read' | 'save' | 'skip';
  errors?: TFieldErrors;
  /** The draft, carried by every form of the page (nothing of it is stored on the server). */
  draft?: TCvDraft;
  /** The part a save or skip was about ("experiences.0"). */
  part?: string;
  /** Parts saved and skipped so far (pages without JavaScript show them from here). */
  saved?: string[];
  skipped?: string[];
  values?: Record<string, string>;
}

const listOf = (form: FormData, name: string) => text(form, name).split(',').filter(Boolean);

/** Saves one confirmed part of the draft through the section's own endpoint (and its validation). */
async function savePart(args: TApiArgs, kind: TDraftPartKind, form: FormData) {
  if (kind === 'personal') return submitToApi(args, API.profile.savePersonalInfo, personalInfoInput(form));
  if (kind === 'contact') return submitToApi(args, API.profile.saveContactInfo, contactInfoInput(form));
  if (kind === 'about') return submitToApi(args, API.profile.saveInfo, infoInput(form));
  const spec = LIST_SPECS[LIST_OF_PART[kind]];
  // The list's create endpoint checks the body with the list's own schema (the same one its page uses).
  return submitToApi(args, API[spec.group].create as typeof API.cvSkills.create, spec.toInput(form) as never);
}

/**
 * The import page's action. `read`: the chosen file goes to the API, which answers a draft (the file is not kept).
 * `save`: one part of the draft, as the person corrected it, is saved through its section's endpoint. `skip`: the
 * part is left out. Every form carries the draft and what was done, so the page works without JavaScript too.
 */
export async function importAction(args: TApiArgs) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');

  if (intent === 'read') {
    const file = pickedFile(form, 'file');
    if (!file) return data<TImportResult>({ ok: false, intent, message: t('errors.generic'), errors: { file: [t('cvImport.file')] } }, { status: 422 });
    const body = new FormData();
    body.append('file', file, file.name || 'cv');
    const result = await api(args).cvImport.read({ body });
    if (!result.ok || !result.data) {
      return data<TImportResult>({ ok: false, intent, message: result.message, errors: { file: [result.errors?.file?.[0] ?? result.message] } }, { status: result.status });
    }
    return data<TImportResult>({ ok: true, intent, message: result.message, draft: result.data, saved: [], skipped: [] });
  }

  const parsed = ZCvDraft.safeParse(JSON.parse(text(form, 'draft') || 'null'));
  const part = text(form, 'part');
  const kind = partKind(part);
  if (!parsed.success || !kind || (intent !== 'save' && intent !== 'skip')) return data<TImportResult>({ ok: false, intent: 'read', message: t('errors.generic') }, { status: 400 });
  const state = { draft: parsed.data, part, saved: listOf(form, 'saved'), skipped: listOf(form, 'skipped') };
  if (intent === 'skip') return data<TImportResult>({ ok: true, intent, message: '', ...state, skipped: [...state.skipped, part] });

  const result = await savePart(args, kind, form);
  if (!result.ok) {
    const failure = result.response.data as TImportResult;
    const values = Object.fromEntries([...form.entries()].filter(([name, value]) => typeof value === 'string' && !['draft', 'current_password'].includes(name)) as Array<[string, string]>);
    return data<TImportResult>({ ...failure, ok: false, intent, ...state, values }, { status: result.response.init?.status ?? 422 });
  }
  return data<TImportResult>({ ok: true, intent, message: result.message, ...state, saved: [...state.saved, part] });
}

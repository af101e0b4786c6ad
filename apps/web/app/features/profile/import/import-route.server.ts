import { data } from 'react-router';
import { API, ZCvDraft, type TCvDraft, type TFieldErrors } from '@tawzeef/contract';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { pickedFile, text } from '../../../lib/form-data.ts';
import { submitToApi } from '../../../lib/server/forms.server.ts';
import { translator } from '../../../i18n/index.ts';
import { LIST_SPECS } from '../lists/specs.ts';
import { contactInfoInput, infoInput, jobRequiredInput, personalInfoInput } from '../sections/forms.ts';
import { loadProfile } from '../sections/profile.server.ts';
import { contactInfoValues, infoValues, jobRequiredValues, personalInfoValues } from '../sections/values.ts';
import { LIST_OF_PART, draftCards, partKind, type TDraftPartKind, type TSavedValues } from './draft-parts.ts';

/** The import page's data: what is saved now, so that a confirmed section keeps the fields the CV did not give. */
export async function importLoader(args: TApiArgs): Promise<TSavedValues> {
  const profile = await loadProfile(args);
  return { personal: personalInfoValues(profile), contact: contactInfoValues(profile), info: infoValues(profile), job: jobRequiredValues(profile) };
}

export interface TImportResult {
  ok: boolean;
  message: string;
  intent: 'read' | 'save' | 'skip' | 'save-all';
  errors?: TFieldErrors;
  /** The draft, carried by every form of the page (nothing of it is stored on the server). */
  draft?: TCvDraft;
  /** The part a save or skip was about ("experiences.0"). */
  part?: string;
  /** Parts saved and skipped so far (pages without JavaScript show them from here). */
  saved?: string[];
  skipped?: string[];
  values?: Record<string, string>;
  /** "Save all" without JavaScript: the parts that could not be saved, each with its refusal (decision 152). */
  failures?: Record<string, { message: string; errors?: TFieldErrors }>;
}

const listOf = (form: FormData, name: string) => text(form, name).split(',').filter(Boolean);

/** Saves one confirmed part of the draft through the section's own endpoint (and its validation). */
async function savePart(args: TApiArgs, kind: TDraftPartKind, form: FormData) {
  if (kind === 'personal') return submitToApi(args, API.profile.savePersonalInfo, personalInfoInput(form));
  if (kind === 'contact') return submitToApi(args, API.profile.saveContactInfo, contactInfoInput(form));
  if (kind === 'about') return submitToApi(args, API.profile.saveInfo, infoInput(form));
  if (kind === 'headline') return submitToApi(args, API.profile.saveJobRequired, jobRequiredInput(form));
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

  if (intent === 'save-all') return saveAll(args, form);

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

/**
 * "Save all" (decision 152) as a page without JavaScript sends it: every part neither saved nor skipped, as it was
 * read, through its section's endpoint, one after the other. With JavaScript the page sends each card's own form
 * instead, so that what the person corrected is what is saved. A part refused stays open with its errors.
 */
async function saveAll(args: TApiArgs, form: FormData) {
  const { locale } = args.context.get(localeContext);
  const t = translator(locale);
  const parsed = ZCvDraft.safeParse(JSON.parse(text(form, 'draft') || 'null'));
  if (!parsed.success) return data<TImportResult>({ ok: false, intent: 'read', message: t('errors.generic') }, { status: 400 });
  const saved = listOf(form, 'saved');
  const skipped = listOf(form, 'skipped');
  const cards = draftCards(parsed.data, await importLoader(args), t, locale).filter((card) => !saved.includes(card.part) && !skipped.includes(card.part));
  const failures: NonNullable<TImportResult['failures']> = {};
  for (const card of cards) {
    const fields = new FormData();
    for (const [name, value] of Object.entries({ ...card.hidden, ...card.values })) if (value !== '') fields.set(name, value);
    const result = await savePart(args, card.kind, fields);
    if (result.ok) saved.push(card.part);
    else {
      const refusal = result.response.data as TImportResult;
      failures[card.part] = { message: refusal.message, errors: refusal.errors };
    }
  }
  const failed = Object.keys(failures).length;
  const message = failed ? t('cvImport.saveAllPartly', { count: failed }) : t('cvImport.saveAllDone');
  return data<TImportResult>({ ok: failed === 0, intent: 'save-all', message, draft: parsed.data, saved, skipped, failures }, { status: failed ? 422 : 200 });
}

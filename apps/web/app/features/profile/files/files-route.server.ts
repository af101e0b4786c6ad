import { data, redirect } from 'react-router';
import { isPublicFileKind, type TCvFile } from '@tawzeef/contract';
import type { TActionResult } from '../../../lib/context.ts';
import { api, type TApiArgs } from '../../../lib/server/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { flashHeader } from '../../../lib/server/flash.server.ts';
import { text } from '../../../lib/form-data.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { translator } from '../../../i18n/index.ts';
import { pickedFile } from '../../../lib/form-data.ts';
import { removeFiles, uploadFile } from '../../../lib/server/uploads.server.ts';

export type TProfileSlot = 'photo' | 'cv';

export interface TSlotFile {
  id: number;
  name: string;
  size: number | null;
  createdAt: string | null;
  /** Where the page shows or downloads it: the public address of a photo when the API gives one. */
  url: string | null;
}

/** One of the seeker's CV files (decision 132): the default is the one applying sends unless another is chosen. */
export interface TCvSlotFile extends TSlotFile {
  label: string | null;
  isDefault: boolean;
}

export interface TFilesPageData {
  photo: TSlotFile | null;
  /** The CV files, the default first; at most MAX_CV_FILES. */
  cvFiles: TCvSlotFile[];
}

export interface TFilesActionResult extends TActionResult {
  intent: string;
  /** The CV file a rename was for, so that its error shows by its own field. */
  fileId?: number;
}

/** The person's photo and CV files, from the profile. */
export async function filesLoader(args: TApiArgs): Promise<TFilesPageData> {
  const client = api(args);
  const [result, listed] = await Promise.all([client.profile.get(), client.cvFiles.list()]);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  const cv = result.data?.cv;
  const slot = (id: number | null | undefined): TSlotFile | null => {
    const file: TCvFile | undefined = typeof id === 'number' ? cv?.files.find((f) => f.id === id) : undefined;
    if (!file) return null;
    return {
      id: file.id,
      name: file.original_name,
      size: file.size,
      createdAt: file.created_at,
      url: isPublicFileKind(file.kind) ? file.url : null,
    };
  };
  const cvFiles = (listed.ok ? (listed.data ?? []) : []).map((file) => ({ id: file.id, name: file.original_name, size: file.size, createdAt: file.created_at, url: null, label: file.label, isDefault: file.is_default }));
  return { photo: slot(cv?.photo_file_id), cvFiles };
}

/**
 * intent photo: uploads the chosen photo and attaches it (the API removes the one it replaces); remove-photo detaches
 * (and so deletes) it. intent cv: uploads a CV file and adds it to the CV files, named and made the default when asked;
 * cv-default, cv-rename (`label`, empty for none) and cv-delete act on one of them (`file_id`).
 */
export async function filesAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const client = api(args);
  const fail = (status: number, message: string, errors?: TFilesActionResult['errors']) => data<TFilesActionResult>({ ok: false, intent, message, errors }, { status });
  const done = async (message: string) =>
    redirect(withPrefix(prefix, '/profile/files'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });
  const answered = (result: { ok: boolean; status: number; message: string }) => (result.ok ? done(result.message) : fail(result.status, result.message));

  if (intent === 'remove-photo') return answered(await client.profile.attachPhoto({ body: { file_id: null } }));
  if (intent === 'cv-default' || intent === 'cv-delete' || intent === 'cv-rename') {
    const id = Number(text(form, 'file_id'));
    if (!Number.isSafeInteger(id) || id < 1) return fail(400, t('errors.generic'));
    if (intent === 'cv-rename') {
      const renamed = await client.cvFiles.update({ params: { id }, body: { label: text(form, 'label') || null } });
      if (renamed.ok) return done(renamed.message);
      return data<TFilesActionResult>({ ok: false, intent, fileId: id, message: renamed.message, errors: renamed.errors }, { status: renamed.status });
    }
    return answered(intent === 'cv-default' ? await client.cvFiles.update({ params: { id }, body: { is_default: true } }) : await client.cvFiles.remove({ params: { id } }));
  }
  if (intent !== 'photo' && intent !== 'cv') return fail(400, t('errors.generic'));
  const file = pickedFile(form, 'file');
  if (!file) return fail(422, t('errors.generic'), { file: [t('cv.files.chooseFirst')] });
  const uploaded = await uploadFile(args, intent, file, 'file');
  if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
  const label = text(form, 'label');
  const attached =
    intent === 'photo'
      ? await client.profile.attachPhoto({ body: { file_id: uploaded.file.id } })
      : await client.cvFiles.create({ body: { file_id: uploaded.file.id, label: label || null, is_default: form.get('is_default') === 'on' } });
  if (!attached.ok) {
    await removeFiles(args, [uploaded.file.id]);
    // The label's own error stays by its field; the rest are the file's.
    const { label: labelErrors, ...others } = attached.errors ?? {};
    const fileErrors = Object.values(others).flat();
    return fail(attached.status, attached.message, { ...(fileErrors.length ? { file: fileErrors } : {}), ...(labelErrors ? { label: labelErrors } : {}) });
  }
  return done(attached.message);
}

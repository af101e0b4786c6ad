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

export const PROFILE_SLOTS = ['photo', 'cv'] as const;
export type TProfileSlot = (typeof PROFILE_SLOTS)[number];

export interface TSlotFile {
  id: number;
  name: string;
  size: number | null;
  createdAt: string | null;
  /** Where the page shows or downloads it: the public address of a photo when the API gives one. */
  url: string | null;
}

export interface TFilesPageData {
  photo: TSlotFile | null;
  cv: TSlotFile | null;
}

export interface TFilesActionResult extends TActionResult {
  intent: string;
}

/** The person's photo and CV file, from the profile. */
export async function filesLoader(args: TApiArgs): Promise<TFilesPageData> {
  const result = await api(args).profile.get();
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
  return { photo: slot(cv?.photo_file_id), cv: slot(cv?.cv_file_id) };
}

/** Attaches a file to the photo or CV slot, or detaches (and so deletes) the slot's file with null. */
function attach(args: TApiArgs, slot: TProfileSlot, fileId: number | null) {
  const client = api(args).profile;
  return slot === 'photo' ? client.attachPhoto({ body: { file_id: fileId } }) : client.attachCv({ body: { file_id: fileId } });
}

/**
 * intent photo | cv: uploads the chosen file and attaches it to its slot; the API removes the one it replaces.
 * remove-photo | remove-cv detaches (and so deletes) it.
 */
export async function filesAction(args: TApiArgs) {
  const { context } = args;
  const { locale, prefix } = context.get(localeContext);
  const t = translator(locale);
  const form = await args.request.formData();
  const intent = text(form, 'intent');
  const fail = (status: number, message: string, errors?: TFilesActionResult['errors']) => data<TFilesActionResult>({ ok: false, intent, message, errors }, { status });
  const done = async (message: string) =>
    redirect(withPrefix(prefix, '/profile/files'), { headers: { 'Set-Cookie': await flashHeader({ kind: 'success', message: message || t('toast.success') }, context) } });

  const removing = PROFILE_SLOTS.find((slot) => intent === `remove-${slot}`);
  if (removing) {
    const result = await attach(args, removing, null);
    return result.ok ? done(result.message) : fail(result.status, result.message);
  }
  const slot = PROFILE_SLOTS.find((s) => s === intent);
  if (!slot) return fail(400, t('errors.generic'));
  const file = pickedFile(form, 'file');
  if (!file) return fail(422, t('errors.generic'), { file: [t('cv.files.chooseFirst')] });
  const uploaded = await uploadFile(args, slot, file, 'file');
  if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
  const attached = await attach(args, slot, uploaded.file.id);
  if (!attached.ok) {
    await removeFiles(args, [uploaded.file.id]);
    return fail(attached.status, attached.message, attached.errors ? { file: Object.values(attached.errors).flat() } : undefined);
  }
  return done(attached.message);
}

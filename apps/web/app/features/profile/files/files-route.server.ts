import { data, redirect } from 'react-router';
import type { TActionResult } from '../../../lib/context.ts';
import { callApi, type TApiArgs } from '../../../lib/api.server.ts';
import { localeContext } from '../../../lib/context.ts';
import { flashHeader } from '../../../lib/flash.server.ts';
import { text } from '../../../lib/form-data.ts';
import { withPrefix } from '../../../lib/locale-path.ts';
import { translator } from '../../../i18n/index.ts';
import { pickedFile } from '../../../lib/form-data.ts';
import { removeFiles, uploadFile } from '../../../lib/uploads.server.ts';

export const PROFILE_SLOTS = ['photo', 'cv'] as const;
export type TProfileSlot = (typeof PROFILE_SLOTS)[number];

interface TStoredFile {
  id: number;
  kind: string;
  content_type?: string;
  size?: number;
  original_name?: string;
  name?: string;
  url?: string;
  created_at?: string | null;
}

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

/** The person's photo and CV file (GET /api/v1/user/profile). */
export async function filesLoader(args: TApiArgs): Promise<TFilesPageData> {
  const result = await callApi<{ cv: (Record<string, unknown> & { files?: TStoredFile[] }) | null }>(args, 'GET', '/api/v1/user/profile');
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  const cv = result.data?.cv;
  const slot = (id: unknown): TSlotFile | null => {
    const file = typeof id === 'number' ? cv?.files?.find((f) => f.id === id) : undefined;
    if (!file) return null;
    return {
      id: file.id,
      name: file.original_name ?? file.name ?? '',
      size: file.size ?? null,
      createdAt: file.created_at ?? null,
      url: file.url?.startsWith('/api/v1/public-files/') ? file.url : null,
    };
  };
  return { photo: slot(cv?.photo_file_id), cv: slot(cv?.cv_file_id) };
}

/**
 * intent photo | cv: uploads the chosen file (POST /api/v1/files?kind=...) and attaches it
 * (PUT /api/v1/user/profile/{photo|cv}); the API removes the one it replaces. remove-photo | remove-cv detaches
 * (and so deletes) it.
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
    const result = await callApi(args, 'PUT', `/api/v1/user/profile/${removing}`, { file_id: null });
    return result.ok ? done(result.message) : fail(result.status, result.message);
  }
  const slot = PROFILE_SLOTS.find((s) => s === intent);
  if (!slot) return fail(400, t('errors.generic'));
  const file = pickedFile(form, 'file');
  if (!file) return fail(422, t('errors.generic'), { file: [t('cv.files.chooseFirst')] });
  const uploaded = await uploadFile(args, slot, file, 'file');
  if (!uploaded.ok) return fail(uploaded.status, uploaded.message, uploaded.errors);
  const attached = await callApi(args, 'PUT', `/api/v1/user/profile/${slot}`, { file_id: uploaded.file.id });
  if (!attached.ok) {
    await removeFiles(args, [uploaded.file.id]);
    return fail(attached.status, attached.message, attached.errors ? { file: Object.values(attached.errors).flat() } : undefined);
  }
  return done(attached.message);
}

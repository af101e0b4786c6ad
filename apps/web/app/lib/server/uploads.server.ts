import type { TFieldErrors, TFile, TFileKind } from '@tawzeef/contract';
import { api, type TApiArgs } from './api.server.ts';

export type TUploadResult = { ok: true; file: TFile } | { ok: false; status: number; message: string; errors: TFieldErrors };

/**
 * Uploads one file of the person (the files upload endpoint, the kind in the query) as multipart with the part
 * named `file`. The API's errors for `file` come back under `field`, the form's name for it.
 */
export async function uploadFile(args: TApiArgs, kind: TFileKind, file: File, field: string): Promise<TUploadResult> {
  const body = new FormData();
  body.append('file', file, file.name || kind);
  const result = await api(args).files.upload({ query: { kind }, body });
  if (result.ok && result.data) return { ok: true, file: result.data };
  const errors: TFieldErrors = {};
  for (const [key, messages] of Object.entries(result.errors ?? {})) errors[key === 'file' || key === '_' ? field : key] = messages;
  if (!Object.keys(errors).length && result.message) errors[field] = [result.message];
  return { ok: false, status: result.status, message: result.message, errors };
}

/** Deletes files of the person that nothing uses any more; a failure is logged, never shown (the save itself worked). */
export async function removeFiles(args: TApiArgs, ids: ReadonlyArray<number | null | undefined>): Promise<void> {
  const client = api(args);
  for (const id of ids) {
    if (!id) continue;
    const result = await client.files.remove({ params: { id } });
    if (!result.ok && result.status !== 404) console.error('could not delete file', id, result.status, result.message);
  }
}

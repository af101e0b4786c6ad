import type { FastifyReply } from 'fastify';
import { FILE_CONTENT_TYPES, FILE_KINDS, FILE_RULES, canUpload, isPublicFileKind, type TFile, type TFileKind, type TUserType } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import type { TFileRow } from '../../db/schema/index.ts';
import { HttpError, forbidden, notFound, storageFull } from '../../errors.ts';
import { inspectUpload, invalid, sanitizeFileName } from './inspect-upload.ts';
import { deleteFileRow, findFileByKey, findOwnFile, insertFile } from './queries.ts';
import { StorageFullError, newFileKey, type TFileStorage } from './storage.ts';
import { StorageUnavailableError } from './s3-storage.ts';

// Other modules look a person's file up through this service.
export { findOwnFile } from './queries.ts';

/** What the file functions need; the application's deps (TAppDeps) fit. */
export interface TFileDeps {
  db: TDatabase;
  /** Where the bytes live: the local disk under UPLOADS_DIR, or another store (S3-compatible, ...). */
  storage: TFileStorage;
}

export interface TUploadInput {
  ownerId: number;
  kind: TFileKind;
  /** The name the client gave the file: cleaned and kept for display, never used for storage. */
  filename: string | undefined;
  /** The bytes as received; a route cuts them at the kind's maxBytes + 1. */
  buffer: Buffer;
  /** The request field that carried the file, for the error answer. */
  field?: string;
}

/** One file part as the route received it: its name and bytes, cut at `maxBytes`. Null when the request carries none. */
export type TReadFilePart = (maxBytes: number) => Promise<{ filename: string | undefined; buffer: Buffer } | null>;

/** The multipart field that carries an upload. */
export const FILE_FIELD = 'file';

export const PUBLIC_FILE_KINDS = FILE_KINDS.filter(isPublicFileKind);

export function isPrivateKind(kind: TFileKind): boolean {
  return !isPublicFileKind(kind);
}

/**
 * Checks, stores and records an upload for its owner; answers 422 with the field's message when it breaks its
 * kind's rule, and 507 when storage is full. The row is written only once the bytes are whole on the disk, so no
 * row ever points at missing or partial bytes; a crash between the two leaves bytes without a row, which the
 * storage clean-up removes (clean-up.ts).
 */
export async function saveUpload(deps: TFileDeps, input: TUploadInput): Promise<TFileRow> {
  const inspected = await inspectUpload(input.buffer, FILE_RULES[input.kind], input.field ?? FILE_FIELD);
  const { storage } = deps;
  const key = newFileKey();
  try {
    await storage.put(key, inspected.data);
  } catch (error) {
    if (error instanceof StorageFullError) throw storageFull();
    if (error instanceof StorageUnavailableError) throw new HttpError(503, 'storage_unavailable');
    throw error;
  }
  try {
    return await insertFile(deps.db, {
      key,
      owner_id: input.ownerId,
      kind: input.kind,
      content_type: FILE_CONTENT_TYPES[inspected.type],
      size: inspected.data.length,
      original_name: sanitizeFileName(input.filename, inspected.type, input.kind),
      width: inspected.width,
      height: inspected.height,
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * An upload by a logged-in person: refused (403) before a byte is read when their account type may not upload
 * this kind, then read one byte past the kind's limit (a larger file stops there and is refused as too large).
 */
export async function uploadOwnFile(
  deps: TFileDeps,
  owner: { id: number; type: TUserType },
  kind: TFileKind,
  readPart: TReadFilePart,
  formatDate: (date: Date) => string,
): Promise<TFile> {
  if (!canUpload(owner.type, kind)) throw forbidden();
  const part = await readPart(FILE_RULES[kind].maxBytes + 1);
  if (!part) throw invalid(FILE_FIELD, 'is_required');
  const row = await saveUpload(deps, { ownerId: owner.id, kind, filename: part.filename, buffer: part.buffer, field: FILE_FIELD });
  return toFileDto(row, formatDate);
}

/** One of the caller's files, to send: another owner's file, like a missing one, is a 404. */
export async function ownFileToSend(db: TDatabase, ownerId: number, id: number): Promise<TFileRow> {
  const file = await findOwnFile(db, ownerId, id);
  if (!file) throw notFound();
  return file;
}

/** A file of a public kind (photo, logo) by its key; private kinds are never found this way (404). */
export async function publicFileToSend(db: TDatabase, key: string): Promise<TFileRow> {
  const file = await findFileByKey(db, key, PUBLIC_FILE_KINDS);
  if (!file) throw notFound();
  return file;
}

/** Removes the row, then the bytes (a failure in between leaves unreachable bytes, never a row without bytes). */
export async function deleteFile(deps: TFileDeps, file: Pick<TFileRow, 'id' | 'key'>): Promise<void> {
  await deleteFileRow(deps.db, file.id);
  await deps.storage.delete(file.key);
}

/** Where a client fetches the bytes: by key without a token for public kinds, by id with the owner's token otherwise. */
export function fileUrl(file: Pick<TFileRow, 'id' | 'key' | 'kind'>): string {
  return isPrivateKind(file.kind) ? `/api/v1/files/${file.id}` : `/api/v1/public-files/${file.key}`;
}

export function toFileDto(file: TFileRow, formatDate: (date: Date) => string): TFile {
  return {
    id: file.id,
    kind: file.kind,
    content_type: file.content_type as TFile['content_type'],
    size: file.size,
    name: file.original_name,
    created_at: formatDate(file.created_at),
    url: fileUrl(file),
  };
}

/** RFC 6266/5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends the bytes with headers that keep browsers from running or sniffing them: private kinds download as
 * attachments and are never cached; public images show inline. `audience: 'public'` is the tokenless route.
 */
/**
 * Sends a file's bytes. A private file is an attachment unless `inline` says a reviewer reads it in the browser (an
 * administrator's registration or receipt): either way the sandbox CSP keeps any script in it from running.
 */
export async function streamFile(deps: Pick<TFileDeps, 'storage'>, reply: FastifyReply, file: TFileRow, audience: 'owner' | 'public' = 'owner', options: { inline?: boolean } = {}) {
  const stream = await deps.storage.stream(file.key).catch((error: unknown) => {
    if (error instanceof StorageUnavailableError) throw new HttpError(503, 'storage_unavailable');
    throw error;
  });
  if (!stream) {
    reply.log.error({ fileId: file.id }, 'file bytes missing from storage');
    throw notFound();
  }
  const isPrivate = isPrivateKind(file.kind);
  reply
    .header('Content-Type', file.content_type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(isPrivate && !options.inline ? 'attachment' : 'inline', file.original_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header(
      'Cache-Control',
      isPrivate ? 'private, no-store' : audience === 'public' ? 'public, max-age=86400' : 'private, max-age=0, must-revalidate',
    );
  // Public images may be shown by pages of another origin (a separate web tier).
  if (audience === 'public') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return reply.send(stream);
}

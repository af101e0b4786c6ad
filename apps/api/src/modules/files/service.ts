import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  FILE_CONTENT_TYPES,
  FILE_KINDS,
  FILE_NAME_MAX,
  FILE_RULES,
  MEGABYTE,
  fileTypeMessage,
  type TFile,
  type TFileKind,
  type TFileRule,
  type TFileType,
} from '@tawzeef/contract';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { files, type TFileRow } from '../../db/schema/index.ts';
import { HttpError, notFound, type TFieldError } from '../../errors.ts';
import { LocalFileStorage, newFileKey, type TFileStorage } from './storage.ts';

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

export interface TInspectedUpload {
  type: TFileType;
  /** What gets stored: the bytes as received for a PDF, the re-encoded image otherwise. */
  data: Buffer;
  width: number | null;
  height: number | null;
}

/** Used for a kind that accepts images but names no pixel limit. */
const DEFAULT_MAX_PIXELS = 25_000_000;
const JPEG_QUALITY = 85;

export const PUBLIC_FILE_KINDS = FILE_KINDS.filter((kind) => !FILE_RULES[kind].private);

export function isPrivateKind(kind: TFileKind): boolean {
  return FILE_RULES[kind].private;
}

function invalid(field: string, error: TFieldError): HttpError {
  return new HttpError(422, 'validation_failed', { [field]: error });
}

function detectedType(ext: string | undefined): TFileType | undefined {
  return ext === 'pdf' || ext === 'jpg' || ext === 'png' ? ext : undefined;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Checks an upload against its rule and prepares the bytes to store: the size first, then the real type
 * from the content (magic bytes; the name and declared type are ignored), then, for images, the pixel count
 * (from the header, before decoding), fixed dimensions, and a re-encode that applies the EXIF orientation and
 * drops every piece of metadata (EXIF, GPS, XMP, ICC, comments).
 */
export async function inspectUpload(buffer: Buffer, rule: TFileRule, field = 'file'): Promise<TInspectedUpload> {
  if (buffer.length === 0) throw invalid(field, 'is_required');
  if (buffer.length > rule.maxBytes) throw invalid(field, { key: 'image_size', params: { count: oneDecimal(rule.maxBytes / MEGABYTE) } });

  const wrongType = invalid(field, fileTypeMessage(rule));
  const type = detectedType((await fileTypeFromBuffer(buffer))?.ext);
  if (!type || !rule.types.includes(type)) throw wrongType;
  if (type === 'pdf') return { type, data: buffer, width: null, height: null };

  const maxPixels = rule.image?.maxPixels ?? DEFAULT_MAX_PIXELS;
  const tooLarge = invalid(field, { key: 'image_too_large_pixels', params: { count: oneDecimal(maxPixels / 1_000_000) } });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: maxPixels }).metadata();
  } catch (error) {
    throw isPixelLimitError(error) ? tooLarge : wrongType;
  }
  if (metadata.format !== (type === 'jpg' ? 'jpeg' : 'png') || !metadata.width || !metadata.height) throw wrongType;
  if (metadata.width * metadata.height > maxPixels) throw tooLarge;
  // The size the image shows at once its EXIF orientation is applied.
  const { width, height } = metadata.autoOrient;
  const fixed = rule.image;
  if ((fixed?.width !== undefined && width !== fixed.width) || (fixed?.height !== undefined && height !== fixed.height)) {
    throw invalid(field, { key: 'image_dimensions', params: { width: fixed?.width ?? width, height: fixed?.height ?? height } });
  }

  try {
    const pipeline = sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const encoded = type === 'jpg' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type, data, width: info.width, height: info.height };
  } catch (error) {
    throw isPixelLimitError(error) ? tooLarge : wrongType;
  }
}

const EXTENSIONS: Record<TFileType, readonly string[]> = { pdf: ['pdf'], jpg: ['jpg', 'jpeg'], png: ['png'] };

/**
 * The upload's name made safe to show and to put in a download header: the last path segment only,
 * without control, bidirectional-override or path characters, at most FILE_NAME_MAX characters, and
 * ending in the extension of the real type (a PNG sent as `x.pdf` is kept as `x.png`).
 */
export function sanitizeFileName(name: string | undefined, type: TFileType, kind: TFileKind): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  let clean = base
    .normalize('NFC')
    // Control characters, line separators, and invisible format characters such as the bidirectional
    // overrides and isolates that can disguise an extension (`cv\u202Efdp.exe`).
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[:*?"<>|]/g, '_')
    .trim();
  if (/^\.*$/.test(clean)) clean = '';
  const ext = path.extname(clean);
  let stem = ext ? clean.slice(0, -ext.length) : clean;
  const suffix = EXTENSIONS[type].includes(ext.slice(1).toLowerCase()) ? ext : `.${type}`;
  if (!stem.replace(/\./g, '').trim()) stem = kind;
  const chars = Array.from(stem);
  const room = FILE_NAME_MAX - Array.from(suffix).length;
  return (chars.length > room ? chars.slice(0, room).join('').trimEnd() : stem) + suffix;
}

/** Checks, stores and records an upload for its owner; answers 422 with the field's message when it breaks its kind's rule. */
export async function saveUpload(deps: TFileDeps, input: TUploadInput): Promise<TFileRow> {
  const inspected = await inspectUpload(input.buffer, FILE_RULES[input.kind], input.field ?? 'file');
  const { storage } = deps;
  const key = newFileKey();
  await storage.put(key, inspected.data);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        key,
        owner_id: input.ownerId,
        kind: input.kind,
        content_type: FILE_CONTENT_TYPES[inspected.type],
        size: inspected.data.length,
        original_name: sanitizeFileName(input.filename, inspected.type, input.kind),
        width: inspected.width,
        height: inspected.height,
      })
      .returning();
    if (!row) throw new Error('file row not returned');
    return row;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The caller's own file; another owner's file, like a missing one, is undefined (answered 404). */
export async function findOwnFile(db: TDatabase, ownerId: number, id: number): Promise<TFileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), eq(files.owner_id, ownerId))).limit(1);
  return row;
}

/** A file of a public kind (photo, logo) by its key; private kinds are never found this way. */
export async function findPublicFile(db: TDatabase, key: string): Promise<TFileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.key, key), inArray(files.kind, PUBLIC_FILE_KINDS))).limit(1);
  return row;
}

/** Removes the row, then the bytes (a failure in between leaves unreachable bytes, never a row without bytes). */
export async function deleteFile(deps: TFileDeps, file: Pick<TFileRow, 'id' | 'key'>): Promise<void> {
  await deps.db.delete(files).where(eq(files.id, file.id));
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
export async function streamFile(deps: Pick<TFileDeps, 'storage'>, reply: FastifyReply, file: TFileRow, audience: 'owner' | 'public' = 'owner') {
  const stream = await deps.storage.stream(file.key);
  if (!stream) {
    reply.log.error({ fileId: file.id }, 'file bytes missing from storage');
    throw notFound();
  }
  const isPrivate = isPrivateKind(file.kind);
  reply
    .header('Content-Type', file.content_type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(isPrivate ? 'attachment' : 'inline', file.original_name))
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

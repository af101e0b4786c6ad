import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { FILE_NAME_MAX, MEGABYTE, fileTypeMessage, type TFileKind, type TFileRule, type TFileType } from '@tawzeef/contract';
import { HttpError, type TFieldError } from '../../errors.ts';

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

/** A refusal of the upload's field with its message. */
export function invalid(field: string, error: TFieldError): HttpError {
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
    const oriented = sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    const pipeline = fixed?.maxWidth !== undefined && width > fixed.maxWidth ? oriented.resize({ width: fixed.maxWidth, withoutEnlargement: true }) : oriented;
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

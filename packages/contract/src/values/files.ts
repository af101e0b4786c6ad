/** The plain values of files: no Zod, so a page that shows a limit or a rule does not load the schemas (decision 061). */

import type { TUserType } from '../auth.ts';
import type { TMessageKey } from '../validation.ts';

/** What an uploaded file is for. The kind decides the rules below and who may read the file. */
export const FILE_KINDS = ['cv', 'photo', 'certificate', 'graduation', 'logo', 'commercial', 'invoice', 'message', 'cover'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/** The formats the platform accepts, recognised by their content (magic bytes), never by name or declared type. */
export const FILE_TYPES = ['pdf', 'jpg', 'png'] as const;
export type TFileType = (typeof FILE_TYPES)[number];

export const FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<TFileType, string>;

export interface TFileImageRule {
  /** Exact width in pixels, when the field needs fixed dimensions. */
  width?: number;
  /** Exact height in pixels, when the field needs fixed dimensions. */
  height?: number;
  /** Largest width × height accepted; checked from the header before any decoding. */
  maxPixels: number;
  /** A wider image is reduced to this width when it is re-encoded (its proportions kept). */
  maxWidth?: number;
}

export interface TFileRule {
  types: readonly TFileType[];
  maxBytes: number;
  /** Rules for JPG/PNG uploads of this kind (they are always re-encoded, without their metadata). */
  image?: TFileImageRule;
  /**
   * Private files are served only to their owner (and, later, to those the owner's actions allow).
   * Public files are also served without a token at /api/v1/public-files/{key}: the key is 128 random
   * bits, so only those given the URL can fetch it.
   */
  private: boolean;
}

export const MEGABYTE = 1024 * 1024;
const PHOTO_MAX_PIXELS = 25_000_000;
/** Scans and phone photos of documents are larger than profile photos. */
const DOCUMENT_MAX_PIXELS = 40_000_000;

/** Every upload limit of the platform, in one place. The API enforces it; forms can show it. */
export const FILE_RULES = {
  cv: { types: ['pdf'], maxBytes: 5 * MEGABYTE, private: true },
  // The profile photo appears wherever the person does (applications, messages, candidate search), in
  // <img> tags that cannot send a Bearer token: it is public to whoever has its unguessable URL.
  photo: { types: ['jpg', 'png'], maxBytes: 2 * MEGABYTE, image: { maxPixels: PHOTO_MAX_PIXELS }, private: false },
  certificate: { types: ['pdf', 'jpg', 'png'], maxBytes: 5 * MEGABYTE, image: { maxPixels: DOCUMENT_MAX_PIXELS }, private: true },
  graduation: { types: ['pdf', 'jpg', 'png'], maxBytes: 5 * MEGABYTE, image: { maxPixels: DOCUMENT_MAX_PIXELS }, private: true },
  // Company logos are shown on public job pages.
  logo: { types: ['jpg', 'png'], maxBytes: 2 * MEGABYTE, image: { maxPixels: PHOTO_MAX_PIXELS }, private: false },
  // The commercial registration as a PDF, or a phone photo or scan of it (checked and re-encoded like every image).
  commercial: { types: ['pdf', 'jpg', 'png'], maxBytes: 10 * MEGABYTE, image: { maxPixels: DOCUMENT_MAX_PIXELS }, private: true },
  invoice: { types: ['jpg', 'png', 'pdf'], maxBytes: 10 * MEGABYTE, image: { maxPixels: DOCUMENT_MAX_PIXELS }, private: true },
  // A file sent in a conversation (decision 029): only its two sides read it, through the conversation; never
  // uploaded through the files endpoint.
  message: { types: ['pdf', 'jpg', 'png'], maxBytes: 5 * MEGABYTE, image: { maxPixels: DOCUMENT_MAX_PIXELS }, private: true },
  // The cover image of a blog post or news (decision 034), uploaded by administrators, shown on public pages and
  // reduced to 1,600 pixels wide when wider.
  cover: { types: ['jpg', 'png'], maxBytes: 5 * MEGABYTE, image: { maxPixels: PHOTO_MAX_PIXELS, maxWidth: 1600 }, private: false },
} as const satisfies Record<TFileKind, TFileRule>;

/** The kinds each account type may upload; everyone else is refused (403). */
export const FILE_UPLOADERS = {
  USER: ['cv', 'photo', 'certificate', 'graduation'],
  COMPANY: ['logo', 'commercial', 'invoice'],
  ADMIN: ['cover'],
} as const satisfies Record<TUserType, readonly TFileKind[]>;

/** Public kinds (photo, logo) are served by key without a token; every other kind only to those allowed. */
export function isPublicFileKind(kind: TFileKind): boolean {
  return !FILE_RULES[kind].private;
}

export function canUpload(type: TUserType, kind: TFileKind): boolean {
  return (FILE_UPLOADERS[type] as readonly TFileKind[]).includes(kind);
}

/** The largest upload of any kind: the multipart parser's hard ceiling. */
export const FILE_MAX_BYTES = Math.max(...Object.values(FILE_RULES).map((rule) => rule.maxBytes));

/**
 * Limits for the multipart parser (busboy names): one file per request, a few small text fields.
 * The upload route lowers `fileSize` to the kind's maxBytes + 1, so a larger file is cut there and
 * answered 422 with the size message.
 */
export const MULTIPART_LIMITS = {
  fileSize: FILE_MAX_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 11,
  headerPairs: 100,
} as const;

/** Display names keep at most this many characters. */
export const FILE_NAME_MAX = 150;

/** The message for a file of the wrong format: the specification's PDF and image messages when they fit. */
export function fileTypeMessage(rule: Pick<TFileRule, 'types'>): TMessageKey {
  const types = rule.types as readonly TFileType[];
  if (types.length === 1 && types[0] === 'pdf') return 'file_pdf';
  if (!types.includes('pdf')) return 'image_type';
  return 'file_type';
}

import { FILE_RULES, MEGABYTE, fileTypeMessage, translateMessage, type TFileKind, type TFileType, type TLocale } from '@tawzeef/contract';

const EXTENSIONS: Record<TFileType, readonly string[]> = { pdf: ['.pdf'], jpg: ['.jpg', '.jpeg'], png: ['.png'] };
const MIME: Record<TFileType, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** The `accept` attribute of a file input for a kind: extensions and types, so pickers filter on every platform. */
export function acceptOf(kind: TFileKind): string {
  const types = FILE_RULES[kind].types as readonly TFileType[];
  return [...types.flatMap((type) => EXTENSIONS[type]), ...types.map((type) => MIME[type])].join(',');
}

export const maxMegabytes = (kind: TFileKind): number => Math.round((FILE_RULES[kind].maxBytes / MEGABYTE) * 10) / 10;

/** The message of the rule a kind's files must follow, e.g. "must be jpg or png" (the specification's wording). */
export const typeRuleMessage = (kind: TFileKind, locale: TLocale): string => translateMessage(fileTypeMessage(FILE_RULES[kind]), locale);

export const sizeRuleMessage = (kind: TFileKind, locale: TLocale): string => translateMessage('image_size', locale, { count: maxMegabytes(kind) });

/**
 * A quick check in the browser, by name and size only, so a wrong pick is reported before a long upload. The API
 * decides from the content (a PNG renamed .pdf passes here and is refused there).
 */
export function checkPickedFile(file: { name: string; size: number }, kind: TFileKind, locale: TLocale): string | null {
  const rule = FILE_RULES[kind];
  const name = file.name.toLowerCase();
  const types = rule.types as readonly TFileType[];
  if (!types.some((type) => EXTENSIONS[type].some((ext) => name.endsWith(ext)))) return typeRuleMessage(kind, locale);
  if (file.size > rule.maxBytes) return sizeRuleMessage(kind, locale);
  return null;
}

import { fileTypeFromBuffer } from 'file-type';
import { CV_IMPORT_MAX_BYTES, CV_IMPORT_MAX_PAGES, type TCvDraft } from '@tawzeef/contract';
import { HttpError } from '../../errors.ts';
import { linesOfItems } from './pdf-lines.ts';

/**
 * The text of an uploaded CV, line by line in reading order (decision 038): PDF through pdf.js (Mozilla's reader),
 * Word (DOCX) through mammoth. Only the bytes in memory are read; nothing is written anywhere.
 */

/** A Word file has no pages to count: this many characters (about twenty pages) is its limit instead. */
const DOCX_MAX_CHARACTERS = 40_000;
/** Fewer letters than this in the whole file: a scanned image, not text. */
const MIN_LETTERS = 20;

export interface TCvText {
  text: string;
  file: Omit<TCvDraft['file'], 'scripts'>;
}

async function readPdf(buffer: Buffer): Promise<TCvText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    document = await getDocument({ data: new Uint8Array(buffer), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch {
    throw new HttpError(422, 'cv_import_unreadable');
  }
  try {
    if (document.numPages > CV_IMPORT_MAX_PAGES) throw new HttpError(422, 'cv_import_too_many_pages');
    const lines: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      // Presentation forms kept as drawn (ligatures are one character each): unfolded once the line is in reading order.
      const content = await page.getTextContent({ disableNormalization: true });
      lines.push(...linesOfItems(content.items.flatMap((item) => ('str' in item ? [item] : []))));
      page.cleanup();
    }
    return { text: lines.join('\n'), file: { type: 'pdf', pages: document.numPages } };
  } finally {
    await document.destroy();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]+>/gu, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/gu, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/gu, ' ')
    .trim();

/** Word's paragraphs as lines, a table's rows as "cell | cell" lines. */
export function linesOfHtml(html: string): string[] {
  const withRows = html.replace(/<tr>([\s\S]*?)<\/tr>/gu, (_, row: string) => `<p>${row.split(/<\/t[dh]>/u).map(textOfHtml).filter(Boolean).join(' | ')}</p>`);
  return withRows
    .split(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/u)
    .map(textOfHtml)
    .filter(Boolean);
}

async function readDocx(buffer: Buffer): Promise<TCvText> {
  const mammoth = await import('mammoth');
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer })).value;
  } catch {
    throw new HttpError(422, 'cv_import_unreadable');
  }
  const text = linesOfHtml(html).join('\n');
  if (text.length > DOCX_MAX_CHARACTERS) throw new HttpError(422, 'cv_import_too_many_pages');
  return { text, file: { type: 'docx', pages: null } };
}

/** The text of a CV file, recognised by its content; refused (422) when it is not a PDF or DOCX, too long, or has no text. */
export async function readCvFile(buffer: Buffer): Promise<TCvText> {
  if (buffer.length > CV_IMPORT_MAX_BYTES) throw new HttpError(422, 'cv_import_too_large');
  const type = await fileTypeFromBuffer(buffer);
  let result: TCvText;
  if (type?.ext === 'pdf') result = await readPdf(buffer);
  else if (type?.ext === 'docx') result = await readDocx(buffer);
  else throw new HttpError(422, 'cv_import_type');
  if ((result.text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) throw new HttpError(422, 'cv_import_no_text');
  return result;
}

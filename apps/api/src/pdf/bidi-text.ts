import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

/**
 * Lines of mixed Arabic and Latin text in a pdfkit document (decision 121). pdfkit shapes Arabic through fontkit but
 * lays a string out in one direction: fontkit reverses a run whose script is right-to-left, Latin words and digits
 * inside it included. So each line is put in visual order here by the Unicode bidirectional algorithm (bidi-js, UAX #9
 * rules L1-L4, as pdfkit PR #1722 and pdfmake PR #2935 do), then drawn left to right in pieces of one font: a piece
 * holding Arabic letters goes back to logical order first, so that fontkit shapes it (joining forms, lam-alef) and
 * turns it to visual order itself. The text stays logical in the PDF's ToUnicode map, so copying and search work.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

/** IBM Plex Sans Arabic as @fontsource ships it, split by script: the Arabic letters, and Latin with the rest. */
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) => require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`);
export const FONTS = {
  arabic: fontFile('arabic', 400),
  'arabic-bold': fontFile('arabic', 700),
  latin: fontFile('latin', 400),
  'latin-bold': fontFile('latin', 700),
} as const;

export type TDirection = 'rtl' | 'ltr';
type TDoc = InstanceType<typeof PDFDocument>;

/** Characters the Arabic subset holds (the Arabic blocks and presentation forms). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Bidi controls: they steer the algorithm and are never drawn (no font has glyphs for them). */
const CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

export interface TTextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** Latin letters, for the direction of a text's first strong letter. */
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** The direction of the first strong letter (the web's dir="auto"), else `fallback` (the document's). */
export function textDirection(text: string, fallback: TDirection): TDirection {
  for (const char of text) {
    if (ARABIC.test(char)) return 'rtl';
    if (LATIN.test(char)) return 'ltr';
  }
  return fallback;
}

/**
 * A pdfkit document with the fonts the lines are drawn in registered under their names, and the promise of its bytes
 * once `doc.end()` is called.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: TDoc; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const fontOf = (char: string, bold: boolean) => (ARABIC.test(char) ? (bold ? 'arabic-bold' : 'arabic') : bold ? 'latin-bold' : 'latin');

/** The line in visual order as pieces of one font each, ready to be drawn left to right. */
function visualPieces(line: string, direction: TDirection, bold: boolean): Array<{ font: string; text: string }> {
  const levels = bidi.getEmbeddingLevels(line, direction);
  // UTF-16 indices: every character these CVs hold is in the Basic Multilingual Plane.
  const order = bidi.getReorderedIndices(line, levels);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const visual = order.map((index) => mirrored.get(index) ?? line[index]!).join('').replace(CONTROLS, '');
  const pieces: Array<{ font: string; text: string }> = [];
  for (const char of visual) {
    const font = fontOf(char, bold);
    const last = pieces.at(-1);
    if (last && last.font === font) last.text += char;
    else pieces.push({ font, text: char });
  }
  // fontkit reverses what it reads as Arabic: hand it those pieces in logical order.
  return pieces.map((piece) => (ARABIC.test(piece.text) ? { ...piece, text: [...piece.text].reverse().join('') } : piece));
}

/** The width of a text once drawn (the sum of its pieces in their fonts). */
export function widthOf(doc: TDoc, text: string, style: TTextStyle): number {
  return visualPieces(text, 'ltr', style.bold ?? false).reduce((sum, piece) => sum + doc.font(piece.font).fontSize(style.size).widthOfString(piece.text), 0);
}

/** Words into lines no wider than `width` (in logical order; a word longer than a line stays whole). */
export function wrap(doc: TDoc, text: string, width: number, style: TTextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Draws one line at `y` between `x` and `x + width`, aligned to the start of its direction (right for Arabic). */
export function drawLine(doc: TDoc, line: string, x: number, y: number, width: number, direction: TDirection, style: TTextStyle, align: 'start' | 'end' = 'start'): void {
  const pieces = visualPieces(line, direction, style.bold ?? false);
  const widths = pieces.map((piece) => doc.font(piece.font).fontSize(style.size).widthOfString(piece.text));
  const total = widths.reduce((sum, w) => sum + w, 0);
  const atRight = (direction === 'rtl') === (align === 'start');
  let cursor = atRight ? x + width - total : x;
  doc.fillColor(style.color ?? '#111111');
  pieces.forEach((piece, index) => {
    doc.font(piece.font).fontSize(style.size).text(piece.text, cursor, y, { lineBreak: false });
    cursor += widths[index]!;
  });
}

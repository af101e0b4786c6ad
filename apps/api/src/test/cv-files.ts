import { createRequire } from 'node:module';
import path from 'node:path';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * CV files for the import's tests (decision 038), written from text: PDFs with PDFKit in the site's own typeface
 * (Arabic and Latin subsets of IBM Plex Sans Arabic), Word files as the few XML parts a DOCX needs.
 */

const fontFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files');
const FONTS = {
  ar: path.join(fontFolder, 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  la: path.join(fontFolder, 'ibm-plex-sans-arabic-latin-400-normal.woff'),
};
// Shaped (initial, medial and final forms) but without ligatures: PDFKit maps a ligature glyph to its letters in
// logical order, which pdf.js then turns round with the item (decision 087).
const PLAIN = { features: { liga: false, rlig: false, dlig: false, calt: false, clig: false, kern: false } } as never;

/** A line of a CV page: text, or a table row whose cells stand in columns. */
export type TPdfLine = string | string[];

export interface TPdfLayout {
  /** The main column, top to bottom. */
  lines: TPdfLine[];
  /** A narrow second column (contact, skills, languages) written before the main one, as two-column templates do. */
  sidebar?: string[];
  /** Lines per page before a new one starts (the long-CV test). */
  linesPerPage?: number;
}

// A line in pieces of one kind each: Arabic words, Latin words (with the numbers and marks inside them), numbers
// ("2017/02" is one), and the marks and spaces between them.
const PIECE = /[\u0621-\u065F\u066E-\u06FF]+(?:\s+[\u0621-\u065F\u066E-\u06FF]+)*|[A-Za-z][\w@.'&+-]*(?:[\s,]+[A-Za-z0-9][\w@.'&+-]*)*|[0-9\u0660-\u0669]+(?:[-+,./:][0-9\u0660-\u0669]+)*|[^A-Za-z0-9\u0621-\u065F\u0660-\u06FF]+/gu;
type TKind = 'R' | 'L' | 'EN' | 'N';
const kindOf = (piece: string): TKind => (/^[\u0621-\u065F\u066E-\u06FF]/u.test(piece) ? 'R' : /^[A-Za-z]/u.test(piece) ? 'L' : /^[0-9\u0660-\u0669]/u.test(piece) ? 'EN' : 'N');

/**
 * The pieces of a line in the order a producer draws them, left to right, by the Unicode bidi algorithm as word
 * processors apply it (a paragraph is right to left when Arabic letters are most of it, or in a right-to-left
 * document when it has no letters): numbers after Latin words join them (W7), marks between two pieces of one
 * direction take it (N1), and runs are turned round from the highest level down (L2). "+966 55 987 6543" in a
 * right-to-left paragraph is drawn "6543 987 55 966+", as Word and Chromium draw it.
 */
function visualPieces(line: string, rtlDocument: boolean): string[] {
  const pieces = line.match(PIECE) ?? [];
  const kinds = pieces.map(kindOf);
  const arabic = (line.match(/[\u0621-\u064A]/gu) ?? []).length;
  const latin = (line.match(/[A-Za-z]/gu) ?? []).length;
  const rtl = arabic + latin === 0 ? rtlDocument : arabic >= latin;
  const strongBefore = (i: number) => kinds.slice(0, i).reverse().find((k) => k === 'L' || k === 'R') ?? (rtl ? 'R' : 'L');
  const resolved = kinds.map((k, i) => (k === 'EN' && strongBefore(i) === 'L' ? 'L' : k));
  const side = (k: TKind | undefined) => (k === undefined ? (rtl ? 'R' : 'L') : k === 'L' ? 'L' : 'R');
  const levels = resolved.map((k, i) => {
    if (k === 'N') {
      const left = side(resolved.slice(0, i).reverse().find((r) => r !== 'N'));
      const right = side(resolved.slice(i + 1).find((r) => r !== 'N'));
      const direction = left === right ? left : rtl ? 'R' : 'L';
      return rtl ? (direction === 'R' ? 1 : 2) : direction === 'R' ? 1 : 0;
    }
    if (rtl) return k === 'R' ? 1 : 2;
    return k === 'L' ? 0 : k === 'R' ? 1 : strongBefore(i) === 'R' ? 2 : 0;
  });
  const order = [...pieces.keys()];
  for (let level = Math.max(0, ...levels); level >= 1; level -= 1) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  // Marks in a right-to-left run are drawn in its order, brackets mirrored (the reader sees the mirrored one).
  const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '«': '»', '»': '«' };
  return order.map((i) => (kinds[i] === 'N' && levels[i]! % 2 === 1 ? [...pieces[i]!].reverse().map((c) => MIRROR[c] ?? c).join('') : pieces[i]!));
}

/**
 * A line as a producer lays it out: its pieces in visual order, each shaped by fontkit (an Arabic piece comes out as
 * glyphs in visual order) and drawn as a piece of its own; a right-to-left line is placed against the right edge.
 */
function writeLine(doc: PDFKit.PDFDocument, line: string, x: number, y: number, right: number, rtlDocument: boolean) {
  const arabic = (line.match(/[\u0621-\u064A]/gu) ?? []).length;
  const latin = (line.match(/[A-Za-z]/gu) ?? []).length;
  const rtl = arabic + latin === 0 ? rtlDocument : arabic >= latin;
  // Marks apart from Arabic ones (the comma «،»): each is drawn in the font that has it.
  const pieces = visualPieces(line, rtlDocument).flatMap((piece) => (/^[^A-Za-z0-9\u0621-\u065F\u0660-\u06FF]/u.test(piece) ? (piece.match(/[\u0600-\u06FF]+|[^\u0600-\u06FF]+/gu) ?? []) : [piece])).map((piece) => {
    const font = /[\u0600-\u06FF]/u.test(piece) && !/[A-Za-z]/u.test(piece) ? 'ar' : 'la';
    // fontkit lays Arabic-Indic digits out right to left like letters: given reversed, they come out as written.
    const text = /^[\u0660-\u0669]+$/u.test(piece) ? [...piece].reverse().join('') : piece;
    return { font, text, width: doc.font(font).widthOfString(text, PLAIN as object) };
  });
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  let at = rtl ? right - total : x;
  for (const piece of pieces) {
    doc.font(piece.font).text(piece.text, at, y, { ...(PLAIN as object), lineBreak: false });
    at += piece.width;
  }
}

const bytesOf = (doc: PDFKit.PDFDocument) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });

/** A PDF CV whose text readers can extract. */
export function cvPdf(layout: TPdfLayout): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: true });
  doc.registerFont('ar', FONTS.ar);
  doc.registerFont('la', FONTS.la);
  doc.fontSize(10);
  const step = 16;
  const mainX = layout.sidebar ? 220 : 50;
  const right = 555;
  // A document is right to left when most of its letters are Arabic (its paragraphs without letters follow it).
  const all = [...layout.lines, ...(layout.sidebar ?? [])].flat().join(' ');
  const rtlDocument = (all.match(/[\u0621-\u064A]/gu) ?? []).length >= (all.match(/[A-Za-z]/gu) ?? []).length;
  if (layout.sidebar) layout.sidebar.forEach((line, i) => writeLine(doc, line, 40, 50 + i * step, mainX - 30, rtlDocument));
  let row = 0;
  for (const line of layout.lines) {
    if (layout.linesPerPage && row === layout.linesPerPage) {
      doc.addPage();
      row = 0;
    }
    const y = 50 + row * step;
    if (typeof line === 'string') writeLine(doc, line, mainX, y, right, rtlDocument);
    else {
      // A right-to-left table has its first column on the right; each cell is aligned in its own slot.
      const rtl = /[\u0621-\u064A]/u.test(line.join('')) && !/[A-Za-z]/u.test(line.join(''));
      line.forEach((cell, i) => (rtl ? writeLine(doc, cell, right - (i + 1) * 135 + 10, y, right - i * 135, true) : writeLine(doc, cell, mainX + i * 135, y, mainX + (i + 1) * 135 - 10, false)));
    }
    row += 1;
  }
  return bytesOf(doc);
}

/** A scanned CV: one page that is only a picture, no text. */
export async function scannedPdf(): Promise<Buffer> {
  const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 250, g: 250, b: 245 } } })
    .composite([{ input: Buffer.from('<svg width="600" height="800"><rect x="50" y="50" width="300" height="20" fill="#333"/><rect x="50" y="100" width="450" height="10" fill="#555"/></svg>') }])
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  doc.image(image, 0, 0, { width: 595 });
  return bytesOf(doc);
}

/** A paragraph of a Word CV, or a table (rows of cells). */
export type TDocxBlock = string | string[][];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word (DOCX) CV: right-to-left paragraphs when `rtl`. */
export async function cvDocx(blocks: TDocxBlock[], options: { rtl?: boolean } = {}): Promise<Buffer> {
  const bidi = options.rtl ? '<w:pPr><w:bidi/></w:pPr>' : '';
  const runProps = options.rtl ? '<w:rPr><w:rtl/></w:rPr>' : '';
  const paragraph = (text: string) => `<w:p>${bidi}<w:r>${runProps}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? paragraph(block)
        : `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${block.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`,
    )
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

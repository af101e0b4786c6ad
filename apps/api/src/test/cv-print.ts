import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { TCollectionCv, TCvSection } from './cv-collection.ts';
import { cvDocx, cvPdf, type TDocxBlock, type TPdfLine } from './cv-files.ts';

/**
 * The collection's CVs as files (decision 087): HTML printed to PDF by Chromium in the site's typeface (IBM Plex Sans
 * Arabic, the self-hosted files, so the PDF holds shaped Arabic glyphs as a browser's "Save as PDF" does), a PDF laid
 * out by PDFKit, or a Word file.
 */

const fontFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files');
const fontFace = (subset: 'arabic' | 'latin', weight: 400 | 700, range: string) => {
  const data = readFileSync(path.join(fontFolder, `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`)).toString('base64');
  return `@font-face{font-family:'Plex';font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range}}`;
};
const ARABIC_RANGE = 'U+0600-06FF,U+0750-077F,U+200C-200E,U+FB50-FDFF,U+FE70-FEFC';
const LATIN_RANGE = 'U+0000-00FF,U+2013-2022,U+20AC';
const FONTS = [fontFace('arabic', 400, ARABIC_RANGE), fontFace('arabic', 700, ARABIC_RANGE), fontFace('latin', 400, LATIN_RANGE), fontFace('latin', 700, LATIN_RANGE)].join('\n');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sectionHtml(section: TCvSection): string {
  const parts: string[] = [`<h2>${escapeHtml(section.heading)}</h2>`];
  let rows: string[][] = [];
  const flush = () => {
    if (rows.length) parts.push(`<table>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</table>`);
    rows = [];
  };
  for (const line of section.lines) {
    if (Array.isArray(line)) rows.push(line);
    else {
      flush();
      parts.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  flush();
  return parts.join('');
}

/** A CV page as a template would write it: the name as the title, sections under headings, an optional sidebar. */
export function cvHtml(cv: TCollectionCv): string {
  const [name = '', ...rest] = cv.header;
  const header = `${name ? `<h1>${escapeHtml(name)}</h1>` : ''}${rest.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`;
  const main = `<main>${header}${cv.sections.map(sectionHtml).join('')}</main>`;
  const aside = cv.sidebar ? `<aside>${cv.sidebar.map(sectionHtml).join('')}</aside>` : '';
  const body = cv.sidebar ? `<div class="columns">${cv.sidebarFirst === false ? main + aside : aside + main}</div>` : main;
  return `<!doctype html><html lang="${cv.dir === 'rtl' ? 'ar' : 'en'}" dir="${cv.dir}"><head><meta charset="utf-8"><style>
${FONTS}
@page{size:A4;margin:16mm 14mm}
body{font-family:'Plex',sans-serif;font-size:11pt;line-height:1.5;margin:0;color:#222}
h1{font-size:20pt;margin:0 0 4px}h2{font-size:13pt;margin:14px 0 4px;color:#1b4d89}p{margin:2px 0}
table{border-collapse:collapse}td{padding-block:2px;padding-inline:0 36px;vertical-align:top}
.columns{display:grid;grid-template-columns:180px 1fr;gap:48px}
.columns main{grid-column:2;grid-row:1}.columns aside{grid-column:1;grid-row:1;background:#f3f6fa;padding:8px}
</style></head><body>${body}</body></html>`;
}

/** The collection's CVs printed by Chromium, a few pages at a time, in the order given. */
export async function printedPdfs(browser: Browser, cvs: TCollectionCv[], parallel = 4): Promise<Buffer[]> {
  const context = await browser.newContext();
  const pdfs: Buffer[] = new Array(cvs.length);
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    while (next < cvs.length) {
      const index = next;
      next += 1;
      await page.setContent(cvHtml(cvs[index]!), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      pdfs[index] = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(parallel, cvs.length) }, worker));
  await context.close();
  return pdfs;
}

const linesOf = (sections: TCvSection[]): TPdfLine[] => sections.flatMap((section) => [section.heading, ...section.lines]);

/** A CV the tests write without a browser: a PDF by PDFKit, or a Word file (Word has no sidebar: it follows the main text). */
export function writtenFile(cv: TCollectionCv): Promise<Buffer> {
  if (cv.producer === 'pdfkit') {
    return cvPdf({ lines: [...cv.header, ...linesOf(cv.sections)], sidebar: cv.sidebar ? linesOf(cv.sidebar).filter((line): line is string => typeof line === 'string') : undefined });
  }
  const blocks: TDocxBlock[] = [...cv.header];
  for (const section of [...cv.sections, ...(cv.sidebar ?? [])]) {
    blocks.push(section.heading);
    for (const line of section.lines) {
      const last = blocks.at(-1);
      if (!Array.isArray(line)) blocks.push(line);
      else if (Array.isArray(last)) last.push(line);
      else blocks.push([line]);
    }
  }
  return cvDocx(blocks, { rtl: cv.dir === 'rtl' });
}

import { launchChromium } from './apps/api/src/test/chromium.ts';
import { printedPdfs } from './apps/api/src/test/cv-print.ts';
import { CV_COLLECTION } from './apps/api/src/test/cv-collection.ts';
const cvs = CV_COLLECTION.filter((cv) => cv.name.startsWith('Chromium, Arabic, two columns, Hijri'));
const browser = await launchChromium();
const [pdf] = await printedPdfs(browser, cvs);
await browser.close();
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await getDocument({ data: new Uint8Array(pdf!), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
const page = await doc.getPage(1);
const c = await page.getTextContent({ disableNormalization: true });
const rows = new Map<number, string[]>();
for (const it of c.items as any[]) { if (!it.str.trim()) continue; const y = Math.round(it.transform[5]); rows.set(y, [...(rows.get(y) ?? []), `${Math.round(it.transform[4])}-${Math.round(it.transform[4] + it.width)}:${it.str.normalize('NFKC')}@${it.transform[0].toFixed(1)}`]); }
for (const [y, r] of rows) console.log(y, r.length > 6 ? `${r.slice(0, 2).join(' ')} … ${r.slice(-2).join(' ')} (${r.length})` : r.join(' '));

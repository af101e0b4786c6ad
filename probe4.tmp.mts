import { launchChromium } from './apps/api/src/test/chromium.ts';
import { printedPdfs } from './apps/api/src/test/cv-print.ts';
import { CV_COLLECTION } from './apps/api/src/test/cv-collection.ts';
import { readCvFile } from './apps/api/src/modules/cv-import/read-cv-file.ts';
const pick = process.argv.slice(2);
const cvs = CV_COLLECTION.filter((cv) => pick.some((p) => cv.name.startsWith(p)));
const browser = await launchChromium();
const pdfs = await printedPdfs(browser, cvs);
await browser.close();
for (const [i, pdf] of pdfs.entries()) {
  console.log('==', cvs[i]!.name);
  console.log((await readCvFile(pdf)).text.replace(/\f/g, '<COLUMN>').normalize('NFKC'));
}

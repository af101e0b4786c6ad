/**
 * Lighthouse (mobile, its default throttling) on the public pages of issue 18 in both languages, against a running
 * platform: `npm start` (embedded database with demo data), then
 * `npx tsx bench/lighthouse.ts --base http://localhost:3000 [--out bench/results/lighthouse.json] [--only login]
 * [--reports /tmp/lighthouse]` (`--reports`: each page's whole Lighthouse result, to read where its time went).
 * Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH), started headless with a fresh profile for each page.
 * The 404 page is not among them: Lighthouse does not score a document that answers 404 (ERRORED_DOCUMENT_REQUEST).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:3000' }, out: { type: 'string' }, only: { type: 'string' }, reports: { type: 'string' } } });
const base = values.base!.replace(/\/$/, '');

async function firstIds(): Promise<{ job: number; company: number }> {
  const answer = (await (await fetch(`${base}/api/v1/jobs?per_page=1`)).json()) as { data: { items: Array<{ id: number; company: { id: number } }> } };
  const first = answer.data.items[0];
  if (!first) throw new Error('No live job to open: start the platform with demo data (npm start).');
  return { job: first.id, company: first.company.id };
}

const { job, company } = await firstIds();
const pages = ['/', '/find-jobs', `/find-jobs?q=${encodeURIComponent('محاسب')}`, `/jobs/${job}`, `/company-profile/${company}`, '/majors', '/login', '/register', '/bank-accounts'];
const urls = pages.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]).filter((p) => !values.only || p.includes(values.only));

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type TScores = Record<(typeof categories)[number], number> & { url: string; lcpMs: number; tbtMs: number; cls: number; jsKb: number; cssKb: number };
const results: TScores[] = [];

for (const url of urls) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const run = await lighthouse(`${base}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = run;
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      fs.writeFileSync(path.join(values.reports, `${url.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`), JSON.stringify(lhr));
    }
    const bytes = (type: string) => {
      const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
      return Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
    };
    const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row: TScores = {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      jsKb: bytes('script'),
      cssKb: bytes('stylesheet'),
    };
    results.push(row);
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id);
    console.log(`${url.padEnd(34)} perf ${row.performance} a11y ${row.accessibility} bp ${row['best-practices']} seo ${row.seo}  LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls}  JS ${row.jsKb} KB CSS ${row.cssKb} KB${failing.length ? `  failing: ${failing.join(', ')}` : ''}`);
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const minimum = (key: (typeof categories)[number]) => Math.min(...results.map((row) => row[key]));
console.log(`\nLowest: performance ${minimum('performance')}, accessibility ${minimum('accessibility')}, best practices ${minimum('best-practices')}, SEO ${minimum('seo')} over ${results.length} pages`);
if (values.out) fs.writeFileSync(values.out, `${JSON.stringify({ base, date: new Date().toISOString(), results }, null, 2)}\n`);

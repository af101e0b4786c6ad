import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { HORIZON } from './support/fixtures.ts';
import { baseUrl, loggedInAs, logInThroughForm, newPage, useBrowser } from './support/session.ts';

/** vnu-jar's main export is the path of the Nu HTML Checker's jar it ships. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

const get = async <T,>(apiPath: string) => ((await (await fetch(`${baseUrl()}${apiPath}`)).json()) as { data: T }).data;

/** The public pages of issue 18, the content pages and the 404 page, without the language prefix. */
async function publicPages(): Promise<string[]> {
  const job = (await get<{ items: Array<{ id: number }> }>('/api/v1/jobs?sort=newest&per_page=1')).items[0]!.id;
  const post = async (kind: 'blog' | 'news') => (await get<{ items: Array<{ id: number }> }>(`/api/v1/posts?kind=${kind}&per_page=1`)).items[0]!.id;
  return [
    '/', '/find-jobs', '/find-jobs?q=engineer', `/jobs/${job}`, '/company-profile/details/1', '/company-profile/1', '/majors', '/majors/1',
    '/login', '/register', '/forget-password', '/bank-accounts', '/no-such-page', '/blogs', `/blogs/${await post('blog')}`, '/news',
    `/news/${await post('news')}`, '/salaries', '/salary-reports', '/hiring-law', '/about-us', '/contact-us',
  ];
}

/** What the journeys visit as a job seeker and as a company. */
const SEEKER_PAGES = ['/profile', '/employee-profile', '/my-applications', '/saved-jobs', '/job-alerts', '/messages', '/profile/privacy', '/profile/files'];
const COMPANY_PAGES = ['/company-profile', '/post-job', '/search-on-employee', '/talent-pools', '/messages', '/payments'];

const both = (paths: string[]) => paths.flatMap((p) => [p, `/en${p === '/' ? '' : p}`]);

describe('valid HTML and no axe violations (issue 18)', () => {
  const browser = useBrowser({ axe: false });
  let seeker: BrowserContext;
  let company: BrowserContext;
  let pages: string[];

  beforeAll(async () => {
    pages = both(await publicPages());
    seeker = (await newPage(browser())).context;
    await loggedInAs(seeker.pages()[0]!, 'USER');
    company = (await newPage(browser())).context;
    await company.pages()[0]!.goto('/login');
    await logInThroughForm(company.pages()[0]!, HORIZON.email, HORIZON.password);
  });
  afterAll(async () => {
    await seeker?.close();
    await company?.close();
  });

  it('the Nu HTML Checker finds no error in the server HTML of every page, in Arabic and English', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-vnu-'));
    try {
      const files = new Map<string, string>();
      const save = async (context: BrowserContext | null, address: string, who: string) => {
        const response = context ? await context.request.get(address) : await fetch(`${baseUrl()}${address}`);
        const html = await response.text();
        expect(html, address).toMatch(/^<!DOCTYPE html>/i);
        const file = path.join(dir, `${String(files.size).padStart(3, '0')}.html`);
        fs.writeFileSync(file, html);
        files.set(`file:${file}`, `${who} ${address}`);
      };
      for (const address of pages) await save(null, address, 'visitor');
      for (const address of both(SEEKER_PAGES)) await save(seeker, address, 'seeker');
      for (const address of both(COMPANY_PAGES)) await save(company, address, 'company');

      // One JVM for every file: --errors-only leaves out warnings and info, --format json writes to stderr.
      const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.error) throw run.error;
      const report = JSON.parse(run.stderr) as { messages: Array<{ type: string; url?: string; lastLine?: number; message: string; extract?: string }> };
      const errors = report.messages
        .filter((m) => m.type === 'error' || m.type === 'non-document-error')
        .map((m) => `${files.get(m.url ?? '') ?? m.url}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
      expect(errors, `${errors.length} error(s):\n${errors.join('\n')}`).toEqual([]);
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('axe finds no WCAG 2.1 A/AA violation at 1280 and 390 px (signed-in pages at 390), in Arabic and English', async () => {
    const failures: string[] = [];
    let axeMs = 0;
    let checks = 0;
    const visit = async (context: BrowserContext | null, addresses: string[], widths: number[]) => {
      const { context: own, page } = context ? { context: null, page: await context.newPage() } : await newPage(browser());
      for (const address of addresses) {
        // One load per address: the same document at each width (the media queries apply on resize).
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await page.goto(address);
        for (const width of widths) {
          checks += 1;
          if (width !== widths[0]) await page.setViewportSize({ width, height: 844 });
          const started = Date.now();
          await expectNoAxeViolations(page, address).catch((error: Error) => failures.push(error.message));
          axeMs += Date.now() - started;
        }
      }
      await page.close();
      await own?.close();
    };
    await visit(null, pages, [1280, 390]);
    // The journeys check these at 1280 px as they visit them (support/axe.ts): the phone width here.
    await visit(seeker, both(SEEKER_PAGES), [390]);
    await visit(company, both(COMPANY_PAGES), [390]);
    console.info(`axe: ${(axeMs / 1000).toFixed(1)} s for ${checks} checks`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 400_000);
});

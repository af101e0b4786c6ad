import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, logInThroughForm, newPage, pathOf, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();

async function api<T>(path: string, init: { token?: string; locale?: 'ar' | 'en' } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { 'x-locale': init.locale ?? 'ar', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

interface TJob {
  id: number;
  title: string;
  is_open: boolean;
  status: string;
  company: { name: string } | null;
  salary_from: number | null;
  salary_to: number | null;
}

/** A live demo job that names its company and states a salary (the sitemap data lists live jobs). */
async function liveDemoJob(): Promise<TJob> {
  const { items } = await api<{ items: Array<{ id: number }> }>('/api/v1/sitemap/jobs');
  for (const { id } of items) {
    const job = await api<TJob>(`/api/v1/jobs/${id}`);
    if (job.company && job.salary_from !== null && job.salary_to !== null) return job;
  }
  throw new Error('no live demo job with a company and a salary');
}

/** An expired or closed demo job of Horizon Technology (the demo company with jobs in every state). */
async function endedDemoJob(): Promise<number> {
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'hr@demo-horizon.tawzeef.sa', password: 'Tawzeef@2026' }),
  });
  const token = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
  const { items } = await api<{ items: Array<{ id: number }> }>('/api/v1/company/jobs?tab=expired', { token });
  if (!items[0]) throw new Error('no expired demo job');
  return items[0].id;
}

/** The page's JSON-LD blocks, parsed. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const hreflang = (page: Page, lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');

describe('the job page', () => {
  it('shows a job in Arabic with every part, hreflang links and valid JobPosting data, and the same in English', async () => {
    const job = await liveDemoJob();
    const { page } = await newPage(browser());
    const response = await page.goto(`/jobs/${job.id}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect((await page.getByTestId('job-title').textContent())?.trim()).toBe(job.title);
    expect((await page.getByTestId('job-company').textContent())?.trim()).toBe(job.company!.name);
    for (const part of ['job-description', 'job-duties', 'job-qualifications', 'job-benefits', 'job-facts', 'job-share', 'similar-jobs']) {
      expect(await page.getByTestId(part).isVisible(), part).toBe(true);
    }
    // The deadline and the posted date carry their Hijri date in Arabic.
    expect(await page.getByTestId('job-fact-deadline').textContent()).toMatch(/هـ/);
    expect(await page.getByTestId('job-fact-posted').textContent()).toMatch(/هـ/);
    expect(await page.getByTestId('job-fact-salary').textContent()).toMatch(/ر\.س/);
    // Similar jobs are other jobs.
    const similarIds = await page.getByTestId('similar-jobs').getByTestId('job-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-job-id')));
    expect(similarIds.length).toBeGreaterThan(0);
    expect(similarIds).not.toContain(String(job.id));
    // Share links are plain links carrying the job's address, marked as shared for the job's analytics (decision 124).
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(new RegExp(`/jobs/${job.id}\\?src=share$`));
    expect(await page.getByTestId('share-whatsapp').getAttribute('href')).toContain(encodeURIComponent(url));
    expect(await page.getByTestId('share-linkedin').getAttribute('href')).toContain(encodeURIComponent(url));
    expect(await page.getByTestId('share-x').getAttribute('href')).toContain(encodeURIComponent(url));

    expect(await hreflang(page, 'ar')).toMatch(new RegExp(`[^n]/jobs/${job.id}$`));
    expect(await hreflang(page, 'en')).toMatch(new RegExp(`/en/jobs/${job.id}$`));
    const [posting] = await jsonLd(page);
    expect(posting?.['@type']).toBe('JobPosting');
    expect(posting?.title).toBe(job.title);
    expect(posting?.datePosted).toBeTruthy();
    expect(String(posting?.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+03:00$/);
    expect((posting?.hiringOrganization as { name: string }).name).toBe(job.company!.name);
    expect(posting?.baseSalary).toMatchObject({ currency: 'SAR', value: { unitText: 'MONTH' } });
    expect(posting?.directApply).toBe(true);
    expect(posting?.identifier).toMatchObject({ value: String(job.id) });

    const english = await api<TJob>(`/api/v1/jobs/${job.id}`, { locale: 'en' });
    await page.goto(`/en/jobs/${job.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByRole('heading', { name: 'Job details' }).isVisible()).toBe(true);
    expect((await page.getByTestId('job-company').textContent())?.trim()).toBe(english.company!.name);
    expect(await page.getByTestId('job-fact-deadline').textContent()).not.toMatch(/هـ/);
    expect(await page.getByTestId('job-fact-salary').textContent()).toMatch(/SAR/);
    expect(await page.getByTestId('login-to-apply').textContent()).toBe('Log in to apply');
    expect(await hreflang(page, 'ar')).toMatch(new RegExp(`[^n]/jobs/${job.id}$`));
    const [englishPosting] = await jsonLd(page);
    expect(englishPosting?.['@type']).toBe('JobPosting');
    expect((englishPosting?.hiringOrganization as { name: string }).name).toBe(english.company!.name);
  });

  it('keeps the apply button at the bottom of a phone screen', async () => {
    const job = await liveDemoJob();
    const { page } = await newPage(browser(), 390, 844);
    await page.goto(`/jobs/${job.id}`);
    const sticky = page.getByTestId('sticky-apply');
    expect(await sticky.isVisible()).toBe(true);
    const box = await sticky.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(844 - 4);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1);
  });

  it('says an expired or closed job is no longer open, with no apply button and no structured data', async () => {
    const id = await endedDemoJob();
    const { page } = await newPage(browser());
    const response = await page.goto(`/jobs/${id}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByTestId('job-closed').isVisible()).toBe(true);
    expect(await page.getByTestId('job-closed').textContent()).toContain('لم تعد هذه الوظيفة متاحة للتقديم');
    expect(await page.getByTestId('login-to-apply').count()).toBe(0);
    expect(await page.getByTestId('apply-button').count()).toBe(0);
    expect(await page.getByTestId('sticky-apply').count()).toBe(0);
    expect(await jsonLd(page)).toEqual([]);
    const job = await api<TJob>(`/api/v1/jobs/${id}`);
    expect(job.is_open).toBe(false);
  });

  it('answers a missing job with the 404 page, and /jobs with the job search', async () => {
    const { page } = await newPage(browser());
    const response = await page.goto('/jobs/999999999');
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('error-status').textContent()).toBe('404');
    await page.goto('/en/jobs?q=engineer');
    expect(pathOf(page)).toBe('/en/find-jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe('engineer');
  });

  it('lists live jobs and public pages in sitemap.xml, and closes private areas in robots.txt', async () => {
    const job = await liveDemoJob();
    const ended = await endedDemoJob();
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`/jobs/${job.id}</loc>`);
    expect(xml).toContain(`/en/jobs/${job.id}</loc>`);
    expect(xml).not.toContain(`/jobs/${ended}</loc>`);
    expect(xml).toMatch(/\/majors\/\d+<\/loc>/);
    expect(xml).toMatch(/\/company-profile\/\d+<\/loc>/);
    expect(xml).toContain('/find-jobs</loc>');
    expect(xml).toContain('hreflang="en"');

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    for (const area of ['/profile', '/admin', '/company-jobs', '/post-job', '/checkout', '/payments', '/invoices', '/my-applications', '/saved-jobs', '/job-alerts', '/messages']) {
      expect(robots).toContain(`Disallow: ${area}\n`);
      expect(robots).toContain(`Disallow: /en${area}\n`);
    }
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  it('sends a visitor who wants to apply to log in, and back to the job', async () => {
    const job = await liveDemoJob();
    const account = await registerByApi('USER');
    const { page } = await newPage(browser());
    await page.goto(`/jobs/${job.id}`);
    await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByTestId('login-to-apply').click()]);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/jobs/${job.id}`);
    await logInThroughForm(page, account.email, account.password);
    expect(pathOf(page)).toBe(`/jobs/${job.id}`);
    await page.getByTestId('apply-form').waitFor();
    expect(await page.getByTestId('login-to-apply').count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cvDocx, cvPdf, scannedPdf } from '../apps/api/src/test/cv-files.ts';
import { CV_FIXTURES } from '../apps/api/src/test/cv-fixtures.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, pathOf, registerByApi, useBrowser } from './support/session.ts';

// The CV import (decision 038): a file read into a draft, reviewed and saved part by part through the sections' endpoints.
const browser = useBrowser();

const fixture = (start: string) => CV_FIXTURES.find((f) => f.name.startsWith(start))!;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function readFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-read').click();
}

async function card(page: Page, part: string, action: 'save' | 'skip') {
  const box = page.getByTestId(`draft-${part}`);
  await box.getByTestId(`draft-${action}`).click();
  await expect.poll(() => box.getAttribute('data-state')).toBe(action === 'save' ? 'saved' : 'skipped');
}

interface TCvItem {
  company_name?: string;
  job_title?: string;
  language?: string;
  level?: string;
}

describe('importing a CV', () => {
  it('reads an Arabic PDF at 390 px and saves only the parts the seeker confirms', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/profile');
    await page.getByTestId('import-entry').getByRole('link', { name: 'استيراد سيرتي الذاتية' }).click();
    await page.waitForURL('**/profile/import');
    await hydrated(page);

    await readFile(page, { name: 'سيرتي.pdf', mimeType: 'application/pdf', buffer: await cvPdf(fixture('Arabic only, one column').pdf!) });
    await page.getByTestId('import-review').waitFor();
    // The draft, not yet saved: names, two jobs, marked fields to check (skills read without a level).
    expect(await page.getByTestId('draft-personal').locator('input[name="first_name"]').inputValue()).toBe('سارة');
    expect(await page.getByTestId('draft-experiences.0').locator('input[name="company_name"]').inputValue()).toBe('شركة المراعي');
    expect(await page.getByTestId('draft-skills.0').getByTestId('uncertain-badge').innerText()).toBe('تحقق');
    expect(await apiCall<{ cv: { experiences: unknown[] } }>('GET', '/api/v1/user/profile', token).then((p) => p.cv.experiences)).toEqual([]);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card(page, 'personal', 'save');
    await card(page, 'experiences.0', 'save');
    await card(page, 'experiences.1', 'skip');
    await card(page, 'languages.1', 'save');
    // The saved part is named by its labels, not the codes behind them (en, good).
    expect(await page.getByTestId('draft-languages.1').getByTestId('draft-summary').innerText()).toBe('الإنجليزية · جيد');

    const profile = await apiCall<{ ar_first_name: string; cv: { experiences: TCvItem[]; languages: TCvItem[] } }>('GET', '/api/v1/user/profile', token);
    expect(profile.ar_first_name).toBe('سارة');
    expect(profile.cv.experiences.map((e) => [e.company_name, e.job_title])).toEqual([['شركة المراعي', 'محاسبة أولى']]);
    expect(profile.cv.languages.map((l) => [l.language, l.level])).toEqual([['en', 'good']]);

    await page.goto('/profile/languages');
    expect(await page.getByTestId('languages-item').innerText()).toContain('الإنجليزية');
    expect(await page.getByTestId('languages-item').innerText()).toContain('جيد');
    await context.close();
  });

  it('reads an English Word file at 1280 px, takes corrections, and refuses a scanned image clearly', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/en/profile/import');
    await hydrated(page);

    await readFile(page, { name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() });
    await expect.poll(() => page.getByTestId('import-error').innerText().catch(() => '')).toContain('We could not read text in this file');
    expect(pathOf(page)).toBe('/en/profile/import');

    const word = fixture('Word, English, paragraphs').docx!;
    await readFile(page, { name: 'cv.docx', mimeType: DOCX_TYPE, buffer: await cvDocx(word.blocks) });
    await page.getByTestId('import-review').waitFor();
    const job = page.getByTestId('draft-experiences.0');
    expect(await job.locator('input[name="company_name"]').inputValue()).toBe('Saudi Binladin Group');
    await job.locator('input[name="job_title"]').fill('Senior Project Manager');
    await card(page, 'experiences.0', 'save');
    // A course without hours: the API's own rule answers at the field, and nothing is lost.
    const course = page.getByTestId('draft-courses.0');
    await course.locator('input[name="total_hours"]').fill('');
    await course.getByTestId('draft-save').click();
    await expect.poll(() => course.locator('.mantine-InputWrapper-error').count()).toBeGreaterThan(0);
    expect(await course.locator('input[name="title"]').inputValue()).toBe('PMP Exam Preparation');
    await course.locator('input[name="total_hours"]').fill('35');
    await card(page, 'courses.0', 'save');
    for (const part of ['languages.0', 'languages.1', 'languages.2']) await card(page, part, 'save');

    const cv = (await apiCall<{ cv: { experiences: TCvItem[]; courses: unknown[]; languages: TCvItem[] } }>('GET', '/api/v1/user/profile', token)).cv;
    expect(cv.experiences.map((e) => e.job_title)).toEqual(['Senior Project Manager']);
    expect(cv.courses).toHaveLength(1);
    expect(cv.languages.map((l) => l.language)).toEqual(['ar', 'en', 'fr']);

    // The printed CV shows the languages; personal details only once ticked.
    await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Tariq', last_name: 'Mansour', sex: 'male' });
    // Decision 086: a printed detail is one shown to companies.
    await apiCall('PUT', '/api/v1/user/profile/company-view', token, { birthdate: false, sex: true, social_status: false, nationality: false, drive_licence: false, photo: false });
    await page.goto('/en/profile/print');
    expect(await page.getByTestId('cv-languages').innerText()).toContain('French (Basic)');
    expect(await page.getByTestId('cv-personal').count()).toBe(0);
    await hydrated(page);
    await page.getByTestId('print-options').getByLabel('Gender').check();
    await page.getByTestId('print-options').getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => page.getByTestId('cv-personal').innerText().catch(() => '')).toContain('Male');
    await context.close();
  });

  it('says what happens while it reads, keeps the headline apart from the summary, and saves everything read at once (decision 152)', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/profile/import');
    await hydrated(page);

    // The reading is held until the page has said what it is doing.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/profile/import*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const lines = fixture('Arabic only, one column').pdf!.lines.map((line) => (line === 'سارة القحطاني' ? 'عبدالله القحطاني' : line));
    await readFile(page, { name: 'سيرتي.pdf', mimeType: 'application/pdf', buffer: await cvPdf({ lines }) });
    const notice = page.getByTestId('import-reading');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('نقرأ سيرتك الآن');
    expect(await notice.getAttribute('role')).toBe('status');
    release();
    await page.getByTestId('import-review').waitFor();
    await page.unroute('**/profile/import*');

    // The headline is its own part, saved as the desired job title; no summary is made of it.
    expect(await page.getByTestId('draft-headline').locator('input[name="job_role_title"]').inputValue()).toBe('محاسبة قانونية');
    expect(await page.getByTestId('draft-about').count()).toBe(0);
    // A correction typed in a card is what "save all" saves.
    await page.getByTestId('draft-experiences.0').locator('input[name="job_title"]').fill('محاسبة أولى معتمدة');
    await page.getByTestId('import-save-all').click();
    for (const part of ['personal', 'headline', 'experiences.0', 'experiences.1', 'qualifications.0', 'courses.0', 'languages.1']) {
      await expect.poll(() => page.getByTestId(`draft-${part}`).getAttribute('data-state')).toBe('saved');
    }
    expect(await page.getByTestId('draft-personal').getByTestId('draft-summary').innerText()).toBe('عبدالله القحطاني');
    const profile = await apiCall<{ first_name: string; cv: { job_role_title: string; summary: string | null; experiences: TCvItem[] } }>('GET', '/api/v1/user/profile', token);
    expect(profile.first_name).toBe('عبدالله');
    expect(profile.cv.job_role_title).toBe('محاسبة قانونية');
    expect(profile.cv.summary).toBeNull();
    expect(profile.cv.experiences.map((e) => e.job_title).sort()).toEqual(['محاسبة', 'محاسبة أولى معتمدة']);
    await context.close();
  });
});

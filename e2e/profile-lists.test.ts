import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PDF, PNG } from './support/fixtures.ts';
import { baseUrl, logInThroughForm, loggedInAs, newPage, pathOf, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();

async function save(page: Page, list: string) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/profile/${list}`)), page.getByTestId(`${list}-save`).click()]);
}

const textOf = (page: Page, testId: string) => page.getByTestId(testId).allInnerTexts().then((texts) => texts.join('\n'));

async function apiAs(account: { email: string; password: string }) {
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  const token = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token.token;
  return async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': 'ar' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
}

describe('the new profile pages', () => {
  it.each(['', '/ar', '/en'])('send a visitor under %j to the login page of the same language', async (prefix) => {
    for (const path of ['/profile/files', '/profile/print', '/profile/file/1']) {
      const response = await fetch(`${baseUrl()}${prefix}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`${prefix}/login`);
    }
  });

  it('answers 404 for a file that is not the person’s', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    expect((await page.request.get('/en/profile/file/2147483647')).status()).toBe(404);
    expect((await page.request.get('/en/profile/file/abc')).status()).toBe(404);
    await context.close();
  });
});

describe('CV lists in English', () => {
  it('adds, edits and deletes a skill', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/skills');
    expect(await textOf(page, 'skills-empty')).toContain('No skills yet — add your first');

    await page.locator('input[name="skill_name"]').fill('TypeScript');
    await page.locator('select[name="level"]').selectOption('high');
    await save(page, 'skills');
    await expect.poll(() => textOf(page, 'skills-item')).toContain('TypeScript');
    expect(await textOf(page, 'skills-item')).toContain('Advanced');
    expect(await page.getByTestId('skills-empty').count()).toBe(0);

    await page.getByTestId('skills-edit').click();
    await expect.poll(() => page.locator('input[name="skill_name"]').inputValue()).toBe('TypeScript');
    expect(await page.locator('select[name="level"]').inputValue()).toBe('high');
    expect(new URL(page.url()).searchParams.get('edit')).toMatch(/^\d+$/);
    await page.locator('input[name="skill_name"]').fill('TypeScript and Node.js');
    await page.locator('select[name="level"]').selectOption('excellent');
    await save(page, 'skills');
    await expect.poll(() => textOf(page, 'skills-item')).toContain('TypeScript and Node.js');
    expect(await textOf(page, 'skills-item')).toContain('Excellent');
    expect(pathOf(page)).toBe('/en/profile/skills');

    await page.getByTestId('skills-delete').click();
    await page.getByRole('dialog', { name: 'Confirm deletion' }).waitFor();
    await page.getByTestId('skills-delete-yes').click();
    await expect.poll(() => page.getByTestId('skills-empty').count()).toBe(1);
    expect(await page.getByTestId('skills-item').count()).toBe(0);
    await context.close();
  });

  it('works without JavaScript: a delete confirmed on a second submit, server errors at the field', async () => {
    const account = await registerByApi('USER');
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/en/profile/skills');
    await page.locator('input[name="skill_name"]').fill('Excel');
    await page.locator('select[name="level"]').selectOption('average');
    await Promise.all([page.waitForURL('**/en/profile/skills'), page.getByTestId('skills-save').click()]);
    expect(await textOf(page, 'skills-item')).toContain('Excel');

    await page.getByTestId('skills-delete').click();
    await page.getByTestId('skills-delete-confirm').waitFor();
    expect(await page.getByTestId('skills-item').count()).toBe(1);
    await Promise.all([page.waitForURL('**/en/profile/skills'), page.getByTestId('skills-delete-yes').click()]);
    expect(await textOf(page, 'skills-empty')).toContain('No skills yet');

    // The server's field errors show at the field, with what was typed kept.
    await page.goto('/en/profile/personal-exp');
    await page.locator('input[name="job_title"]').fill('Accountant');
    await page.locator('input[name="company_name"]').fill('Nakheel');
    await page.locator('input[name="start_date"]').fill('2020-03-01');
    await page.locator('input[name="end_date"]').fill('2019-03-01');
    await page.getByTestId('personal-exp-save').click();
    await page.getByText('The end date must be after the start date').waitFor();
    expect(await page.locator('input[name="job_title"]').inputValue()).toBe('Accountant');
    expect(await page.locator('input[name="end_date"]').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('refuses an experience that ends before it starts, then adds, edits and deletes it', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/personal-exp');
    await page.locator('input[name="job_title"]').fill('Project manager');
    await page.locator('input[name="company_name"]').fill('شركة الأفق');
    await page.locator('input[name="start_date"]').fill('2022-05-01');
    await page.locator('input[name="end_date"]').fill('2021-01-31');
    await page.locator('input[name="latest_salary"]').fill('١٢٠٠٠');
    await page.getByTestId('personal-exp-save').click();
    await expect.poll(() => page.getByText('The end date must be after the start date').count()).toBe(1);
    expect(await page.getByTestId('personal-exp-item').count()).toBe(0);

    await page.locator('input[name="end_date"]').fill('2023-06-30');
    await save(page, 'personal-exp');
    await expect.poll(() => textOf(page, 'personal-exp-item')).toContain('Project manager');
    const card = await textOf(page, 'personal-exp-item');
    expect(card).toContain('شركة الأفق');
    expect(card).toContain('1 May 2022');
    expect(card).toContain('30 June 2023');
    expect(card).toMatch(/SAR\s12,000/);

    // Still there: "I currently work here" hides the end date and the card says "Present".
    await page.getByTestId('personal-exp-edit').click();
    await expect.poll(() => page.locator('input[name="job_title"]').inputValue()).toBe('Project manager');
    await page.getByLabel('I currently work here').check();
    expect(await page.locator('input[name="end_date"]').isVisible()).toBe(false);
    await save(page, 'personal-exp');
    await expect.poll(() => textOf(page, 'personal-exp-item')).toContain('Present');

    await page.getByTestId('personal-exp-delete').click();
    await page.getByTestId('personal-exp-delete-yes').click();
    await expect.poll(() => textOf(page, 'personal-exp-empty')).toContain('No experience yet');
    await context.close();
  });

  it('adds a qualification with its graduation certificate as a PDF', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/qualification');
    expect(await textOf(page, 'qualification-empty')).toContain('No qualifications yet — add your first');
    await page.locator('select[name="qualification_type"]').selectOption('bachelor');
    await page.locator('input[name="study_field"]').fill('Computer Science');
    await page.locator('input[name="university"]').fill('King Saud University');
    await page.locator('input[name="graduated_year"]').fill('٢٠٢٠');
    await page.locator('select[name="graduated_month"]').selectOption('6');
    await page.getByTestId('qualification-file').setInputFiles({ name: 'degree.pdf', mimeType: 'application/pdf', buffer: PDF });
    await save(page, 'qualification');
    await expect.poll(() => textOf(page, 'qualification-item')).toContain('Computer Science');
    const card = await textOf(page, 'qualification-item');
    expect(card).toContain('Bachelor’s degree');
    expect(card).toContain('June 2020');
    const link = page.getByTestId('qualification-item').getByRole('link', { name: 'degree.pdf' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/en\/profile\/file\/\d+$/);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Editing shows the attached file; removing it detaches and deletes it.
    await page.getByTestId('qualification-edit').click();
    await expect.poll(() => page.locator('input[name="study_field"]').inputValue()).toBe('Computer Science');
    expect(await page.getByTestId('qualification-form').getByRole('link', { name: 'degree.pdf' }).count()).toBe(1);
    await page.getByLabel('Remove the attached file').check();
    await save(page, 'qualification');
    await expect.poll(() => page.getByTestId('qualification-item').getByRole('link').count()).toBe(0);
    expect((await page.request.get(href)).status()).toBe(404);
    await context.close();
  });

  it('uploads a photo and a CV, and refuses a PNG renamed .pdf as the CV', async () => {
    const { context, page } = await newPage(browser());
    await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/files');
    expect(await page.getByText('must be jpg or png').count()).toBeGreaterThan(0);
    expect(await page.getByText('File Type Must be PDF').count()).toBeGreaterThan(0);

    await page.getByTestId('photo-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await Promise.all([page.waitForURL('**/en/profile/files'), page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('photo-upload').click()]);
    const photo = page.getByTestId('photo-card').locator('img');
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await page.getByTestId('cv-file').setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('cv-upload').click()]);
    await expect.poll(() => page.getByTestId('cv-download').count()).toBe(1);
    expect(await page.getByTestId('cv-download').innerText()).toBe('my-cv.pdf');
    const download = await page.request.get((await page.getByTestId('cv-download').getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');

    await page.getByTestId('cv-file').setInputFiles({ name: 'not-really.pdf', mimeType: 'application/pdf', buffer: PNG });
    await page.getByTestId('cv-upload').click();
    await expect.poll(() => page.getByTestId('cv-file-error').count()).toBe(1);
    expect(await page.getByTestId('cv-file-error').innerText()).toBe('File Type Must be PDF');
    expect(await page.getByTestId('cv-file').getAttribute('aria-invalid')).toBe('true');
    // The stored CV is untouched.
    expect(await page.getByTestId('cv-download').innerText()).toBe('my-cv.pdf');
    await context.close();
  });
});

describe('the printable CV in Arabic', () => {
  it('prints the CV in Arabic, right to left, with the Arabic typeface', async () => {
    const { context, page } = await newPage(browser());
    const account = await loggedInAs(page, 'USER');
    const api = await apiAs(account);
    await api('PUT', '/user/profile/personal-info', { first_name: 'Test', last_name: 'Seeker', ar_first_name: 'ليلى', ar_last_name: 'الحربي', en_first_name: 'Layla', en_last_name: 'Alharbi' });
    await api('POST', '/user/experiences', { company_name: 'Saudi Aramco', job_title: 'مهندسة بيانات', start_date: '2021-02-01', is_current: true });
    await api('POST', '/user/skills', { skill_name: 'Python', level: 'excellent' });

    await page.goto('/profile/print');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const sheet = page.getByTestId('cv-sheet');
    expect(await sheet.getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('cv-name').innerText()).toBe('ليلى الحربي');
    const text = await sheet.innerText();
    expect(text).toContain('مهندسة بيانات');
    expect(text).toContain('Saudi Aramco');
    expect(text).toContain('Python');
    expect(text).toContain('ممتاز');
    expect(await page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "IBM Plex Sans Arabic"', 'ليلى')))).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header.app-header').isVisible()).toBe(false);
    expect(await page.getByTestId('print-button').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'أقسام الملف الشخصي' }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    // The text a reader (or an applicant tracking system) gets out of the PDF: Debian's pdftotext.
    const file = path.join(os.tmpdir(), `tawzeef-cv-${Date.now()}.pdf`);
    await fs.writeFile(file, pdf);
    const extracted = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    await fs.rm(file);
    // (pdftotext rebuilds some Arabic words from their shaped glyphs imperfectly, so whole phrases are checked
    // where it reads them back faithfully.)
    for (const words of ['ليلى', 'مهندسة بيانات', 'Saudi Aramco', 'Python', account.email]) expect(extracted, words).toContain(words);
    // Nothing but the CV is printed.
    expect(extracted).not.toContain('بريدك');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10 * 1024);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont\s*\/[A-Z]{6}\+IBMPlexSansArabic/);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[0 0 59[45]\.\d+ 841\.\d+\]/);
    await context.close();
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMPLETENESS_WEIGHTS, MAX_PROMINENT_MAJORS } from '@tawzeef/contract';
import { PDF, PNG } from './support/fixtures.ts';
import { chooseIn, hydrated, logInThroughForm, loggedInAs, newPage, pathOf, registerByApi, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** React's complaints about a server render that differs from the browser's (dates and numbers through Intl). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Clicks the section's save button and waits for the action's answer and its toast. */
async function save(page: Page, toast: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('.data')),
    page.getByTestId('section-save').click(),
  ]);
  await toastShown(page, toast);
}

async function overviewRatio(page: Page, prefix = ''): Promise<number> {
  await page.goto(`${prefix}/profile`);
  return Number(await page.getByTestId('completeness-ratio').getAttribute('data-ratio'));
}

const SAVED_AR = 'تم حفظ ملفك الشخصي';

/** Saves a list form and waits until the item is listed. */
async function saveItem(page: Page, list: string) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/profile/${list}`)), page.getByTestId(`${list}-save`).click()]);
  await page.getByTestId(`${list}-item`).first().waitFor();
}

describe('the job seeker’s CV sections', () => {
  it('takes a new job seeker from 5% to 100% in Arabic, section by section', async () => {
    const { context, page } = await newPage(browser());
    const problems = watchHydration(page);
    await loggedInAs(page, 'USER');
    const w = COMPLETENESS_WEIGHTS;

    // A new account already has its email and phone.
    expect(await overviewRatio(page)).toBe(w['contact-info']);
    expect(await page.getByTestId('header-completeness').first().getAttribute('data-ratio')).toBe(String(w['contact-info']));
    expect(await page.getByTestId('next-step').getAttribute('data-section')).toBe('personal-info');
    expect(await page.getByTestId('checklist-social-contacts').getAttribute('data-state')).toBe('optional');

    // Personal information: the Hijri date follows the birth date; the cities follow the country.
    await page.goto('/profile/personal-info');
    await page.locator('input[name="ar_first_name"]').fill('سعد');
    await page.locator('input[name="ar_last_name"]').fill('الشمري');
    await page.locator('input[name="birthdate"]').fill('1995-06-15');
    await expect.poll(() => page.getByTestId('hijri-date').innerText()).toContain('1416');
    await page.locator('select[name="nationality_id"]').selectOption({ index: 1 });
    await page.locator('input[name="sex"][value="male"]').check();
    await page.locator('input[name="social_status"][value="single"]').check();
    await page.locator('select[name="country_id"]').selectOption({ label: 'المملكة العربية السعودية' });
    // The cities of the chosen country only, found by typing either name (decision 097).
    await hydrated(page);
    await page.locator('input[data-testid="city-select"]').fill('دبي');
    await expect.poll(() => page.getByRole('listbox').getByRole('option', { name: 'دبي' }).count()).toBe(0);
    await chooseIn(page, 'city-select', 'الرياض', 'الرياض');
    await page.locator('select[name="hear_by_id"]').selectOption('friend');
    await save(page, SAVED_AR);
    expect(await overviewRatio(page)).toBe(w['contact-info'] + w['personal-info']);

    // Contact information, unchanged: no password needed.
    await page.goto('/profile/contact-info');
    await save(page, SAVED_AR);

    // Professional information, with the summary's counter.
    await page.goto('/profile/info');
    await page.locator('select[name="major_id"]').selectOption({ index: 1 });
    await page.locator('select[name="sector_id"]').selectOption({ index: 1 });
    await page.locator('textarea[name="summary"]').fill('محاسب بخبرة خمس سنوات');
    await expect.poll(() => page.getByTestId('summary-counter').innerText()).toBe('21 من 1000 حرف');
    await save(page, SAVED_AR);

    // Prominent majors: at five, the other boxes are disabled and a message says why.
    await page.goto('/profile/majors');
    const boxes = page.locator('input[name="major_ids"]');
    for (let i = 0; i < MAX_PROMINENT_MAJORS; i++) await boxes.nth(i).check();
    expect(await boxes.nth(MAX_PROMINENT_MAJORS).isDisabled()).toBe(true);
    expect(await page.getByTestId('majors-limit').innerText()).toContain('وصلت إلى الحد الأقصى');
    await save(page, SAVED_AR);

    // Without JavaScript, a sixth reaches the API, and its refusal shows at the field.
    const noScript = await browser().newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin, storageState: await context.storageState() });
    const plain = await noScript.newPage();
    await plain.goto('/profile/majors');
    expect(await plain.locator('input[name="major_ids"]:checked').count()).toBe(MAX_PROMINENT_MAJORS);
    await plain.locator('input[name="major_ids"]').nth(MAX_PROMINENT_MAJORS).check();
    await Promise.all([plain.waitForLoadState('load'), plain.getByTestId('section-save').click()]);
    expect(await plain.getByTestId('majors-error').innerText()).toBe(`اختر ${MAX_PROMINENT_MAJORS} تخصصات كحد أقصى`);
    await noScript.close();

    // Desired job: Arabic-Indic digits are accepted and the salary shows in riyals.
    await page.goto('/profile/job-required');
    await page.locator('input[name="job_role_title"]').fill('محاسب أول');
    await page.locator('input[name="expected_salary"]').fill('١٢٥٠٠');
    await expect.poll(() => page.getByText('12,500').count()).toBeGreaterThan(0);
    await page.locator('select[name="notice_period"]').selectOption('2');
    expect(await page.locator('select[name="notice_period"] option[value="2"]').innerText()).toBe('شهران');
    await page.locator('input[name="job_type"][value="full_time"]').check();
    await save(page, SAVED_AR);

    // Social accounts: an email address is refused in the browser first, saying what it is (decision 040); a link
    // typed without https:// is completed (decision 090).
    await page.goto('/profile/social-contacts');
    await page.locator('input[name="linkedin"]').fill('saad@linkedin.com');
    await page.getByTestId('section-save').click();
    await expect.poll(() => page.getByText('هذا عنوان بريد إلكتروني: اكتب عنوان الموقع، مثل https://example.com').count()).toBe(1);
    await page.locator('input[name="linkedin"]').fill('www.linkedin.com/in/saad');
    await save(page, SAVED_AR);
    await page.goto('/profile/social-contacts');
    expect(await page.locator('input[name="linkedin"]').inputValue()).toBe('https://www.linkedin.com/in/saad');

    const expected = w['contact-info'] + w['personal-info'] + w.info + w.majors + w['job-required'];
    expect(await overviewRatio(page)).toBe(expected);
    expect(await page.getByTestId('completeness-ratio').innerText()).toContain(String(expected));
    expect(await page.getByTestId('header-completeness').first().getAttribute('data-ratio')).toBe(String(expected));
    for (const key of ['personal-info', 'contact-info', 'info', 'majors', 'job-required', 'social-contacts']) {
      expect(await page.getByTestId(`checklist-${key}`).getAttribute('data-state'), key).toBe('done');
    }
    expect(await page.getByTestId('checklist-qualification').getAttribute('data-state')).toBe('missing');
    // The heaviest missing sections weigh 15: the qualification comes first in the list.
    expect(await page.getByTestId('next-step').getAttribute('data-section')).toBe('qualification');

    // The lists: a qualification, the current job, a skill.
    await page.goto('/profile/qualification');
    await page.locator('select[name="qualification_type"]').selectOption('bachelor');
    await page.locator('input[name="university"]').fill('جامعة الملك سعود');
    await page.locator('input[name="study_field"]').fill('المحاسبة');
    await page.locator('input[name="graduated_year"]').fill('٢٠١٧');
    await saveItem(page, 'qualification');
    await page.goto('/profile/personal-exp');
    await page.locator('input[name="company_name"]').fill('شركة المراعي');
    await page.locator('input[name="job_title"]').fill('محاسب');
    await page.locator('input[name="start_date"]').fill('2018-01-01');
    await page.locator('input[name="is_current"]').check({ force: true });
    await saveItem(page, 'personal-exp');
    await page.goto('/profile/skills');
    await page.locator('input[name="skill_name"]').fill('Excel');
    await page.locator('select[name="level"]').selectOption('excellent');
    await saveItem(page, 'skills');
    expect(await overviewRatio(page)).toBe(expected + w.qualification + w['personal-exp'] + w.skills);

    // The photo and the CV file.
    await page.goto('/profile/files');
    for (const [slot, file] of [
      ['photo', { name: 'صورتي.png', mimeType: 'image/png', buffer: PNG }],
      ['cv', { name: 'سيرتي.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ] as const) {
      await page.getByTestId(`${slot}-file`).setInputFiles(file);
      await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId(`${slot}-upload`).click()]);
      await page.waitForLoadState('networkidle');
    }
    expect(await overviewRatio(page)).toBe(100);
    expect(await page.getByTestId('header-completeness').first().getAttribute('data-ratio')).toBe('100');
    expect(await page.getByTestId('next-step').getAttribute('data-section')).toBeNull();
    await page.screenshot({ path: path.join(os.tmpdir(), 'tawzeef-profile-100-ar.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hides the CV, downloads the data and deletes the account in English', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    const problems = watchHydration(page);
    const account = await loggedInAs(page, 'USER', '/en');
    await page.goto('/en/profile/privacy');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');

    // Visibility.
    const visible = page.getByLabel('Show my CV to companies in candidate search');
    expect(await visible.isChecked()).toBe(true);
    await visible.uncheck({ force: true });
    expect(await page.getByTestId('visibility-state').innerText()).toContain('Your CV is hidden');
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('.data')),
      page.getByTestId('visibility-save').click(),
    ]);
    await toastShown(page, 'Your profile has been saved');
    await page.goto('/en/profile');
    expect(await page.getByTestId('visibility-badge').innerText()).toBe('Your CV is hidden from companies');
    await page.goto('/en/profile/privacy');
    expect(await page.getByLabel('Show my CV to companies in candidate search').isChecked()).toBe(false);

    // Download my data: a JSON attachment with the account.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-submit').click()]);
    expect(download.suggestedFilename()).toMatch(/^tawzeef-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as { account: { email: string }; cv: { is_visible: boolean } };
    expect(exported.account.email).toBe(account.email);
    expect(exported.cv.is_visible).toBe(false);
    expect(pathOf(page)).toBe('/en/profile/privacy');
    // The same data as a readable page in the reader's language (decision 040).
    const [page2] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-html-submit').click()]);
    expect(page2.suggestedFilename()).toMatch(/^tawzeef-my-data-\d{4}-\d{2}-\d{2}\.html$/);
    const readable = await fs.readFile(await page2.path(), 'utf8');
    expect(readable).toContain('<html lang="en" dir="ltr">');
    expect(readable).toContain('Your data on Tawzeef');
    expect(readable).toContain(account.email);

    // Delete my account: a wrong password is refused at the field.
    await page.locator('input[name="password"]').fill('Wrong-pass-1');
    await page.getByTestId('delete-submit').click();
    await expect.poll(() => page.getByText('The current password is not correct').count()).toBe(1);
    expect(pathOf(page)).toBe('/en/profile/privacy');

    await page.locator('input[name="password"]').fill(account.password);
    // A page says it is done, in English, and that a mail confirms it (decision 089).
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/account-deleted'), page.getByTestId('delete-submit').click()]);
    await expect.poll(() => page.getByText('Your account and your personal data have been deleted').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('account-deleted').getByRole('heading', { level: 1 }).innerText()).toBe('Your account was deleted');
    expect(await page.getByTestId('account-deleted').innerText()).toContain('We sent a confirmation to the email address the account had.');
    expect((await context.cookies()).find((c) => c.name === 'auth._token.local')).toBeUndefined();
    expect(await page.getByTestId('header-user').count()).toBe(0);

    // The account is gone: logging in again fails.
    await page.goto('/en/login');
    await page.locator('input[name="login"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toBe('The email, phone number or password is incorrect');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a visitor from /en/profile/privacy to log in, and back there afterwards', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/en/profile/privacy');
    expect(pathOf(page)).toBe('/en/login');
    const account = await registerByApi('USER');
    await logInThroughForm(page, account.email, account.password);
    expect(pathOf(page)).toBe('/en/profile/privacy');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Privacy and account');
    await context.close();
  });
});

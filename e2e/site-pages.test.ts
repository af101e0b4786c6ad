import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, logInThroughForm, newPage, outbox, pathOf, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
/** The demo administrator seeded with the demo data (SEED_DEMO=true in global-setup). */
const ADMIN = { email: 'admin@demo.tawzeef.sa', password: 'Tawzeef@2026' };

describe('the site pages and the contact form in the browser (decision 033)', () => {
  it('an English visitor on a phone sends the contact form, is shown each field error, then gets a confirmation mail', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    const { email } = uniqueAccount('contact');
    await page.goto('/en/contact-us');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await page.locator('input[name="name"]').fill('Daniel Brooks');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="subject"]').fill('Hi');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByText('Subject field must be 3 characters at least').count()).toBe(1);
    expect(await page.getByText('Message field is required').count()).toBe(1);
    // The honeypot is out of sight and out of the keyboard's path.
    const trap = await page.locator('.contact-honeypot').boundingBox();
    expect(await page.locator('.contact-honeypot').getAttribute('aria-hidden')).toBe('true');
    expect((trap?.width ?? 0) * (trap?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await page.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/contact-errors-en-390.png`, fullPage: true });

    await page.locator('input[name="subject"]').fill('Posting jobs for our Jeddah branch');
    await page.locator('textarea[name="message"]').fill('Hello, we would like to post three jobs for our new branch in Jeddah. Can we pay by bank transfer?');
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.getByTestId('contact-submit').click()]);
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').innerText()).toContain('We received your message');
    expect(pathOf(page)).toBe('/en/contact-us');
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/contact-sent-en-390.png`, fullPage: true });

    const mails = await outbox('mail');
    const confirmation = mails.find((mail) => mail.to_address === email && mail.purpose === 'contact_confirmation');
    expect(confirmation?.subject).toBe('We received your message: Posting jobs for our Jeddah branch');
    expect(mails.some((mail) => mail.purpose === 'contact_admin' && mail.subject?.includes('Posting jobs for our Jeddah branch'))).toBe(true);
    await context.close();
  });

  it('works without JavaScript: the form posts to the page, keeps what was typed with the errors, then answers the success', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const { email } = uniqueAccount('nojs');
    await page.goto('/en/contact-us');
    await page.locator('input[name="name"]').fill('Amal Yusuf');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="subject"]').fill('Invoice copy');
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('contact-submit').click()]);
    await page.getByText('Message field is required').waitFor();
    expect(await page.locator('input[name="subject"]').inputValue()).toBe('Invoice copy');
    await page.locator('textarea[name="message"]').fill('Please send me a copy of the tax invoice for our last job posting.');
    await Promise.all([page.waitForLoadState('load'), page.getByTestId('contact-submit').click()]);
    await page.getByTestId('contact-sent').waitFor();
    expect((await outbox('mail')).some((mail) => mail.to_address === email && mail.purpose === 'contact_confirmation')).toBe(true);
    await context.close();
  });

  it('an Arabic visitor on a phone reads the privacy policy, its rights and where to use them', async () => {
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/privacy-policy');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('h1').innerText()).toBe('سياسة الخصوصية');
    expect(await page.title()).toContain('سياسة الخصوصية');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('نظام حماية البيانات الشخصية');
    await page.locator('.site-page-contents a[href="#rights"]').click();
    const rights = page.locator('section#rights');
    expect(await rights.locator('h2').innerText()).toBe('حقوقك وكيف تمارسها');
    expect(await rights.locator('a[href="/profile/privacy"]').count()).toBeGreaterThanOrEqual(1);
    expect(await rights.innerText()).toContain('سدايا');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/privacy-policy-ar-390.png`, fullPage: true });
    // The rights link leads a visitor to log in first, then to the privacy page of the profile.
    await rights.locator('a[href="/profile/privacy"]').first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('asks a logged-in job seeker on a phone to accept the terms again once an administrator changes them in the console', async () => {
    const seeker = await registerByApi('USER');
    const { context, page } = await newPage(browser(), 390, 844);
    const admin = await newPage(browser(), 1280, 900);
    try {
      await page.goto('/login');
      await logInThroughForm(page, seeker.email, seeker.password);
      await page.goto('/jobs');
      await hydrated(page);
      // Registered with the versions in force: nothing to accept.
      expect(await page.getByTestId('terms-banner').count()).toBe(0);
      const read = () => fetch(`${baseUrl()}/api/v1/pages/terms-conditions`, { headers: { 'x-locale': 'ar' } }).then(async (response) => (await response.json()).data as { version: number; sections: Array<{ html: string }> });
      const before = await read();

      // An administrator adds a clause to the Arabic terms in the console (the page's HTML, in a text area: decision 033).
      const clause = `بند تجريبي رقم ${Date.now()}: نحتفظ بسجل موافقتك على كل نسخة من هذه الشروط.`;
      await admin.page.goto('/login');
      await logInThroughForm(admin.page, ADMIN.email, ADMIN.password);
      await admin.page.goto('/admin/pages/terms-conditions?edit=1');
      await hydrated(admin.page);
      const body = admin.page.locator('textarea[name="body_ar"]');
      await body.fill(`${await body.inputValue()}<p>${clause}</p>`);
      await Promise.all([admin.page.waitForURL((url) => !url.search.includes('edit=')), admin.page.getByTestId('admin-update-submit').click()]);
      const after = await read();
      expect(after.version).toBe(before.version + 1);
      // The clause ends the last section; nothing else changed.
      expect(after.sections.length).toBe(before.sections.length);
      expect(after.sections.at(-1)!.html).toBe(`${before.sections.at(-1)!.html}<p>${clause}</p>`);

      // The seeker's next page carries the banner; it leads to the new text and its accept form.
      await page.goto('/jobs');
      const banner = page.getByTestId('terms-banner');
      await banner.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/terms-banner-ar-390.png`, fullPage: false });
      await Promise.all([page.waitForURL((url) => url.pathname === '/terms-conditions' && url.hash === '#accept'), banner.getByRole('link').click()]);
      await page.getByText(clause).waitFor();
      await page.getByTestId('terms-accept-box').waitFor();
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/terms-accept-ar-390.png`, fullPage: false });
      await page.getByTestId('terms-accept').click();
      await page.getByTestId('terms-accepted').waitFor();
      await expect.poll(() => page.getByTestId('terms-banner').count()).toBe(0);
      await page.goto('/jobs');
      await hydrated(page);
      expect(await page.getByTestId('terms-banner').count()).toBe(0);
    } finally {
      await admin.context.close();
      await context.close();
    }
    // Two sessions, a seeker's and an administrator's, through five pages: longer than most journeys.
  });

  it('shows the business platform with the fee and VAT from the settings, and one section by its link', async () => {
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/busniss-platform');
    const price = await page.getByTestId('business-price').innerText();
    expect(price).toMatch(/VAT \(15%\)/);
    expect(price).toMatch(/SAR/);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/business-platform-en-1280.png`, fullPage: true });
    await page.goto('/en/busniss-platform/how-to-start');
    expect(await page.locator('section').count()).toBe(1);
    expect(await page.locator('section h2').innerText()).toBe('How to start');
    expect(await page.locator('section a[href="/en/register?type=COMPANY"]').count()).toBe(1);
    const missing = await page.goto('/en/busniss-platform/no-such-part');
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, outbox, pathOf, registerByApi, uniqueAccount, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();
const e164 = (local: string) => `+966${local.slice(1)}`;
const shots = process.env.E2E_SCREENSHOTS;

type TBox = { x: number; y: number; width: number; height: number };
const intersects = (a: TBox, b: TBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the toasts on screen and of the elements `selectors` find (null while no toast shows). */
async function toastAndBoxes(page: Page, selectors: string[]): Promise<{ toasts: TBox[]; others: TBox[] } | null> {
  return page.evaluate((list) => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const toasts = Array.from(document.querySelectorAll('.mantine-Notification-root')).map(box).filter((b) => b.width > 0 && b.height > 0);
    if (toasts.length === 0) return null;
    return { toasts, others: list.flatMap((selector) => Array.from(document.querySelectorAll(selector)).map(box)).filter((b) => b.width > 0 && b.height > 0) };
  }, selectors);
}

/** True once a toast shows and none of the toasts overlaps any of the elements (all of which must be there). */
async function toastClearOf(page: Page, selectors: string[], expected: number): Promise<boolean> {
  const boxes = await toastAndBoxes(page, selectors);
  return boxes !== null && boxes.others.length >= expected && boxes.toasts.every((toast) => boxes.others.every((other) => !intersects(toast, other)));
}

describe('account life cycle in the browser', () => {
  it('registers, finds the code sent when the registration finished, and confirms the phone', async () => {
    const { context, page } = await newPage(browser());
    const account = uniqueAccount('otp');
    await page.goto('/en/register');
    await page.locator('input[name="first_name"]').fill('Layla');
    await page.locator('input[name="last_name"]').fill('Alharbi');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="phone"]').fill(account.phone);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('input[name="password_confirmation"]').fill(account.password);
    await page.getByTestId('register-accept-terms').check();
    await Promise.all([page.waitForURL('**/en/profile'), page.getByTestId('register-submit').click()]);
    await page.getByTestId('verification-banner').waitFor();

    // No click needed: the code went out with the registration (decision 040); asking again at once meets the cooldown.
    const codeSent = async () => /(\d{6})/.exec((await outbox('sms')).find((m) => m.to_phone === e164(account.phone) && m.purpose === 'verify_phone')?.body ?? '')?.[1];
    await expect.poll(codeSent).toMatch(/^\d{6}$/);
    const code = await codeSent();
    // In Arabic the number is a left-to-right run (decision 150): its «+» is drawn at its left, before the digits.
    await page.goto('/otp-code');
    const plusBeforeDigits = await page.evaluate((phone) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(phone);
        if (at < 0) continue;
        const box = (from: number) => {
          const range = document.createRange();
          range.setStart(node!, from);
          range.setEnd(node!, from + 1);
          return range.getBoundingClientRect();
        };
        return box(at).left < box(at + phone.length - 1).left;
      }
      return null;
    }, e164(account.phone));
    expect(plusBeforeDigits).toBe(true);
    await page.goto('/en/otp-code');
    await hydrated(page);
    await page.getByTestId('otp-send').click();
    await toastShown(page, 'A message was just sent: please wait a minute before asking again');
    expect((await outbox('sms')).filter((m) => m.to_phone === e164(account.phone))).toHaveLength(1);
    await page.locator('input[name="code"]').fill(code!);
    await Promise.all([page.waitForURL('**/en/profile'), page.getByTestId('otp-verify').click()]);
    await toastShown(page, 'Your phone number is confirmed');

    // The confirmation email went out at registration: its link confirms the email.
    const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
    const link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(link?.startsWith(`${baseUrl()}/en/verify-email?token=`)).toBe(true);
    await page.goto(link!);
    await Promise.all([page.waitForURL((url) => url.pathname === '/en'), page.getByTestId('verify-email-submit').click()]);
    await toastShown(page, 'Your email is confirmed');
    expect(await page.getByTestId('verification-banner').count()).toBe(0);
    await context.close();
  });

  it('lands a company that confirms its email on its dashboard, in Arabic at 390 px', async () => {
    const account = await registerByApi('COMPANY');
    const { context, page } = await newPage(browser(), 390);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
        link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
        return link;
      })
      .toBeTruthy();
    await page.goto(link!);
    await Promise.all([page.waitForURL((url) => url.pathname === '/company-jobs'), page.getByTestId('verify-email-submit').click()]);
    await toastShown(page, 'تم تأكيد بريدك الإلكتروني');
    if (shots) await page.screenshot({ path: `${shots}/verify-email-company-ar-390.png`, fullPage: true });
    await context.close();
  });

  it('forgets and resets a password by email, in Arabic', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerByApi('USER');
    await page.goto('/forget-password');
    await page.locator('input[name="login"]').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'reset_password');
        link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
        return link;
      })
      .toBeTruthy();
    const response = await page.goto(link!);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('input[name="password"]').fill('Jadeed-pass-2026');
    await page.locator('input[name="password_confirmation"]').fill('Jadeed-pass-2026');
    await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByTestId('reset-submit').click()]);
    await toastShown(page, 'تم تغيير كلمة المرور: سجّل الدخول بكلمة المرور الجديدة');
    await logInThroughForm(page, account.email, 'Jadeed-pass-2026');
    expect(pathOf(page)).toBe('/');

    // The link works once.
    await page.goto('/');
    await context.clearCookies();
    await page.goto(link!);
    await page.locator('input[name="password"]').fill('Another-pass-2026');
    await page.locator('input[name="password_confirmation"]').fill('Another-pass-2026');
    await page.getByTestId('reset-submit').click();
    await expect.poll(() => page.getByTestId('form-error').innerText()).toBe('هذا الرابط غير صالح أو مستخدم أو منتهي الصلاحية: اطلب رابطًا جديدًا');
    await context.close();
  });

  it('resets a password with an SMS code', async () => {
    const { context, page } = await newPage(browser());
    const account = await registerByApi('USER');
    await page.goto('/en/forget-password');
    await page.locator('input[name="login"]').fill(account.phone);
    await Promise.all([page.waitForURL('**/en/reset-password?phone=*'), page.getByTestId('forgot-submit').click()]);
    let code: string | undefined;
    await expect
      .poll(async () => {
        const sms = (await outbox('sms')).find((m) => m.to_phone === e164(account.phone) && m.purpose === 'reset_password');
        code = /(\d{6})/.exec(sms?.body ?? '')?.[1];
        return code;
      })
      .toBeTruthy();
    await page.locator('input[name="code"]').fill(code!);
    await page.locator('input[name="password"]').fill('Sms-reset-pass1');
    await page.locator('input[name="password_confirmation"]').fill('Sms-reset-pass1');
    await Promise.all([page.waitForURL('**/en/login'), page.getByTestId('reset-submit').click()]);
    await logInThroughForm(page, account.phone, 'Sms-reset-pass1');
    expect(pathOf(page)).toBe('/en');
    await context.close();
  });

  it('changes the phone number only once the code sent to the new number is confirmed, on a phone in Arabic', async () => {
    const account = await registerByApi('USER');
    const token = await logInByApi(account.email, account.password);
    const newPhone = uniqueAccount('new-phone').phone;
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/profile/contact-info');
    await hydrated(page);
    await page.locator('input[name="phone"]').fill(newPhone);
    await page.locator('input[name="current_password"]').fill(account.password);
    await page.getByTestId('section-save').click();

    // The page says where the code went; the current number stays in the field and in the account.
    const box = page.getByTestId('phone-change');
    await box.waitFor();
    expect(await page.getByTestId('phone-change-sent').innerText()).toContain(newPhone);
    expect(await page.locator('input[name="phone"]').inputValue()).toBe(account.phone);
    expect((await apiCall<{ phone: string }>('GET', '/api/v1/user/profile', token)).phone).toBe(e164(account.phone));
    const codeSent = async () => /(\d{6})/.exec((await outbox('sms')).find((m) => m.to_phone === e164(newPhone) && m.purpose === 'change_phone')?.body ?? '')?.[1];
    await expect.poll(codeSent).toMatch(/^\d{6}$/);
    const code = (await codeSent())!;
    // "Send again" waits for the cooldown.
    const resend = page.getByTestId('phone-change-resend');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.innerText()).toMatch(/إرسال الرمز مجددًا بعد \d+ ث/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A wrong code is refused at the field, in Arabic; nothing changes.
    await page.getByTestId('phone-change-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('phone-change-confirm').click();
    await expect.poll(() => box.getByText('الرمز غير صحيح').count()).toBeGreaterThan(0);
    expect((await apiCall<{ phone: string }>('GET', '/api/v1/user/profile', token)).phone).toBe(e164(account.phone));
    if (shots) await page.screenshot({ path: `${shots}/phone-change-ar-390.png`, fullPage: true });

    await page.getByTestId('phone-change-code').fill(code);
    await page.getByTestId('phone-change-confirm').click();
    await toastShown(page, 'تم تأكيد رقم جوالك الجديد وأصبح مستخدمًا');
    await box.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('input[name="phone"]').inputValue()).toBe(newPhone);
    const profile = await apiCall<{ phone: string; phone_verified_at: string | null }>('GET', '/api/v1/user/profile', token);
    expect(profile.phone).toBe(e164(newPhone));
    expect(profile.phone_verified_at).not.toBeNull();
    await context.close();
  });

  it('keeps toasts clear of the header and of the open menu drawer on a phone, in both directions', async () => {
    const account = await registerByApi('USER');
    for (const prefix of ['', '/en'] as const) {
      const { context, page } = await newPage(browser(), 390, 844);
      await page.goto(`${prefix}/login`);
      await logInThroughForm(page, account.email, account.password);
      // The login toast: not over the header (its logo, menu button and the person's name).
      await expect.poll(() => toastClearOf(page, ['header.app-header'], 1)).toBe(true);

      // A toast that stays (a form sent without a connection), then the menu opens: the drawer's title and the
      // person's name are not under it.
      await page.goto(`${prefix}/profile/contact-info`);
      await hydrated(page);
      // The drawer's code loads on first use: once with the connection, before it goes.
      const menu = page.locator('header button[aria-expanded]');
      await menu.click();
      await page.locator('.mantine-Drawer-content').waitFor();
      await page.keyboard.press('Escape');
      await page.locator('.mantine-Drawer-content').waitFor({ state: 'detached' });
      await context.setOffline(true);
      await page.getByTestId('section-save').click();
      await page.getByTestId('submit-failure').waitFor();
      await menu.click();
      await page.locator('.mantine-Drawer-content').waitFor();
      await expect.poll(() => toastClearOf(page, ['.mantine-Drawer-header', '.mantine-Drawer-content [data-testid="header-user"]', '.mantine-Drawer-content nav'], 3)).toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/toast-drawer${prefix ? '-en' : '-ar'}-390.png` });
      await context.setOffline(false);
      await context.close();
    }
  });
});

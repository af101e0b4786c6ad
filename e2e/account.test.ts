import { describe, expect, it } from 'vitest';
import { baseUrl, hydrated, logInThroughForm, newPage, outbox, pathOf, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';

const browser = useBrowser();
const e164 = (local: string) => `+966${local.slice(1)}`;

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
    await page.goto('/en/otp-code');
    await hydrated(page);
    await page.getByTestId('otp-send').click();
    await expect.poll(() => page.getByText('A message was just sent: please wait a minute before asking again').count()).toBeGreaterThan(0);
    expect((await outbox('sms')).filter((m) => m.to_phone === e164(account.phone))).toHaveLength(1);
    await page.locator('input[name="code"]').fill(code!);
    await Promise.all([page.waitForURL('**/en/profile'), page.getByTestId('otp-verify').click()]);
    await expect.poll(() => page.getByText('Your phone number is confirmed').count()).toBeGreaterThan(0);

    // The confirmation email went out at registration: its link confirms the email.
    const mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'verify_email');
    const link = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(link?.startsWith(`${baseUrl()}/en/verify-email?token=`)).toBe(true);
    await page.goto(link!);
    await Promise.all([page.waitForURL((url) => url.pathname === '/en'), page.getByTestId('verify-email-submit').click()]);
    await expect.poll(() => page.getByText('Your email is confirmed').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('verification-banner').count()).toBe(0);
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
    await expect.poll(() => page.getByText('تم تغيير كلمة المرور: سجّل الدخول بكلمة المرور الجديدة').count()).toBeGreaterThan(0);
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
});

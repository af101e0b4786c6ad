import { describe, expect, it } from 'vitest';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, outbox, pathOf, registerByApi, uniqueAccount, toastShown, useBrowser } from './support/session.ts';

const browser = useBrowser();
const shots = process.env.E2E_SCREENSHOTS;


describe('a company’s account page (decision 041)', () => {
  it('changes the password and deletes the company, told what happens to its jobs and invoices, on a phone in Arabic', async () => {
    const account = await registerByApi('COMPANY');
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/company-account');
    await hydrated(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('method-password').innerText()).toContain('البريد الإلكتروني أو رقم الجوال مع كلمة المرور');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A wrong current password is refused at the field, in Arabic; the right one changes it.
    const password = page.getByTestId('account-password');
    await password.locator('input[name="current_password"]').fill('not-my-password');
    await password.locator('input[name="password"]').fill('Jadeed-pass-2026');
    await password.locator('input[name="password_confirmation"]').fill('Jadeed-pass-2026');
    await page.getByTestId('password-save').click();
    await expect.poll(() => password.getByText('كلمة المرور الحالية غير صحيحة').count()).toBeGreaterThan(0);
    await password.locator('input[name="current_password"]').fill(account.password);
    await page.getByTestId('password-save').click();
    await toastShown(page, 'تم تغيير كلمة المرور وسُجّل الخروج من الأجهزة الأخرى');

    // Before the password is asked, the page says what happens to the jobs and the invoices.
    const consequences = page.getByTestId('delete-consequences');
    expect(await consequences.getByTestId('delete-jobs').innerText()).toContain('لا توجد وظائف مفتوحة');
    expect(await consequences.getByTestId('delete-invoices').innerText()).toContain('نظام ضريبة القيمة المضافة');
    if (shots) await page.screenshot({ path: `${shots}/company-account-ar-390.png`, fullPage: true });

    const remove = page.getByTestId('account-delete');
    await remove.locator('input[name="password"]').fill(account.password);
    await page.getByTestId('delete-submit').click();
    await expect.poll(() => remove.getByText('كلمة المرور الحالية غير صحيحة').count()).toBeGreaterThan(0);
    await remove.locator('input[name="password"]').fill('Jadeed-pass-2026');
    // A page says it is done, in the page's language, and that a mail confirms it (decision 089).
    await Promise.all([page.waitForURL((url) => url.pathname === '/account-deleted'), page.getByTestId('delete-submit').click()]);
    await toastShown(page, 'تم حذف حساب المنشأة: أُغلقت وظائفها واحتُفظ بفواتيرها الضريبية كما يوجب النظام');
    const done = page.getByTestId('account-deleted');
    expect(await done.getByRole('heading', { level: 1 }).innerText()).toBe('تم حذف حسابك');
    expect(await done.innerText()).toContain('أرسلنا تأكيدًا إلى البريد الإلكتروني الذي كان مسجلًا في الحساب.');
    expect(await page.getByTestId('header-user').count()).toBe(0);
    // The account is gone: its email and password no longer log in.
    const login = await fetch(new URL('/api/v1/auth/login', page.url()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: account.email, password: 'Jadeed-pass-2026' }) });
    expect(login.status).toBe(401);
    await context.close();
  });

  it('opens from the company’s name, changes the email with the current password, and lists the sign-in methods, in English on a desktop', async () => {
    const account = await registerByApi('COMPANY');
    const { context, page } = await newPage(browser());
    await page.goto('/en/login');
    await logInThroughForm(page, account.email, account.password);
    await hydrated(page);
    await Promise.all([page.waitForURL('**/en/company-account'), page.getByTestId('header-account-link').first().click()]);
    expect(await page.getByTestId('methods-none').innerText()).toBe('No external account is linked.');

    const fresh = uniqueAccount('co-moved');
    const contact = page.getByTestId('account-contact');
    await contact.locator('input[name="email"]').fill(fresh.email);
    await page.getByTestId('contact-save').click();
    await expect.poll(() => contact.getByText('Current password field is required').count()).toBeGreaterThan(0);
    await contact.locator('input[name="current_password"]').fill(account.password);
    await page.getByTestId('contact-save').click();
    await toastShown(page, 'Your profile has been saved');
    // The toast sits below the header: the navigation stays in sight and clickable.
    // (It slides in: its place is read once the slide has ended, not halfway through.)
    const header = await page.locator('header.app-header').boundingBox();
    const shown = page.locator('.mantine-Notification-root').first();
    await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect.poll(async () => (await outbox('mail')).some((m) => m.to_address === fresh.email && m.purpose === 'verify_email')).toBe(true);
    await expect.poll(() => contact.locator('input[name="email"]').inputValue()).toBe(fresh.email);
    expect(await contact.locator('input[name="current_password"]').inputValue()).toBe('');
    expect(await page.getByTestId('delete-invoices').innerText()).toContain('kept by Tawzeef as the VAT law requires');
    if (shots) await page.screenshot({ path: `${shots}/company-account-en-1280.png`, fullPage: true });
    expect(pathOf(page)).toBe('/en/company-account');
    await context.close();
  });

  it('shows one close button in the phone menu, in both directions', async () => {
    for (const prefix of ['', '/en'] as const) {
      const { context, page } = await newPage(browser(), 390, 844);
      await page.goto(`${prefix}/about-us`);
      await hydrated(page);
      const burger = page.locator('header button[aria-expanded]');
      const box = (await burger.boundingBox())!;
      await burger.click();
      const drawer = page.locator('.mantine-Drawer-content');
      await drawer.waitFor();
      // The drawer opens over the menu button: what sits at the button's place is the drawer, with its own close button.
      await expect
        .poll(() => page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('.mantine-Drawer-content'), [box.x + box.width / 2, box.y + box.height / 2]))
        .toBe(true);
      expect(await page.locator('.mantine-Drawer-close').count()).toBe(1);
      await context.close();
    }
  });

  it('tells the company that an applicant deleted their account, and no longer counts them', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const active = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken);
    const job = active.items[0]!;
    const seeker = await registerByApi('USER');
    const token = await logInByApi(seeker.email, seeker.password);
    const e164 = `+966${seeker.phone.slice(1)}`;
    const codeSent = async () => /(\d{6})/.exec((await outbox('sms')).find((m) => m.to_phone === e164 && m.purpose === 'verify_phone')?.body ?? '')?.[1];
    await expect.poll(codeSent).toMatch(/^\d{6}$/);
    await apiCall('POST', '/api/v1/auth/phone/verify', token, { code: await codeSent() });
    const riyadh = (await apiCall<Array<{ id: number; name_en: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null)).find((c) => c.name_en === 'Riyadh')!;
    await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Gone', last_name: 'Soon', country_id: riyadh.country_id, city_id: riyadh.id });
    await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
    await apiCall('POST', `/api/v1/jobs/${job.id}/applications`, token, {});
    const before = await apiCall<{ departed_count: number; job: { applications_count: number } }>('GET', `/api/v1/company/jobs/${job.id}/applications`, companyToken);
    await apiCall('DELETE', '/api/v1/user/account', token, { password: seeker.password });

    const { context, page } = await newPage(browser());
    await page.goto('/en/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);
    await page.goto(`/en/company-jobs/${job.id}/applicants`);
    const note = page.getByTestId('applicants-departed');
    const departed = before.departed_count + 1;
    expect(await note.innerText()).toBe(`${departed} ${departed === 1 ? 'applicant deleted their account' : 'applicants deleted their accounts'}, so they are no longer listed or counted`);
    const after = await apiCall<{ job: { applications_count: number } }>('GET', `/api/v1/company/jobs/${job.id}/applications`, companyToken);
    expect(after.job.applications_count).toBe(before.job.applications_count - 1);
    await context.close();
  });

  it('sends a code to a new phone number and keeps the current one until it is confirmed; the change can be dropped (English, desktop)', async () => {
    const account = await registerByApi('COMPANY');
    const token = await logInByApi(account.email, account.password);
    const newPhone = uniqueAccount('co-new-phone').phone;
    const { context, page } = await newPage(browser());
    await page.goto('/en/login');
    await logInThroughForm(page, account.email, account.password);
    await page.goto('/en/company-account');
    await hydrated(page);
    const contact = page.getByTestId('account-contact');
    await contact.locator('input[name="phone"]').fill(newPhone);
    await contact.locator('input[name="current_password"]').fill(account.password);
    await page.getByTestId('contact-save').click();
    await toastShown(page, 'Saved. We sent a 6-digit code to the new number: it replaces the current one once you confirm the code');
    const box = page.getByTestId('phone-change');
    await box.waitFor();
    expect(await page.getByTestId('phone-change-sent').innerText()).toBe(
      `We sent a 6-digit code to \u2066${newPhone}\u2069. Your current number \u2066${account.phone}\u2069 stays in use until you enter the code.`,
    );
    await expect.poll(async () => (await outbox('sms')).some((m) => m.to_phone === `+966${newPhone.slice(1)}` && m.purpose === 'change_phone')).toBe(true);
    expect(await page.getByTestId('phone-change-resend').isDisabled()).toBe(true);
    expect(await page.getByTestId('phone-change-resend').innerText()).toMatch(/^Send again in \d+ s$/);
    expect((await apiCall<{ phone: string }>('GET', '/api/v1/user/profile', token)).phone).toBe(`+966${account.phone.slice(1)}`);
    if (shots) await page.screenshot({ path: `${shots}/phone-change-en-1280.png`, fullPage: true });

    // Dropping the change keeps the current number; the box goes.
    await page.getByTestId('phone-change-cancel').click();
    await toastShown(page, 'The change of phone number was dropped: your current number stays');
    await box.waitFor({ state: 'detached' });
    expect(await contact.locator('input[name="phone"]').inputValue()).toBe(account.phone);
    await context.close();
  });
});

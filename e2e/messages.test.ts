import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, baseUrl, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { HORIZON } from './support/fixtures.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A day `days` from now in Riyadh (YYYY-MM-DD). */
const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function seekerWithCv() {
  const seeker = await registerByApi('USER');
  const token = await logInByApi(seeker.email, seeker.password);
  await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'محاسب أول', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
  const { id } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', token);
  return { ...seeker, id, token };
}

const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('messaging between a company and a job seeker (decision 029)', () => {
  it('a company in Arabic writes and invites to an interview; the seeker in English sees the badge, replies and accepts, and the company sees it live', async () => {
    const seeker = await seekerWithCv();

    // The company, in Arabic, starts from the candidate's CV.
    const { context: companyContext, page: company } = await newPage(browser(), 1280, 900);
    await company.goto('/login');
    await logInThroughForm(company, HORIZON.email, HORIZON.password);
    await company.goto(`/employee-profile?id=${seeker.id}&back=${encodeURIComponent('/company-jobs')}`);
    await company.getByTestId('employee-profile').waitFor();
    await Promise.all([company.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('to') === String(seeker.id)), company.getByTestId('message-candidate').click()]);
    await company.getByTestId('new-conversation').waitFor();
    // Who it goes to comes from the server: the address carries no name, and one added to it is not shown.
    expect(new URL(company.url()).searchParams.has('name')).toBe(false);
    expect(await company.getByTestId('new-conversation-to').textContent()).toBe('إلى: Test Seeker');
    await company.goto(`/messages?to=${seeker.id}&name=${encodeURIComponent('شخص آخر')}`);
    expect(await company.getByTestId('new-conversation-to').textContent()).toBe('إلى: Test Seeker');
    // Someone the company may not reach: said plainly, no form.
    await company.goto('/messages?to=2000000000');
    expect(await company.getByTestId('thread-missing').textContent()).toContain('لا يمكن مراسلة هذا الباحث عن عمل');
    await company.goto(`/messages?to=${seeker.id}`);
    await company.getByTestId('composer-body').fill('مرحبًا، اطلعنا على سيرتك الذاتية ونود دعوتك لمقابلة. التفاصيل: https://tawzeef.example/jobs');
    await Promise.all([company.waitForURL((url) => /^\/messages\/\d+$/.test(url.pathname)), company.getByTestId('new-conversation-send').click()]);
    const conversationId = Number(new URL(company.url()).pathname.split('/').pop());
    const thread = company.getByTestId('thread');
    await thread.getByTestId('message').first().waitFor();
    const link = thread.getByTestId('message').first().locator('a[href="https://tawzeef.example/jobs"]');
    expect(await link.getAttribute('rel')).toBe('noopener nofollow noreferrer');

    // The interview invitation, three days ahead at 10:30 Riyadh time, at an address.
    await company.getByTestId('invite-details').locator('summary').click();
    await company.getByTestId('invite-date').fill(riyadhDay(3));
    await company.getByTestId('invite-time').fill('10:30');
    await company.getByTestId('invite-location').fill('طريق الملك فهد، الرياض');
    await company.getByTestId('invite-note').fill('أحضر بطاقة الهوية');
    await company.getByTestId('invite-send').click();
    const invitation = thread.getByTestId('invitation');
    await invitation.waitFor();
    expect(await invitation.getAttribute('data-status')).toBe('pending');
    expect(await invitation.getByTestId('invitation-when').textContent()).toContain('10:30');
    expect(await invitation.getByTestId('invitation-hijri').textContent()).toMatch(/هـ/);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/messages-company-ar-1280.png`, fullPage: true });

    // The seeker, in English on a phone: the unread badge, the conversation, the invitation.
    const { context: seekerContext, page } = await newPage(browser(), 390, 844);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/en/find-jobs');
    expect(await page.getByTestId('unread-link').getByTestId('unread-badge').textContent()).toBe('2');
    // A new message raises the badge without a reload (the page's event stream).
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    await apiCall('POST', `/api/v1/conversations/${conversationId}/messages`, companyToken, { body: 'نسيت أن أذكر: المقابلة في الطابق الثالث' });
    await page.locator('[data-testid="unread-link"] [data-testid="unread-badge"]', { hasText: '3' }).waitFor({ timeout: 15_000 });
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/messages'), page.getByTestId('unread-link').click()]);
    const conversation = page.locator(`[data-testid="conversation"][data-conversation-id="${conversationId}"]`);
    expect(await conversation.getAttribute('data-unread')).toBe('3');
    expect(await page.getByTestId('thread-choose').isVisible()).toBe(false);
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-list-en-390.png`, fullPage: true });
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/messages/${conversationId}`), conversation.click()]);
    const seekerInvitation = page.getByTestId('invitation');
    await seekerInvitation.waitFor();
    expect(await page.getByTestId('conversations').isVisible()).toBe(false);
    expect(await seekerInvitation.getByTestId('invitation-hijri').textContent()).toMatch(/AH/);
    expect(await seekerInvitation.getByTestId('invitation-calendar').getAttribute('href')).toMatch(new RegExp(`^/en/messages/${conversationId}/calendar/\\d+$`));
    const calendar = await page.request.get((await seekerInvitation.getByTestId('invitation-calendar').getAttribute('href'))!);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toContain(`DTSTART;TZID=Asia/Riyadh:${riyadhDay(3).replace(/-/g, '')}T103000`);
    // Opening the conversation read it: the badge is gone on the next page.
    await page.getByTestId('invitation-accept').click();
    await page.locator('[data-testid="invitation"][data-status="accepted"]').waitFor();
    await page.getByTestId('composer-body').fill('Thank you, I accept. See you then.');
    await page.getByTestId('composer-send').click();
    await page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'See you then' }).waitFor();
    expect(await page.getByTestId('composer-body').inputValue()).toBe('');
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-thread-en-390.png`, fullPage: true });
    expect(await page.getByTestId('unread-link').count()).toBe(0);

    // The company's open page heard both without a reload: the answer and the reply.
    await company.locator('[data-testid="invitation"][data-status="accepted"]').waitFor({ timeout: 15_000 });
    await company.locator('[data-testid="message"]', { hasText: 'See you then' }).waitFor({ timeout: 15_000 });
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/messages-company-live-ar-1280.png`, fullPage: true });

    // The company at 390 px: the conversation alone, with a way back to the list.
    await company.setViewportSize({ width: 390, height: 844 });
    await company.reload();
    await company.getByTestId('thread-back').waitFor();
    await noWiderThan(company, 390);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/messages-company-ar-390.png`, fullPage: true });
    await companyContext.close();

    // The seeker at 1280 px in English: the list beside the conversation.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByTestId('conversations').waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-seeker-en-1280.png`, fullPage: true });
    await seekerContext.close();
    // Two people's whole journey in one test: longer than one page's on a busy machine.
  });

  it('works without JavaScript: a reply sent by the form shows after the page loads again', async () => {
    const seeker = await seekerWithCv();
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const started = await apiCall<{ conversation: { id: number } }>('POST', '/api/v1/conversations', companyToken, { seeker_id: seeker.id, body: 'Hello from Horizon' });
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/en/messages');
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/messages/${started.conversation.id}`), page.getByTestId('conversation').first().click()]);
    await page.getByTestId('composer-body').fill('Answered without JavaScript');
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/messages/${started.conversation.id}` && url.hash === '#composer'), page.getByTestId('composer-send').click()]);
    await page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'Answered without JavaScript' }).waitFor();
    // A reply to a message through its link (?reply=), then the company's message shows as answered.
    await page.getByTestId('message-reply').first().click();
    await page.getByTestId('composer-reply').waitFor();
    await page.getByTestId('composer-body').fill('Quoting you');
    await page.getByTestId('composer-send').click();
    const quoted = page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'Quoting you' });
    await quoted.waitFor();
    expect(await quoted.textContent()).toContain('Hello from Horizon');

    // The mail preferences on the account page, by the form: message mails off, then back on the same page.
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/profile/privacy'), page.getByTestId('mail-preferences-link').click()]);
    const preferences = page.getByTestId('mail-preferences');
    await preferences.getByTestId('message-mails').uncheck();
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/profile/privacy' && url.hash === '#mail-preferences'), preferences.getByTestId('mail-preferences-save').click()]);
    expect(await page.getByTestId('mail-preferences').getByTestId('message-mails').isChecked()).toBe(false);
    expect(await apiCall('GET', '/api/v1/user/mail-preferences', seeker.token)).toEqual({ message_mails: false });
    if (SCREENSHOTS) await page.getByTestId('mail-preferences').screenshot({ path: `${SCREENSHOTS}/mail-preferences-en-390.png` });
    await context.close();
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, baseUrl, chooseIn, logInByApi, logInThroughForm, newPage, openOneViewFromSearch, registerByApi, useBrowser } from './support/session.ts';
import { HORIZON, PDF } from './support/fixtures.ts';

const browser = useBrowser();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A day `days` from now in Riyadh (YYYY-MM-DD). */
const riyadhDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A job seeker who wants to be an accountant in Riyadh, visible to companies (the default). */
async function accountantInRiyadh() {
  const account = await registerByApi('USER');
  const token = await logInByApi(account.email, account.password);
  const cities = await apiCall<Array<{ id: number; name: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null);
  const riyadh = cities.find((city) => city.name === 'Riyadh')!;
  const lastName = `Journey${randomBytes(3).toString('hex')}`;
  await apiCall('PUT', '/api/v1/user/profile/personal-info', token, { first_name: 'Sara', last_name: lastName, country_id: riyadh.country_id, city_id: riyadh.id });
  await apiCall('PUT', '/api/v1/user/profile/job-required', token, { job_role_title: 'Accountant', expected_salary: 9000, notice_period: 1, job_type: 'full_time' });
  await apiCall('POST', '/api/v1/user/skills', token, { skill_name: 'IFRS', level: 'excellent' });
  const { id } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', token);
  return { ...account, id, token, name: `Sara ${lastName}`, riyadh: riyadh.id };
}

/** The company's unread messages as the API counts them. */
const companyUnread = async (token: string) => (await apiCall<{ total: number }>('GET', '/api/v1/messages/unread', token)).total;

describe('from candidate search to an accepted interview (issue 13)', () => {
  it('a company in Arabic at 390 px searches «محاسب» in Riyadh, opens the CV, writes and invites; the seeker in English at 390 px sees the view, the badge, replies and accepts', async () => {
    const seeker = await accountantInRiyadh();
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);

    // The company, in Arabic on a phone: the search.
    const { context: companyContext, page: company } = await newPage(browser(), 390, 844);
    await company.goto('/login');
    await logInThroughForm(company, HORIZON.email, HORIZON.password);
    await company.goto('/search-on-employee');
    expect(await company.locator('html').getAttribute('dir')).toBe('rtl');
    // The city first: the words' suggestions open below their box, over the city field and the button on a phone;
    // Enter in the box, with no suggestion chosen, sends the form as typed.
    await chooseIn(company, 'search-city', 'riyadh', /^الرياض/);
    await company.getByTestId('search-q').fill('محاسب');
    await Promise.all([company.waitForURL((url) => url.searchParams.get('q') === 'محاسب'), company.getByTestId('search-q').press('Enter')]);
    const card = company.locator(`[data-testid="candidate-card"][data-candidate-id="${seeker.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('candidate-name').textContent()).toBe(seeker.name);
    await noWiderThan(company, 390);

    // The CV, then "Message" from it: the new conversation, its first message.
    await Promise.all([company.waitForURL((url) => url.pathname === '/employee-profile'), card.getByTestId('candidate-open').click()]);
    await company.getByTestId('employee-profile').waitFor();
    await noWiderThan(company, 390);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/journey-cv-ar-390.png`, fullPage: true });
    await Promise.all([company.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('to') === String(seeker.id)), company.getByTestId('message-candidate').click()]);
    await company.getByTestId('new-conversation').waitFor();
    expect(await company.getByTestId('new-conversation').textContent()).toContain(seeker.name);
    await company.getByTestId('composer-body').fill('مرحبًا سارة، أعجبتنا سيرتك الذاتية ونود دعوتك لمقابلة.');
    await Promise.all([company.waitForURL((url) => /^\/messages\/\d+$/.test(url.pathname)), company.getByTestId('new-conversation-send').click()]);
    const conversationId = Number(new URL(company.url()).pathname.split('/').pop());
    await company.getByTestId('thread').getByTestId('message').first().waitFor();

    // The invitation, from the phone: two days ahead at 11:00 Riyadh time, by video.
    await company.getByTestId('invite-details').locator('summary').click();
    await company.getByTestId('invite-date').fill(riyadhDay(2));
    await company.getByTestId('invite-time').fill('11:00');
    await company.getByTestId('invite-video').fill('https://meet.example.com/tawzeef-interview');
    await company.getByTestId('invite-send').click();
    const invitation = company.getByTestId('invitation');
    await invitation.waitFor();
    expect(await invitation.getAttribute('data-status')).toBe('pending');
    expect(await invitation.getByTestId('invitation-hijri').textContent()).toMatch(/هـ/);
    await noWiderThan(company, 390);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/journey-invitation-ar-390.png`, fullPage: true });
    // The company goes on elsewhere (an open conversation reads what arrives in it).
    await company.goto('/company-jobs');
    await company.getByTestId('brand').waitFor();

    // The seeker, in English on a phone: who viewed the CV (from search), then the badge.
    const { context: seekerContext, page } = await newPage(browser(), 390, 844);
    const { views } = await openOneViewFromSearch(page, seeker);
    // Fewer than a page of days: no paging.
    expect(await page.getByTestId('cv-views-pages').count()).toBe(0);
    if (SCREENSHOTS) await views.screenshot({ path: `${SCREENSHOTS}/journey-cv-views-en-390.png` });
    expect(await page.getByTestId('unread-link').getByTestId('unread-badge').textContent()).toBe('2');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en/messages'), page.getByTestId('unread-link').click()]);
    const conversation = page.locator(`[data-testid="conversation"][data-conversation-id="${conversationId}"]`);
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/messages/${conversationId}`), conversation.click()]);
    const seekerInvitation = page.getByTestId('invitation');
    await seekerInvitation.waitFor();
    expect(await seekerInvitation.getByTestId('invitation-hijri').textContent()).toMatch(/AH/);
    expect(await seekerInvitation.getByTestId('invitation-video').getAttribute('href')).toBe('https://meet.example.com/tawzeef-interview');

    // The company's unread count before the reply: its badge must rise by exactly one.
    const before = await companyUnread(companyToken);
    await page.getByTestId('composer-body').fill('Thank you, I will be there.');
    await page.getByTestId('composer-send').click();
    await page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'I will be there' }).waitFor();
    await page.getByTestId('invitation-accept').click();
    await page.locator('[data-testid="invitation"][data-status="accepted"]').waitFor();
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/journey-accepted-en-390.png`, fullPage: true });
    await seekerContext.close();

    // The company's page, open all along: the header's badge rises without a reload, then the answer in the conversation.
    const expected = before + 1;
    await company.locator('[data-testid="unread-link"] [data-testid="unread-badge"]', { hasText: expected > 99 ? '99+' : String(expected) }).waitFor({ timeout: 15_000 });
    await Promise.all([company.waitForURL((url) => url.pathname === '/messages'), company.getByTestId('unread-link').click()]);
    await Promise.all([
      company.waitForURL((url) => url.pathname === `/messages/${conversationId}`),
      company.locator(`[data-testid="conversation"][data-conversation-id="${conversationId}"]`).click(),
    ]);
    await company.locator('[data-testid="invitation"][data-status="accepted"]').waitFor();
    await company.locator('[data-testid="message"]', { hasText: 'I will be there' }).waitFor();
    await noWiderThan(company, 390);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/journey-company-answer-ar-390.png`, fullPage: true });
    expect(await companyUnread(companyToken)).toBe(before);
    await companyContext.close();
    // Two people's whole journey in one test: longer than one page's.
  });

  it('without JavaScript at 390 px: the company sends a file; the seeker downloads it, declines one invitation, proposes another time for the other, reports a message and blocks the company', async () => {
    const seeker = await accountantInRiyadh();
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const started = await apiCall<{ conversation: { id: number }; messages: Array<{ id: number }> }>('POST', '/api/v1/conversations', companyToken, {
      seeker_id: seeker.id,
      body: 'Send us your bank details to start at once',
    });
    const id = started.conversation.id;
    const textId = started.messages[0]!.id;
    const invite = (days: number) => apiCall<{ id: number }>('POST', `/api/v1/conversations/${id}/invitations`, companyToken, { date: riyadhDay(days), time: '09:30', location: 'King Fahd Road, Riyadh' });
    const first = await invite(4);
    const second = await invite(5);

    // The company attaches a PDF by the form, without JavaScript.
    const companyContext = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const company = await companyContext.newPage();
    await company.goto('/login');
    await logInThroughForm(company, HORIZON.email, HORIZON.password);
    await company.goto(`/messages/${id}`);
    await company.getByTestId('file-form').locator('xpath=ancestor::details[1]/summary').click();
    await company.getByTestId('file-form').locator('input[type="file"]').setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: PDF });
    await Promise.all([company.waitForURL((url) => url.pathname === `/messages/${id}` && url.hash === '#composer'), company.getByTestId('file-send').click()]);
    await company.locator('[data-testid="message"][data-type="file"]', { hasText: 'offer.pdf' }).waitFor();
    await noWiderThan(company, 390);

    // The seeker, in English without JavaScript.
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto(`/en/messages/${id}`);
    const fileMessage = page.locator('[data-testid="message"][data-type="file"]');
    await fileMessage.waitFor();
    const download = await page.request.get((await fileMessage.getByTestId('message-file').getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Declines the first invitation, proposes another time for the second.
    const messageOf = (messageId: number) => page.locator(`[data-testid="message"][data-message-id="${messageId}"]`);
    await Promise.all([page.waitForURL((url) => url.hash === `#message-${first.id}`), messageOf(first.id).getByTestId('invitation-decline').click()]);
    expect(await messageOf(first.id).getByTestId('invitation').getAttribute('data-status')).toBe('declined');
    const proposal = messageOf(second.id).getByTestId('propose-form');
    await proposal.locator('xpath=ancestor::details[1]/summary').click();
    await proposal.getByTestId('propose-date').fill(riyadhDay(6));
    await proposal.getByTestId('propose-time').fill('13:00');
    await Promise.all([page.waitForURL((url) => url.hash === `#message-${second.id}`), proposal.getByTestId('propose-send').click()]);
    expect(await messageOf(second.id).getByTestId('invitation').getAttribute('data-status')).toBe('proposed');
    expect(await messageOf(second.id).getByTestId('invitation-proposed').textContent()).toContain('13:00');

    // Reports the company's first message as a scam.
    const report = messageOf(textId).getByTestId('report-form');
    await report.locator('xpath=ancestor::details[1]/summary').click();
    await report.locator('select[name="reason"]').selectOption('scam');
    await Promise.all([page.waitForURL((url) => url.hash === `#message-${textId}`), report.getByTestId('report-send').click()]);
    expect(await messageOf(textId).textContent()).toContain('Reported');
    expect(await messageOf(textId).getByTestId('report-form').count()).toBe(0);
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/journey-seeker-nojs-en-390.png`, fullPage: true });

    // Blocks the company: no composer on either side, and the company's messages are refused.
    await page.getByTestId('block-open').click();
    await Promise.all([page.waitForURL((url) => url.pathname === `/en/messages/${id}` && url.hash === '#composer'), page.getByTestId('block').click()]);
    await page.getByTestId('thread-blocked').waitFor();
    expect(await page.getByTestId('composer-body').count()).toBe(0);
    const refused = await fetch(`${baseUrl()}/api/v1/conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${companyToken}`, 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ body: 'Are you there?' }),
    });
    expect(refused.status).toBe(403);
    await company.reload();
    expect(await company.getByTestId('thread-blocked').textContent()).toBeTruthy();
    expect(await company.getByTestId('composer-body').count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/journey-blocked-en-390.png`, fullPage: true });

    // Unblocks: the company may write again, and sees the proposed time with the way to invite again.
    await Promise.all([page.waitForURL((url) => url.hash === '#composer'), page.getByTestId('unblock').click()]);
    await page.getByTestId('composer-body').waitFor();
    await company.reload();
    const proposed = company.locator(`[data-testid="message"][data-message-id="${second.id}"]`);
    expect(await proposed.getByTestId('invitation').getAttribute('data-status')).toBe('proposed');
    await Promise.all([company.waitForURL((url) => url.searchParams.get('invite') === '1'), proposed.getByRole('link', { name: 'دعوة بالموعد المقترح' }).click()]);
    expect(await company.getByTestId('invite-date').inputValue()).toBe(riyadhDay(6));
    expect(await company.getByTestId('invite-time').inputValue()).toBe('13:00');
    await noWiderThan(company, 390);
    if (SCREENSHOTS) await company.screenshot({ path: `${SCREENSHOTS}/journey-invite-again-ar-390.png`, fullPage: true });
    await companyContext.close();
    await context.close();
  });

  it('without JavaScript at 390 px: an unverified company reads initials and has no "Message"; "Who viewed my CV" pages past its first 20 days', async () => {
    const seeker = await accountantInRiyadh();
    // 21 companies open the CV today: 21 rows, one more than a page.
    const companies = [];
    for (let index = 0; index < 21; index += 1) {
      const company = await registerByApi('COMPANY');
      const token = await logInByApi(company.email, company.password);
      await apiCall('GET', `/api/v1/company/employee/${seeker.id}`, token);
      companies.push(company);
    }
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    // One of them, not verified: initials, no contact, and no way to write to someone who did not apply to it.
    await page.goto('/en/login');
    await logInThroughForm(page, companies[0]!.email, companies[0]!.password);
    await page.goto(`/en/employee-profile?id=${seeker.id}`);
    expect(await page.getByTestId('employee-profile').getAttribute('data-contact-hidden')).toBe('true');
    expect(await page.getByTestId('employee-name').textContent()).toBe(`S. ${seeker.name.split(' ')[1]!.charAt(0)}.`);
    expect(await page.getByTestId('message-candidate').count()).toBe(0);
    expect(await page.getByTestId('employee-initials').textContent()).toContain('messages are for verified companies');
    await context.clearCookies();
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);
    await page.goto('/en/profile');
    const views = page.getByTestId('cv-views');
    // 22 views (the first company opened it twice today, one row) of 21 companies.
    expect(await page.getByTestId('cv-views-count').getAttribute('data-count')).toBe('22');
    expect(await views.getByTestId('cv-view').count()).toBe(20);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('views') === '2'), page.getByTestId('cv-views-pages').getByTestId('pager-next').click()]);
    expect(await views.getByTestId('cv-view').count()).toBe(1);
    expect(await views.getByTestId('cv-view').first().textContent()).toContain('Test Co');
    await noWiderThan(page, 390);
    if (SCREENSHOTS) await views.screenshot({ path: `${SCREENSHOTS}/journey-cv-views-page2-en-390.png` });
    await Promise.all([page.waitForURL((url) => url.searchParams.get('views') === null), page.getByTestId('cv-views-pages').getByTestId('pager-previous').click()]);
    expect(await views.getByTestId('cv-view').count()).toBe(20);
    await context.close();
  });
});

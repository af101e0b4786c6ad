import { describe, expect, it } from 'vitest';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, outbox, registerByApi, uniqueAccount, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();

describe('a company hiring team', () => {
  it('an owner invites a hiring manager, who joins through the mailed link and reads the shared job’s applicants but cannot move a stage', async () => {
    const ownerToken = await logInByApi(HORIZON.email, HORIZON.password);
    const job = (await apiCall<{ items: Array<{ id: number; title: string }> }>('GET', '/api/v1/company/jobs?tab=active', ownerToken)).items[0]!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const application = await apiCall<{ id: number }>('POST', `/api/v1/jobs/${job.id}/applications`, seekerToken, {});

    // The owner invites a viewer with the job shared, from the team page (English, 1280 px).
    const invitee = uniqueAccount('viewer');
    const owner = await newPage(browser(), 1280, 900);
    await owner.page.goto('/en/login');
    await logInThroughForm(owner.page, HORIZON.email, HORIZON.password);
    await owner.page.goto('/en/company-team');
    await hydrated(owner.page);
    const form = owner.page.getByTestId('team-invite');
    await form.getByTestId('team-invite-email').fill(invitee.email);
    await form.getByTestId('team-role').selectOption('viewer');
    await form.locator(`input[name="job_ids"][value="${job.id}"]`).check();
    await form.getByTestId('team-invite-submit').click();
    await expect.poll(() => owner.page.getByTestId('team-invitations').textContent()).toContain(invitee.email);
    if (process.env.E2E_SCREENSHOTS)
      await owner.page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/team-en-1280.png`,
        fullPage: true,
      });
    await owner.context.close();

    // The mail, in the inviter's language, carries the link.
    let mail: Record<string, string> | undefined;
    await expect.poll(async () => (mail = (await outbox('mail')).find((m) => m.to_address === invitee.email && m.purpose === 'company_invitation'))).toBeDefined();
    const link = /https?:\/\/[^\s"]+\/company-invitation\?token=[^\s"<]+/.exec(mail!.text_body ?? '')![0];
    expect(mail!.subject).toContain('invited you');

    // The invitee opens it (Arabic phone width), registers with no company name, and lands on the team page.
    const { context, page } = await newPage(browser(), 390, 844);
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await hydrated(page);
    expect(await page.getByTestId('invitation').textContent()).toContain('Hiring manager');
    await Promise.all([page.waitForURL('**/register?**'), page.getByTestId('invitation-register').click()]);
    expect(await page.locator('input[name="foundation_name"]').count()).toBe(0);
    expect(await page.locator('input[name="email"]').inputValue()).toBe(invitee.email);
    await page.locator('input[name="first_name"]').fill('Huda');
    await page.locator('input[name="last_name"]').fill('Alzahrani');
    await page.locator('input[name="phone"]').fill(invitee.phone);
    await page.locator('input[name="password"]').fill(invitee.password);
    await page.locator('input[name="password_confirmation"]').fill(invitee.password);
    await page.getByTestId('register-accept-terms').check();
    await Promise.all([page.waitForURL('**/company-team'), page.getByTestId('register-submit').click()]);
    await hydrated(page);
    const myJobs = page.getByTestId('team-my-jobs');
    expect(await myJobs.textContent()).toContain(job.title);

    // Role-aware navigation: no billing, no posting.
    expect(await page.locator('header a[href$="/payments"]').count()).toBe(0);
    expect(await page.locator('header a[href$="/post-job"]').count()).toBe(0);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/team-viewer-en-390.png`,
        fullPage: true,
      });

    // The shared job's applicants open; a stage move is refused; the link cannot be used twice.
    await myJobs.getByRole('link').first().click();
    await page.locator(`[data-testid="applicant"][data-application-id="${application.id}"]`).waitFor();
    const viewerToken = await logInByApi(invitee.email, invitee.password);
    const moved = await fetch(`${baseUrl()}/api/v1/company/applications/${application.id}/stage`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${viewerToken}`,
        'content-type': 'application/json',
        'x-locale': 'en',
      },
      body: JSON.stringify({ stage: 'shortlisted' }),
    });
    expect(moved.status).toBe(403);
    await page.goto(`${url.pathname}${url.search}`.replace('/en/', '/ar/'));
    expect(await page.getByTestId('invitation-error').textContent()).toContain('استُخدم رابط الدعوة هذا من قبل');
    await context.close();
  });

  it('a recruiter who joins the team sees a seeker’s message to the company with the badge, and the seeker reads their first name (decision 125)', async () => {
    const ownerToken = await logInByApi(HORIZON.email, HORIZON.password);
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const { id: seekerId } = await apiCall<{ id: number }>('GET', '/api/v1/user/simple-profile', seekerToken);

    // The owner invites a recruiter, who registers through the mailed link (by the API: the journey above covers the pages).
    const recruiter = uniqueAccount('recruiter');
    await apiCall('POST', '/api/v1/company/members/invitations', ownerToken, { email: recruiter.email, role: 'recruiter' });
    let mail: Record<string, string> | undefined;
    await expect.poll(async () => (mail = (await outbox('mail')).find((m) => m.to_address === recruiter.email && m.purpose === 'company_invitation'))).toBeDefined();
    const token = decodeURIComponent(/company-invitation\?token=([^\s"<&]+)/.exec(mail!.text_body ?? '')![1]!);
    const registered = await fetch(`${baseUrl()}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'COMPANY', first_name: 'Sara', last_name: 'Alharbi', email: recruiter.email, phone: recruiter.phone, password: recruiter.password, password_confirmation: recruiter.password, accept_terms: true, invitation: token }),
    });
    expect(registered.status).toBe(201);

    // The owner wrote first; the seeker answers the company.
    const started = await apiCall<{ conversation: { id: number } }>('POST', '/api/v1/conversations', ownerToken, { seeker_id: seekerId, body: 'مرحبًا، نود التحدث معك' });
    const conversationId = started.conversation.id;
    await apiCall('POST', `/api/v1/conversations/${conversationId}/messages`, seekerToken, { body: 'Hello, I would be glad to talk' });

    // The recruiter, in Arabic on a phone: the badge, the conversation unread, the seeker's message.
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, recruiter.email, recruiter.password);
    // The page's event stream answers once the server listens for the recruiter (the header opens it, the messages page keeps it).
    const streaming = page.waitForResponse((response) => new URL(response.url()).pathname === '/messages/events' && response.status() === 200, { timeout: 30_000 });
    await page.goto('/company-jobs');
    await page.locator('[data-testid="unread-link"] [data-testid="unread-badge"]', { hasText: '1' }).waitFor();
    await Promise.all([page.waitForURL((url) => url.pathname === '/messages'), page.getByTestId('unread-link').click()]);
    const conversation = page.locator(`[data-testid="conversation"][data-conversation-id="${conversationId}"]`);
    expect(await conversation.getAttribute('data-unread')).toBe('1');
    await Promise.all([page.waitForURL((url) => url.pathname === `/messages/${conversationId}`), conversation.click()]);
    await page.locator('[data-testid="message"]', { hasText: 'glad to talk' }).waitFor();
    // A second message arrives live, without a reload.
    await streaming;
    await apiCall('POST', `/api/v1/conversations/${conversationId}/messages`, seekerToken, { body: 'I am free on Sunday' });
    await page.locator('[data-testid="message"]', { hasText: 'free on Sunday' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('composer-body').fill('ممتاز، سأرسل لك دعوة للمقابلة');
    await page.getByTestId('composer-send').click();
    const mine = page.locator('[data-testid="message"][data-from-me="true"]', { hasText: 'سأرسل لك دعوة' });
    await mine.waitFor();
    expect(await mine.getByTestId('message-sender').textContent()).toBe('Sara');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/team-messages-recruiter-ar-390.png`, fullPage: true });
    await context.close();

    // The seeker, in English: the company's name beside the member who wrote; the owner's message names its writer too.
    const { context: seekerContext, page: seekerPage } = await newPage(browser(), 1280, 900);
    await seekerPage.goto('/en/login');
    await logInThroughForm(seekerPage, seeker.email, seeker.password);
    await seekerPage.goto(`/en/messages/${conversationId}`);
    const company = (await seekerPage.getByTestId('thread-name').textContent())!.trim();
    const fromSara = seekerPage.locator('[data-testid="message"]', { hasText: 'سأرسل لك دعوة' });
    expect(await fromSara.getByTestId('message-sender').textContent()).toBe(`Sara · ${company}`);
    if (process.env.E2E_SCREENSHOTS) await seekerPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/team-messages-seeker-en-1280.png`, fullPage: true });
    await seekerContext.close();
  });
});

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
});

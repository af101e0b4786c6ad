import { describe, expect, it } from 'vitest';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();

/** A new job seeker with the minimum profile who applied to `jobId`: their token and the application's id. */
async function applicant(jobId: number) {
  const seeker = await registerByApi('USER');
  const token = await logInByApi(seeker.email, seeker.password);
  await completeMinimumProfile(token, seeker.phone, 'Accountant');
  const application = await apiCall<{ id: number }>('POST', `/api/v1/jobs/${jobId}/applications`, token, {});
  return { token, id: application.id };
}

describe('the applicant pipeline', () => {
  it('a company moves applicants on the board by keyboard and by mouse, writes a private note, and rejects two applicants at once with a message in their language', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const job = (await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken)).items[0]!;
    const [first, second] = [await applicant(job.id), await applicant(job.id)];

    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);

    // The board: the new applicant waits in "Submitted"; by keyboard alone it goes to "Shortlisted".
    await page.goto(`/en/company-jobs/${job.id}/applicants?view=board`);
    await hydrated(page);
    const cardIn = (stage: string, id: number) => page.locator(`[data-testid="board-column"][data-stage="${stage}"] [data-testid="board-card"][data-application-id="${id}"]`);
    await cardIn('submitted', first.id).waitFor();
    const handle = cardIn('submitted', first.id).getByTestId('board-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('board-live').textContent()).toContain('Picked up');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('board-live').textContent()).toContain('“Viewed”');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('board-live').textContent()).toContain('“Shortlisted”');
    await page.keyboard.press('Enter');
    await cardIn('shortlisted', first.id).waitFor();
    expect(await cardIn('submitted', first.id).count()).toBe(0);
    if (process.env.E2E_SCREENSHOTS) await page.getByTestId('board').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pipeline-board-en-1280.png` });

    // By mouse: the other applicant's card dragged onto the "Viewed" column moves there, and the server keeps it.
    await cardIn('submitted', second.id).dragTo(page.locator('[data-testid="board-column"][data-stage="viewed"]'));
    await cardIn('viewed', second.id).waitFor();
    expect(await cardIn('submitted', second.id).count()).toBe(0);
    await expect.poll(async () => (await apiCall<{ stage: string }>('GET', `/api/v1/user/applications/${second.id}`, second.token)).stage).toBe('viewed');

    // A private note on the applicant, with its author and time; the seeker never sees it.
    await cardIn('shortlisted', first.id).getByRole('link').first().click();
    const opened = page.locator(`[data-testid="applicant"][data-application-id="${first.id}"]`);
    // An empty note is refused in words, at the box.
    await opened.getByTestId('note-add').click();
    await expect.poll(() => opened.getByTestId('note-input').getAttribute('aria-invalid')).toBe('true');
    expect(await opened.getByTestId('note-form').innerText()).toContain('Note field is required');
    await opened.getByTestId('note-input').fill('Strong on month-end closing; ask about SAP.');
    await opened.getByTestId('note-add').click();
    await expect.poll(() => opened.getByTestId('note').first().textContent()).toContain('Strong on month-end closing');
    expect(await opened.getByTestId('note').first().textContent()).toContain('Khalid Alharbi');
    // Once saved, the box is empty: a second click saves nothing again.
    await expect.poll(() => opened.getByTestId('note-input').inputValue()).toBe('');
    await opened.getByTestId('note-add').click();
    await expect.poll(() => opened.getByTestId('note-input').getAttribute('aria-invalid')).toBe('true');
    expect(await opened.getByTestId('note').count()).toBe(1);
    const seen = JSON.stringify(await apiCall('GET', `/api/v1/user/applications/${first.id}`, first.token));
    expect(seen).not.toContain('month-end closing');

    // The list: both applicants checked, rejected with the template; each result is listed.
    await page.goto(`/en/company-jobs/${job.id}/applicants?sort=newest`);
    await hydrated(page);
    for (const { id } of [first, second]) await page.locator(`[data-testid="applicant"][data-application-id="${id}"]`).getByTestId('applicant-select').check();
    await page.getByTestId('bulk-action').selectOption('reject');
    // The built-in rejection, with the placeholders each seeker's copy fills in (decision 128).
    expect(await page.getByTestId('bulk-message-en').inputValue()).toContain('Dear {{first_name}}, thank you for your interest');
    await page.getByTestId('bulk-submit').click();
    const results = page.getByTestId('bulk-results');
    await results.waitFor();
    expect(await results.getByTestId('bulk-result').count()).toBe(2);
    expect(await results.locator('[data-testid="bulk-result"][data-ok="true"]').count()).toBe(2);
    await expect.poll(() => page.locator(`[data-testid="applicant"][data-application-id="${second.id}"]`).getAttribute('data-stage')).toBe('rejected');
    if (process.env.E2E_SCREENSHOTS) await page.getByTestId('bulk-bar').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pipeline-bulk-results-en-1280.png` });

    // Each seeker reads the rejection in their own language (Arabic, the default) in the job's conversation.
    const conversations = await apiCall<{ items: Array<{ id: number; last_message: { text: string | null } | null }> }>('GET', '/api/v1/conversations', second.token);
    expect(conversations.items[0]?.last_message?.text).toContain('شكرًا لاهتمامك');
    expect(conversations.items[0]?.last_message?.text).not.toContain('{{');
    expect((await apiCall<{ stage: string }>('GET', `/api/v1/user/applications/${first.id}`, first.token)).stage).toBe('rejected');
    await context.close();
  });
});

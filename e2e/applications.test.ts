import { describe, expect, it } from 'vitest';
import { HORIZON, PDF } from './support/fixtures.ts';
import { apiCall, baseUrl, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();

describe('applying and following an application', () => {
  it('a new job seeker finds a job in Arabic and applies; the company shortlists them in English; the seeker sees the new stage', async () => {
    // A live demo job of Horizon Technology that this new seeker has never applied to.
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const active = await apiCall<{ items: Array<{ id: number; title: string }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken);
    const job = active.items[0]!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    // The seeker's CV file: the company will download the copy attached to the application.
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const upload = await fetch(`${baseUrl()}/api/v1/files?kind=cv`, { method: 'POST', headers: { authorization: `Bearer ${seekerToken}`, 'x-locale': 'en' }, body: form });
    expect(upload.status).toBe(201);
    await apiCall('PUT', '/api/v1/user/profile/cv', seekerToken, { file_id: ((await upload.json()) as { data: { id: number } }).data.id });

    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/login');
    await logInThroughForm(page, seeker.email, seeker.password);

    // Search in Arabic, open the job from the results: the profile is not ready to apply, the card says what is missing.
    await page.goto(`/find-jobs?q=${encodeURIComponent(job.title)}`);
    await page.locator(`[data-testid="job-card"][data-job-id="${job.id}"] a`).first().click();
    await page.waitForURL((url) => url.pathname === `/jobs/${job.id}`);
    const gaps = page.getByTestId('profile-gaps');
    await gaps.waitFor();
    expect(await gaps.locator('[data-gap]').evaluateAll((items) => items.map((item) => item.getAttribute('data-gap')))).toEqual(['contact', 'city']);
    expect(await gaps.locator('[data-gap="city"] a').getAttribute('href')).toBe('/profile/personal-info');
    expect(await gaps.locator('[data-gap="contact"] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/otp-code', '/verify-email']);
    expect(await page.getByTestId('apply-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('my-match').getAttribute('data-from')).toBe('preview');
    if (process.env.E2E_SCREENSHOTS) await page.locator('#apply').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/apply-card-gaps-ar-390.png` });

    // Once the phone is confirmed and the city given, the apply form is there; apply with a note.
    await completeMinimumProfile(seekerToken, seeker.phone);
    await page.reload();
    const note = page.locator('textarea[name="cover_note"]');
    if (await note.count()) await note.fill('أتطلع للانضمام إلى فريقكم');
    await page.getByTestId('apply-button').click();
    await expect.poll(async () => (await apiCall<{ application: { id: number } | null }>('GET', `/api/v1/jobs/${job.id}/viewer`, seekerToken)).application).not.toBeNull();
    const applicationId = (await apiCall<{ application: { id: number } }>('GET', `/api/v1/jobs/${job.id}/viewer`, seekerToken)).application.id;

    await page.goto('/my-applications');
    const mine = page.locator(`[data-testid="application"][data-application-id="${applicationId}"]`);
    await expect.poll(() => mine.getAttribute('data-stage')).toBe('submitted');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // The seeker sees the score the company sees, with its reasons.
    expect(await mine.getByTestId('my-match').getAttribute('data-from')).toBe('application');
    expect(await mine.getByTestId('match-score').getAttribute('data-score')).toMatch(/^\d+$/);
    if (process.env.E2E_SCREENSHOTS) await mine.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/my-application-match-ar-390.png` });

    // The company, in English, opens the applicants of the job and shortlists the new applicant.
    const companyContext = await browser().newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl() });
    const companyPage = await companyContext.newPage();
    await companyPage.goto('/en/login');
    await logInThroughForm(companyPage, HORIZON.email, HORIZON.password);
    await companyPage.goto(`/en/company-jobs/${job.id}/applicants?sort=newest`);
    const card = companyPage.locator(`[data-testid="applicant"][data-application-id="${applicationId}"]`);
    expect(await card.getByTestId('match-score').getAttribute('data-score')).toMatch(/^\d+$/);
    const cvHref = await card.getByTestId('cv-file').getAttribute('href');
    expect(cvHref).toBe(`/en/company-jobs/${job.id}/applicants/${applicationId}/cv`);
    const cvFile = await companyPage.request.get(cvHref!);
    expect(cvFile.status()).toBe(200);
    expect(cvFile.headers()['content-type']).toContain('application/pdf');
    expect((await cvFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Nobody else gets it: a visitor is sent to log in, not given the file.
    const anonymous = await fetch(`${baseUrl()}${cvHref}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    await card.getByTestId('applicant-open').click();
    await companyPage.getByTestId('cv-snapshot').waitFor();
    await card.getByTestId('stage-select').selectOption('shortlisted');
    await card.getByTestId('stage-submit').click();
    await expect.poll(() => companyPage.locator(`[data-testid="applicant"][data-application-id="${applicationId}"]`).getAttribute('data-stage')).toBe('shortlisted');
    // The applicant's whole current CV (the employee page), with its CV file behind a short-lived link, and back.
    const profileLink = companyPage.locator(`[data-testid="applicant"][data-application-id="${applicationId}"]`).getByTestId('applicant-profile');
    await Promise.all([companyPage.waitForURL((url) => url.pathname === '/en/employee-profile'), profileLink.click()]);
    const employee = companyPage.getByTestId('employee-profile');
    await employee.waitFor();
    expect(await employee.getAttribute('data-contact-hidden')).toBe('false');
    expect(await companyPage.getByTestId('employee-cv-file').getAttribute('href')).toMatch(/^\/en\/employee-profile\/cv\/[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+\.[A-Za-z0-9_-]{43}$/);
    await Promise.all([companyPage.waitForURL((url) => url.pathname === `/en/company-jobs/${job.id}/applicants`), companyPage.getByTestId('employee-back').click()]);
    await companyContext.close();

    // The seeker sees it, with its history.
    await page.goto('/my-applications');
    await expect.poll(() => mine.getAttribute('data-stage')).toBe('shortlisted');
    expect(await mine.locator('[data-testid="stage-timeline"] li').count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('a job seeker dismisses a recommended job on the home page, saves a job and forgets it, withdraws an application after confirming and applies again, in English', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const job = (await apiCall<{ items: Array<{ id: number; title: string }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken)).items[0]!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);

    // Jobs recommended from the CV on the home page (decision 139): "Not interested" takes one away, listed among the dismissed.
    await page.goto('/en');
    const recommended = page.getByTestId('recommended-job').first();
    await recommended.waitFor();
    const dismissedId = Number(await recommended.getAttribute('data-job-id'));
    expect(await recommended.getByTestId('match-score').getAttribute('data-score')).toMatch(/^\d+$/);
    await page.waitForLoadState('networkidle');
    await recommended.getByTestId('recommendation-dismiss').click();
    await page.locator(`[data-testid="recommended-job"][data-job-id="${dismissedId}"]`).waitFor({ state: 'detached' });
    expect((await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/user/recommended-jobs/dismissed', seekerToken)).items.map((card) => card.id)).toEqual([dismissedId]);

    // Saved from the job page, listed on the saved jobs page, then forgotten there.
    await page.goto(`/en/jobs/${job.id}`);
    // A click that lands while the page is still hydrating is lost: wait until its code has loaded and run.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('save-job').click();
    await page.locator('[data-testid="save-job"][aria-pressed="true"]').waitFor();
    await page.goto('/en/saved-jobs');
    const saved = page.locator(`[data-testid="saved-job"][data-job-id="${job.id}"]`);
    await saved.getByTestId('unsave').click();
    await page.getByTestId('saved-empty').waitFor();
    expect((await apiCall<{ is_saved: boolean }>('GET', `/api/v1/jobs/${job.id}/viewer`, seekerToken)).is_saved).toBe(false);

    // Applied (by the API: the job page's form is the first journey's), withdrawn after the question, applied again.
    const application = await apiCall<{ id: number }>('POST', `/api/v1/jobs/${job.id}/applications`, seekerToken, {});
    await page.goto('/en/my-applications');
    const mine = page.locator(`[data-testid="application"][data-application-id="${application.id}"]`);
    await mine.getByTestId('withdraw').click();
    await page.getByTestId('withdraw-yes').click();
    await expect.poll(() => mine.getAttribute('data-stage')).toBe('withdrawn');
    await mine.getByTestId('reapply').click();
    await expect.poll(() => mine.getAttribute('data-stage')).toBe('submitted');
    expect(await mine.locator('[data-testid="stage-timeline"] li').count()).toBe(3);
    await context.close();
  });

  it('a job seeker with two CV files adds and names them, makes one the default and sends the other with an application (decision 132)', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    // A live job (the active tab also lists paused ones, decision 123), the oldest: the other journeys take the newest.
    const jobs = (await apiCall<{ items: Array<{ id: number; title: string; status: string }> }>('GET', '/api/v1/company/jobs?tab=active', companyToken)).items;
    const job = jobs.filter((j) => j.status === 'active').at(-1)!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const { context, page } = await newPage(browser(), 390, 844);
    await page.goto('/en/login');
    await logInThroughForm(page, seeker.email, seeker.password);

    // Two files through the page: the first is the default; the second, named, is made the default when added.
    await page.goto('/en/profile/files');
    await page.getByTestId('cv-file').setInputFiles({ name: 'cv-arabic.pdf', mimeType: 'application/pdf', buffer: PDF });
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('cv-upload').click()]);
    await expect.poll(() => page.getByTestId('cv-entry').count()).toBe(1);
    await page.getByTestId('cv-file').setInputFiles({ name: 'cv-english.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('cv-label').fill('English CV');
    await page.getByTestId('cv-as-default').check();
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('cv-upload').click()]);
    await expect.poll(() => page.getByTestId('cv-entry').count()).toBe(2);
    const firstEntry = page.getByTestId('cv-entry').first();
    expect(await firstEntry.getAttribute('data-default')).toBe('true');
    expect(await firstEntry.getByTestId('cv-download').innerText()).toBe('cv-english.pdf');
    expect(await firstEntry.innerText()).toContain('English CV');
    // Back to the Arabic one as the default.
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('cv-entry').nth(1).getByTestId('cv-make-default').click()]);
    await expect.poll(() => page.getByTestId('cv-entry').first().getByTestId('cv-download').innerText()).toBe('cv-arabic.pdf');
    if (process.env.E2E_SCREENSHOTS) await page.getByTestId('cv-card').screenshot({ path: `${process.env.E2E_SCREENSHOTS}/cv-files-en-390.png` });

    // On the job page the default is chosen; the seeker sends the English one instead.
    await page.goto(`/en/jobs/${job.id}`);
    const choice = page.getByTestId('apply-cv-choice');
    await choice.waitFor();
    // The names are isolated for the bidi algorithm (U+2068 … U+2069).
    const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
    expect(plain(await choice.locator('option:checked').innerText())).toBe('cv-arabic.pdf — default');
    const options = await choice.locator('option').evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
    const english = options.find((o) => plain(o.text) === 'English CV (cv-english.pdf)');
    expect(english).toBeDefined();
    await choice.selectOption(english!.value);
    await page.getByTestId('apply-button').click();
    await expect.poll(async () => (await apiCall<{ application: { id: number } | null }>('GET', `/api/v1/jobs/${job.id}/viewer`, seekerToken)).application).not.toBeNull();
    const applicationId = (await apiCall<{ application: { id: number } }>('GET', `/api/v1/jobs/${job.id}/viewer`, seekerToken)).application.id;

    // The company is given the file that was chosen.
    const detail = await apiCall<{ cv_file: { name: string } | null }>('GET', `/api/v1/company/applications/${applicationId}`, companyToken);
    expect(detail.cv_file?.name).toBe('cv-english.pdf');

    // The seeker names the Arabic file on the page, after the fact.
    await page.goto('/en/profile/files');
    const arabic = page.getByTestId('cv-entry').first();
    await arabic.getByTestId('cv-rename').locator('summary').click();
    await arabic.getByTestId('cv-rename-label').fill('Arabic CV');
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), arabic.getByTestId('cv-rename-save').click()]);
    await expect.poll(() => page.getByTestId('cv-entry').first().innerText()).toContain('Arabic CV');
    expect(await page.getByTestId('cv-entry').first().getByTestId('cv-download').innerText()).toBe('cv-arabic.pdf');
    await context.close();
  });
});

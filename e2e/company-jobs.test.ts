import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HORIZON } from './support/fixtures.ts';
import { completeMinimumProfile } from './support/seekers.ts';
import { apiCall, baseUrl, hydrated, logInByApi, logInThroughForm, newPage, registerByApi, useBrowser } from './support/session.ts';

const browser = useBrowser();

/** A name of letters only (names take no digits), new to this run: the PDF must hold this applicant's and no other's. */
const freshName = (length = 7) => {
  const letters = Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return letters[0]!.toUpperCase() + letters.slice(1);
};

type TOwnJob = { id: number; status: string; updated_by: { id: number; name: string } | null };

describe('the company’s jobs and applicants', () => {
  it('a company downloads an applicant’s CV as a PDF from the applicant card, and it is the applicant’s', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const job = (await apiCall<{ items: TOwnJob[] }>('GET', '/api/v1/company/jobs?tab=active', companyToken)).items.find((item) => item.status === 'active')!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const [first, last] = [freshName(), freshName(8)];
    const riyadh = (await apiCall<Array<{ id: number; name_en: string; country_id: number }>>('GET', '/api/v1/lookups/cities', null)).find((c) => c.name_en === 'Riyadh')!;
    await apiCall('PUT', '/api/v1/user/profile/personal-info', seekerToken, { first_name: first, last_name: last, country_id: riyadh.country_id, city_id: riyadh.id });
    const application = await apiCall<{ id: number }>('POST', `/api/v1/jobs/${job.id}/applications`, seekerToken, {});

    const { context, page } = await newPage(browser(), 1280, 900);
    await page.goto('/en/login');
    await logInThroughForm(page, HORIZON.email, HORIZON.password);
    await page.goto(`/en/company-jobs/${job.id}/applicants?open=${application.id}`);
    await hydrated(page);
    const card = page.locator(`[data-testid="applicant"][data-application-id="${application.id}"]`);
    expect(await card.getByTestId('applicant-name').textContent()).toContain(`${first} ${last}`);
    const button = card.getByTestId('cv-pdf');
    expect(await button.textContent()).toBe('Download CV (PDF)');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    expect(path).toBeTruthy();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Read back as a person copying its text would: the applicant's name is in it.
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(first);
    expect(text).toContain(last);
    await context.close();
  });

  it('a company pauses a live job from its jobs page and resumes it; the job’s page says it takes no applications meanwhile, and takes them again after', async () => {
    const companyToken = await logInByApi(HORIZON.email, HORIZON.password);
    const live = (await apiCall<{ items: TOwnJob[] }>('GET', '/api/v1/company/jobs?tab=active', companyToken)).items.filter((item) => item.status === 'active');
    // Not the first live job, which the other journeys read applicants of.
    const job = live.at(-1)!;
    const seeker = await registerByApi('USER');
    const seekerToken = await logInByApi(seeker.email, seeker.password);
    await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
    const apply = () => fetch(`${baseUrl()}/api/v1/jobs/${job.id}/applications`, { method: 'POST', headers: { authorization: `Bearer ${seekerToken}`, 'content-type': 'application/json' }, body: '{}' });

    const { context, page } = await newPage(browser(), 390, 844);
    const visitor = await newPage(browser(), 390, 844);
    try {
      await page.goto('/login');
      await logInThroughForm(page, HORIZON.email, HORIZON.password);
      await page.goto('/company-jobs?tab=active');
      await hydrated(page);
      const card = page.locator(`[data-testid="job-card"][data-job-id="${job.id}"]`);
      await card.getByTestId('job-pause').click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('paused');
      expect(await card.getByTestId('job-paused-note').textContent()).toContain('موقوفة مؤقتًا');
      // The dashboard names who paused it (decision 127), in the page's language.
      const answer = await fetch(`${baseUrl()}/api/v1/company/jobs/${job.id}`, { headers: { authorization: `Bearer ${companyToken}`, 'x-locale': 'ar' } });
      const paused = ((await answer.json()) as { data: TOwnJob }).data;
      expect(paused.status).toBe('paused');
      expect(await card.getByTestId('job-members').textContent()).toContain(paused.updated_by!.name);

      await visitor.page.goto(`/jobs/${job.id}`);
      const notice = visitor.page.getByTestId('job-closed');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('لا تستقبل هذه الوظيفة طلبات حاليًا');
      expect((await apply()).status).toBe(409);

      await card.getByTestId('job-resume').click();
      await expect.poll(() => card.getAttribute('data-status')).toBe('active');
      await visitor.page.reload();
      await visitor.page.getByTestId('job-title').waitFor();
      expect(await visitor.page.getByTestId('job-closed').count()).toBe(0);
      expect((await apply()).status).toBe(201);
    } finally {
      // Whatever failed, the demo job is live again for the journeys after this one.
      const now = await apiCall<TOwnJob>('GET', `/api/v1/company/jobs/${job.id}`, companyToken);
      if (now.status === 'paused') await apiCall('POST', `/api/v1/company/jobs/${job.id}/resume`, companyToken, {});
      await visitor.context.close();
      await context.close();
    }
  });
});

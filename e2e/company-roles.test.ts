import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { companyCan, type TCompanyCapability, type TCompanyRole } from '@tawzeef/contract';
import { HORIZON } from './support/fixtures.ts';
import { jobBody } from './support/companies.ts';
import { apiCall, baseUrl, hydrated, logInByApi, newPage, outbox, registerByApi, sessionCookie, uniqueAccount, useBrowser } from './support/session.ts';
import { completeMinimumProfile } from './support/seekers.ts';

const browser = useBrowser();

/**
 * Issue 57 §2: each role walks the company pages, and a page offers only what the role may do (decision 116's
 * capabilities). The addresses below are the pages' own; what each needs is the API's (`requireCompany`).
 */
const LINK_NEEDS: Array<[RegExp, TCompanyCapability]> = [
  [/^\/en\/company-jobs\/\d+\/applicants/, 'applicants:read'],
  [/^\/en\/company-jobs\/\d+\/feature/, 'billing'],
  [/^\/en\/company-jobs(\/\d+\/analytics)?\/?(\?|$)/, 'jobs:read'],
  [/^\/en\/post-job/, 'jobs:write'],
  [/^\/en\/(checkout|payments|invoices)/, 'billing'],
  [/^\/en\/company-templates/, 'messages'],
  [/^\/en\/company-screening-questions/, 'jobs:read'],
  [/^\/en\/company-analytics/, 'jobs:read'],
  [/^\/en\/(search-on-employee|talent-pools|saved-searches)/, 'candidates'],
  [/^\/en\/messages/, 'messages'],
  [/^\/en\/employee-profile/, 'candidates'],
];

/** A control of a page and what the server asks of whoever uses it. */
type TControl = {
  selector: string;
  needs: TCompanyCapability;
  /** The owner sees it on the walk's data (checks the selector). */ always?: boolean;
};

interface TStop {
  path: string;
  /** What opening the page needs: a role without it gets the refused page. */
  needs: TCompanyCapability;
  controls: TControl[];
  /** Said to a role without `lacking` instead of the control: who can act, by name. */
  explains?: { selector: string; lacking: TCompanyCapability };
}

interface TWalk {
  ownerNames: string[];
  /** The owners' names as the Arabic pages write them. */
  ownerNamesAr: string[];
  jobId: number;
  applicationId: number;
  draftId: number;
  accounts: Record<Exclude<TCompanyRole, 'owner'>, { email: string; password: string }>;
}

let walk: TWalk;
let started: Promise<void> | null = null;
/** The company's team and jobs, made by the first test that needs them (expect.poll runs only inside a test). */
const ready = () => (started ??= setUp());

const stops = (w: TWalk): TStop[] => [
  {
    path: '/en/company-jobs',
    needs: 'jobs:read',
    controls: [
      {
        selector: '[data-testid="post-job"]',
        needs: 'jobs:write',
        always: true,
      },
      {
        selector: '[data-testid="job-pause"]',
        needs: 'jobs:write',
        always: true,
      },
    ],
  },
  {
    path: '/en/company-jobs?tab=expired',
    needs: 'jobs:read',
    controls: [{ selector: '[data-testid="renew-form"]', needs: 'jobs:write' }],
  },
  {
    path: '/en/post-job',
    needs: 'jobs:write',
    controls: [
      {
        selector: '[data-testid="post-job-step-1"]',
        needs: 'jobs:write',
        always: true,
      },
    ],
  },
  // The last step of a job whose four steps are filled: paying is the owners'.
  {
    path: `/en/post-job/${w.draftId}?step=4`,
    needs: 'jobs:write',
    controls: [
      {
        selector: '[data-testid="continue-payment"]',
        needs: 'billing',
        always: true,
      },
    ],
    explains: { selector: '[data-testid="owner-pays"]', lacking: 'billing' },
  },
  { path: `/en/checkout/${w.draftId}`, needs: 'billing', controls: [] },
  {
    path: '/en/company-profile',
    needs: 'company:read',
    controls: [
      {
        selector: '[data-testid="company-profile-form"]',
        needs: 'company:write',
        always: true,
      },
    ],
  },
  {
    path: `/en/company-jobs/${w.jobId}/applicants?open=${w.applicationId}`,
    needs: 'applicants:read',
    controls: [
      {
        selector: '[data-testid="stage-form"]',
        needs: 'applicants:write',
        always: true,
      },
      {
        selector: '[data-testid="applicant-select"]',
        needs: 'applicants:write',
        always: true,
      },
      {
        selector: '[data-testid="bulk-bar"]',
        needs: 'applicants:write',
        always: true,
      },
      {
        selector: '[data-testid="tags-form"]',
        needs: 'applicants:write',
        always: true,
      },
      {
        selector: '[data-testid="message-candidate"]',
        needs: 'messages',
        always: true,
      },
      {
        selector: '[data-testid="note-form"]',
        needs: 'applicants:annotate',
        always: true,
      },
      {
        selector: '[data-testid="rating-form"]',
        needs: 'applicants:annotate',
        always: true,
      },
    ],
  },
  {
    path: `/en/company-jobs/${w.jobId}/applicants?view=board`,
    needs: 'applicants:read',
    controls: [
      {
        selector: '[data-testid="board-handle"]',
        needs: 'applicants:write',
        always: true,
      },
      {
        selector: '[data-testid="bulk-bar"]',
        needs: 'applicants:write',
        always: true,
      },
    ],
  },
  { path: '/en/company-templates', needs: 'messages', controls: [] },
  {
    path: '/en/company-screening-questions',
    needs: 'jobs:read',
    controls: [{ selector: '[data-testid="library-remove"]', needs: 'jobs:write' }],
  },
  {
    path: '/en/company-team',
    needs: 'company:read',
    controls: [
      {
        selector: '[data-testid="team-invite"]',
        needs: 'members',
        always: true,
      },
      { selector: '[data-testid="team-save"]', needs: 'members' },
    ],
  },
  // Every member's own sign-in details (the header's name opens it); deleting the company is the owners'.
  { path: '/en/company-account', needs: 'company:read', controls: [{ selector: '[data-testid="account-delete"] form', needs: 'company:write' }] },
  { path: '/en/payments', needs: 'billing', controls: [] },
  { path: '/en/company-analytics', needs: 'jobs:read', controls: [] },
  { path: '/en/search-on-employee', needs: 'candidates', controls: [] },
  { path: '/en/talent-pools', needs: 'candidates', controls: [] },
  { path: '/en/saved-searches', needs: 'candidates', controls: [] },
  { path: '/en/messages', needs: 'messages', controls: [] },
];

/** How many of these controls a person could use: shown and not disabled (a form counts by its fields and buttons). */
async function usable(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const html = element as HTMLElement;
        if (!html.checkVisibility()) return false;
        const fields = element.matches('input, button, select, textarea') ? [element] : Array.from(element.querySelectorAll('input:not([type="hidden"]), button, select, textarea'));
        if (fields.length === 0) return !element.closest('[aria-disabled="true"], [data-disabled]');
        // `:disabled` also takes in the fields of a disabled fieldset.
        return fields.some((field) => !field.matches(':disabled'));
      }).length,
  );
}

/** The links of the page's own content to company pages: the address and what opening it needs. */
async function linksOffered(page: Page): Promise<Array<[string, TCompanyCapability]>> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) =>
      links.filter((link) => (link as HTMLElement).checkVisibility()).map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search),
    );
  return hrefs.flatMap((href): Array<[string, TCompanyCapability]> => {
    const need = LINK_NEEDS.find(([pattern]) => pattern.test(href));
    return need ? [[href, need[1]]] : [];
  });
}

const ROLE_WORDS: Record<TCompanyRole, string> = {
  owner: 'Owner',
  recruiter: 'Recruiter',
  viewer: 'Hiring manager',
};

/** A browser page logged in with this API token (the cookie a login through the pages sets). */
async function pageAs(token: string, width: number, height: number) {
  const opened = await newPage(browser(), width, height);
  const [name, value] = (await sessionCookie(token)).split('=') as [string, string];
  await opened.context.addCookies([{ name, value, url: baseUrl() }]);
  return opened;
}

/** Walks every stop as `role`; answers what the role was offered that the server would refuse it. */
async function walkAs(role: TCompanyRole, token: string): Promise<string[]> {
  const { context, page } = await pageAs(token, 1280, 900);
  const wrong: string[] = [];
  try {
    for (const stop of stops(walk)) {
      const response = await page.goto(stop.path);
      const status = response?.status() ?? 0;
      if (!companyCan(role, stop.needs)) {
        // A page the role may not open: refused, naming the role and the owners, in the page's language.
        const refused = page.getByTestId('role-refused');
        const text = (await refused.count()) ? ((await refused.textContent()) ?? '') : '';
        if (status !== 403 || !text.includes(ROLE_WORDS[role]) || !walk.ownerNames.some((owner) => text.includes(owner))) {
          wrong.push(`${stop.path}: ${status}, not the refused page naming the role and an owner (${JSON.stringify(text.slice(0, 120))})`);
        }
        continue;
      }
      if (status !== 200) {
        wrong.push(`${stop.path}: ${status}`);
        continue;
      }
      await hydrated(page);
      for (const [href, need] of await linksOffered(page)) if (!companyCan(role, need)) wrong.push(`${stop.path}: a link to ${href} (needs ${need})`);
      for (const control of stop.controls) {
        const count = await usable(page, control.selector);
        if (!companyCan(role, control.needs) && count > 0) wrong.push(`${stop.path}: ${control.selector} usable (needs ${control.needs})`);
        if (role === 'owner' && control.always && count === 0) wrong.push(`${stop.path}: the owner has no ${control.selector}`);
      }
      if (stop.explains && !companyCan(role, stop.explains.lacking)) {
        const said = page.locator(stop.explains.selector);
        const text = (await said.count()) ? ((await said.textContent()) ?? '') : '';
        if (!walk.ownerNames.some((owner) => text.includes(owner))) wrong.push(`${stop.path}: no ${stop.explains.selector} naming an owner`);
      }
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/roles-${role}-${stop.path.replace(/[^a-z0-9]+/gi, '-')}.png`,
          fullPage: true,
        });
    }
  } finally {
    await context.close();
  }
  return wrong;
}

/** A colleague invited with `role` who registers through the mailed link (by the API: team.test.ts covers the pages). */
async function join(ownerToken: string, role: 'recruiter' | 'viewer', jobIds: number[]) {
  const account = uniqueAccount(role);
  await apiCall('POST', '/api/v1/company/members/invitations', ownerToken, {
    email: account.email,
    role,
    ...(role === 'viewer' ? { job_ids: jobIds } : {}),
  });
  let mail: Record<string, string> | undefined;
  await expect.poll(async () => (mail = (await outbox('mail')).find((m) => m.to_address === account.email && m.purpose === 'company_invitation'))).toBeDefined();
  const invitation = decodeURIComponent(/company-invitation\?token=([^\s"<&]+)/.exec(mail!.text_body ?? '')![1]!);
  const response = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'COMPANY',
      first_name: role === 'viewer' ? 'Huda' : 'Sara',
      last_name: 'Alharbi',
      email: account.email,
      phone: account.phone,
      password: account.password,
      password_confirmation: account.password,
      accept_terms: true,
      invitation,
    }),
  });
  expect(response.status).toBe(201);
  return account;
}

async function setUp(): Promise<void> {
  const ownerToken = await logInByApi(HORIZON.email, HORIZON.password);
  const team = await apiCall<{
    items: Array<{ name: string; role: TCompanyRole }>;
  }>('GET', '/api/v1/company/members', ownerToken);
  const job = (await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/company/jobs?tab=active', ownerToken)).items[0]!;
  const seeker = await registerByApi('USER');
  const seekerToken = await logInByApi(seeker.email, seeker.password);
  await completeMinimumProfile(seekerToken, seeker.phone, 'Accountant');
  const application = await apiCall<{ id: number }>('POST', `/api/v1/jobs/${job.id}/applications`, seekerToken, {});
  const [recruiter, viewer] = [await join(ownerToken, 'recruiter', []), await join(ownerToken, 'viewer', [job.id])];
  // A job whose four steps the recruiter filled: its last step is where payment comes.
  const recruiterToken = await logInByApi(recruiter.email, recruiter.password);
  const [sectors, cities] = await Promise.all([
    apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/sectors', recruiterToken),
    apiCall<Array<{ id: number }>>('GET', '/api/v1/lookups/cities', recruiterToken),
  ]);
  const draft = await apiCall<{ id: number }>('POST', '/api/v1/company/jobs', recruiterToken, jobBody('Payroll accountant', sectors[0]!.id, cities[0]!.id, 'Prepare the monthly payroll.'));
  const owners = (items: Array<{ name: string; role: TCompanyRole }>) => items.filter((member) => member.role === 'owner').map((member) => member.name);
  const inArabic = await fetch(`${baseUrl()}/api/v1/company/members`, { headers: { authorization: `Bearer ${ownerToken}`, 'x-locale': 'ar' } });
  walk = {
    ownerNames: owners(team.items),
    ownerNamesAr: owners(((await inArabic.json()) as { data: typeof team }).data.items),
    jobId: job.id,
    applicationId: application.id,
    draftId: draft.id,
    accounts: { recruiter, viewer },
  };
}

describe('each role across the company pages (issue 57 §2)', () => {
  it('an owner is offered every control of every company page', async () => {
    await ready();
    expect(await walkAs('owner', await logInByApi(HORIZON.email, HORIZON.password))).toEqual([]);
  }, 300_000);

  it('a recruiter is offered no payment, profile or team change, and is told an owner pays', async () => {
    await ready();
    const token = await logInByApi(walk.accounts.recruiter.email, walk.accounts.recruiter.password);
    expect(await walkAs('recruiter', token)).toEqual([]);

    // The last step sends the job to wait for an owner's payment (Arabic, phone width), never to a checkout refused to them.
    const { context, page } = await pageAs(token, 390, 844);
    await page.goto(`/post-job/${walk.draftId}?step=4`);
    await hydrated(page);
    expect(await page.getByTestId('owner-pays').textContent()).toContain('مسؤول توظيف');
    await Promise.all([page.waitForURL((url) => url.pathname === '/company-jobs' && url.searchParams.get('tab') === 'awaiting'), page.getByTestId('submit-for-owner').click()]);
    const card = page.locator(`[data-testid="job-card"][data-job-id="${walk.draftId}"]`);
    expect(await card.getAttribute('data-status')).toBe('awaiting_payment');
    expect(await card.getByTestId('job-owner-pays').isVisible()).toBe(true);
    expect(await card.getByTestId('job-pay').count()).toBe(0);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/roles-recruiter-awaiting-ar-390.png`, fullPage: true });
    await context.close();
  }, 300_000);

  it('an owner shares with a hiring manager the jobs that have applicants, each with its state, not drafts', async () => {
    await ready();
    const { context, page } = await pageAs(await logInByApi(HORIZON.email, HORIZON.password), 390, 844);
    await page.goto('/en/company-team');
    await hydrated(page);
    const form = page.getByTestId('team-invite');
    await form.getByTestId('team-role').selectOption('viewer');
    const jobs = form.getByTestId('team-job');
    await jobs.first().waitFor();
    const offered = await form.locator('input[name="job_ids"]').evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    expect(offered).toContain(walk.jobId);
    expect(offered).not.toContain(walk.draftId);
    const shared = form.locator(`[data-testid="team-job"][data-job-id="${walk.jobId}"]`);
    expect(await shared.getAttribute('data-status')).toBe('active');
    // Its label (Mantine's checkbox puts the test id on the input) names the job and its state.
    expect(await shared.evaluate((input) => input.closest('.mantine-Checkbox-root')?.textContent)).toContain('(Live)');
    await context.close();
  });

  it('a hiring manager (viewer) reads and annotates applicants only, and is refused the rest by name', async () => {
    await ready();
    const token = await logInByApi(walk.accounts.viewer.email, walk.accounts.viewer.password);
    expect(await walkAs('viewer', token)).toEqual([]);

    // The refused page in Arabic: the role's Arabic name and the owners.
    const { context, page } = await pageAs(token, 390, 844);
    const response = await page.goto('/company-jobs');
    expect(response?.status()).toBe(403);
    const refused = (await page.getByTestId('role-refused').textContent()) ?? '';
    expect(refused).toContain('مدير توظيف');
    expect(walk.ownerNamesAr.some((owner) => refused.includes(owner))).toBe(true);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/roles-viewer-refused-ar-390.png`, fullPage: true });
    await context.close();
  }, 300_000);
});

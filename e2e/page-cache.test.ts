import { createCookie } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HORIZON } from './support/fixtures.ts';
import { apiCall, baseUrl, logInByApi, registerByApi, sessionCookie } from './support/session.ts';

/**
 * A page as a browser that has been here before asks for it (English remembered: a first visit to an /en page sets
 * the language cookie, and an answer that sets a cookie is never shared): status, headers and HTML.
 */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: ENGLISH, ...headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const ENGLISH = (await createCookie('locale').serialize('en')).split(';')[0]!;

/** The nonce of the page's policy, and every nonce its scripts carry. */
function nonces(page: { headers: Headers; html: string }) {
  const policy = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  const inPage = new Set([...page.html.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));
  return { policy, inPage };
}

describe('the page cache for visitors without a session (decision 049)', () => {
  it('serves a visitor without a session the same page again, each time with a fresh nonce that matches its policy, and revalidates it with its ETag', async () => {
    const path = `/en/find-jobs?q=${encodeURIComponent('accountant')}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    await expect.poll(async () => (await get(path)).headers.get('x-page-cache')).toBe('hit');
    const second = await get(path);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    for (const page of [first, second]) {
      const { policy, inPage } = nonces(page);
      expect(policy).toBeTruthy();
      expect([...inPage]).toEqual([policy]);
    }
    expect(nonces(first).policy).not.toBe(nonces(second).policy);
    expect(second.html.replaceAll(nonces(second).policy!, 'N')).toBe(first.html.replaceAll(nonces(first).policy!, 'N'));

    // Revalidation: the same page answers 304 without a body and without a policy (the browser keeps its copy's).
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.html).toBe('');
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect((await get(path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('never stores an answer that sets a cookie (a first visit to an English page remembers the language)', async () => {
    const first = await get('/en/majors', { cookie: '' });
    expect(first.headers.getSetCookie().join()).toMatch(/^locale=/);
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect((await get('/en/majors', { cookie: '' })).headers.get('x-page-cache')).toBeNull();
  });

  it('never serves a logged-in visitor a cached page, nor gives their page an ETag', async () => {
    const account = await registerByApi('USER');
    const cookie = await sessionCookie(await logInByApi(account.email, account.password));
    const path = '/en/find-jobs?q=nurse';
    await expect.poll(async () => (await get(path)).headers.get('x-page-cache')).toBe('hit');
    const anonymous = await get(path);
    expect(anonymous.html).not.toContain(account.email);

    const revalidation: Array<Record<string, string>> = [{}, { 'if-none-match': anonymous.headers.get('etag')! }];
    for (const extra of revalidation) {
      const mine = await get(path, { cookie: `${cookie}; ${ENGLISH}`, ...extra });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('x-page-cache')).toBeNull();
      expect(mine.headers.get('etag')).toBeNull();
      expect(mine.html).toContain(account.email);
    }
    // Nor is their page kept for others.
    expect((await get(path)).html).not.toContain(account.email);
  });

  it('does not serve a job page cached before the job changed', async () => {
    const token = await logInByApi(HORIZON.email, HORIZON.password);
    const { items } = await apiCall<{ items: Array<{ id: number }> }>('GET', '/api/v1/company/jobs?tab=active', token);
    const jobId = items[0]!.id;
    const own = await apiCall<Record<string, unknown>>('GET', `/api/v1/company/jobs/${jobId}`, token);
    const fields = ['title', 'description', 'duties', 'qualifications', 'qualification_type', 'experience_years', 'major_id', 'sector_id', 'city_id', 'occupation_id', 'work_place', 'job_type', 'working_hours', 'benefits', 'deadline', 'salary_from', 'salary_to', 'show_company', 'applicants_num', 'locale'];
    const body = Object.fromEntries(fields.filter((name) => own[name] !== undefined).map((name) => [name, own[name]]));
    const path = `/en/jobs/${jobId}`;
    await expect.poll(async () => (await get(path)).headers.get('x-page-cache')).toBe('hit');

    const marker = `Flexible hours ${Date.now()}`;
    await apiCall('PUT', `/api/v1/company/jobs/${jobId}`, token, { ...body, working_hours: marker });
    try {
      const after = await get(path);
      expect(after.headers.get('x-page-cache')).not.toBe('hit');
      expect(after.html).toContain(marker);
    } finally {
      await apiCall('PUT', `/api/v1/company/jobs/${jobId}`, token, body);
    }
  });
});

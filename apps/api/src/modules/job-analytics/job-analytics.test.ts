// Job analytics (issue 49 §3, decision 124): unique visitors by source, crawlers left out, search appearances,
// saves and applications counted where they are written, batches written once across a restart, and the endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applications, companies, jobAnalyticsDaily, savedJobs } from '../../db/schema/index.ts';
import { insertLiveJob } from '../../test/factories.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { createJobAnalytics } from './create.ts';
import { JobAnalyticsRecorder, writeAnalyticsBatch, type TAnalyticsBatch } from './recorder.ts';
import { riyadhDateOf } from '../jobs/state.ts';

const drivers = await testDrivers();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SITE = 'http://localhost:3000';

describe.each(drivers)('job analytics ($name)', (driver) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let company: TSignedUp;
  let companyId: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    company = await signUp(app, 'COMPANY');
    const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, company.id));
    companyId = row!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const recorder = () => createJobAnalytics(database, loadConfig({ PUBLIC_URL: SITE }));
  const today = () => riyadhDateOf(new Date());
  async function dayOf(jobId: number) {
    const [row] = await database.db.select().from(jobAnalyticsDaily).where(eq(jobAnalyticsDaily.job_id, jobId));
    return row;
  }

  it('counts a visitor once a day, by where they came from, and leaves crawlers out', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Counted accountant' });
    const analytics = recorder();
    const view = (address: string, userAgent: string | undefined, src?: string, referrer?: string) => analytics.recordView({ jobId: job.id, address, userAgent, src, referrer });
    view('10.0.0.1', BROWSER, undefined, `${SITE}/find-jobs?q=accountant`);
    view('10.0.0.1', BROWSER, undefined, `${SITE}/find-jobs?q=accountant`);
    view('10.0.0.1', BROWSER, 'alert');
    view('10.0.0.2', BROWSER, 'alert');
    view('10.0.0.3', PHONE, 'share');
    view('10.0.0.3', BROWSER);
    view('10.0.0.4', BROWSER, undefined, 'https://www.linkedin.com/');
    view('10.0.0.5', BROWSER, undefined, `${SITE}/en/companies/4`);
    view('66.249.66.1', GOOGLEBOT);
    view('10.0.0.6', undefined);
    await analytics.flush();
    // The same visitor again, from another process (or after a restart): not counted twice.
    const another = recorder();
    another.recordView({ jobId: job.id, address: '10.0.0.2', userAgent: BROWSER, src: 'alert' });
    await another.flush();
    const row = await dayOf(job.id);
    expect(row).toMatchObject({ day: today(), views: 6, from_search: 1, from_alert: 1, from_shared: 1, from_direct: 1, from_external: 1, from_site: 1 });
  });

  it('counts the jobs a search lists for people, not for crawlers', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Impression geologist' });
    const analytics = recorder();
    analytics.recordImpressions([job.id], BROWSER);
    analytics.recordImpressions([job.id], PHONE);
    analytics.recordImpressions([job.id], GOOGLEBOT);
    await analytics.flush();
    expect((await dayOf(job.id))?.impressions).toBe(2);
  });

  it('writes a batch once, however many times it is written (a retry after a lost answer, a restart)', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Idempotent surveyor' });
    const batch: TAnalyticsBatch = { id: crypto.randomUUID(), views: [{ jobId: job.id, day: today(), visitor: '10.1.1.1\nagent', source: 'direct' }], impressions: [{ jobId: job.id, day: today(), count: 7 }] };
    const salt = async () => 'salt';
    await writeAnalyticsBatch(database.db, batch, salt);
    await writeAnalyticsBatch(database.db, batch, salt);
    expect(await dayOf(job.id)).toMatchObject({ views: 1, impressions: 7 });
  });

  it("adds whole months from the job's months and the days around them from its days", async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Monthly planner' });
    const days = ['2026-01-15', '2026-01-31', '2026-02-01', '2026-02-10', '2026-02-28', '2026-03-05', '2026-03-06'];
    const batch: TAnalyticsBatch = { id: crypto.randomUUID(), views: [], impressions: days.map((day, index) => ({ jobId: job.id, day, count: 10 ** index })) };
    await writeAnalyticsBatch(database.db, batch, async () => 'salt');
    const row = async (from: string, to: string) => (await company.call('GET', `/api/v1/company/analytics?from=${from}&to=${to}`)).json().data.jobs.find((one: { id: number }) => one.id === job.id).impressions;
    expect(await row('2026-01-20', '2026-03-05')).toBe(10 + 100 + 1000 + 10_000 + 100_000);
    expect(await row('2026-02-01', '2026-02-28')).toBe(100 + 1000 + 10_000);
    expect(await row('2026-01-15', '2026-01-15')).toBe(1);
    expect(await row('2026-01-01', '2026-03-31')).toBe(1_111_111);
    const chart = (await company.call('GET', `/api/v1/company/analytics?from=2026-02-01&to=2026-02-28`)).json().data;
    expect(chart.days.find((one: { day: string }) => one.day === '2026-02-10').impressions).toBeGreaterThanOrEqual(1000);
  });

  it('takes the month of today whole from its monthly numbers when a period reaches today, and the same totals', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'This month planner' });
    const now = today();
    const first = `${now.slice(0, 8)}01`;
    const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const counts = [
      { jobId: job.id, day: dayBefore, count: 1 },
      { jobId: job.id, day: first, count: 10 },
      { jobId: job.id, day: now, count: 100 },
    ];
    await writeAnalyticsBatch(database.db, { id: crypto.randomUUID(), views: [], impressions: counts }, async () => 'salt');
    const row = async (query: string) => (await company.call('GET', `/api/v1/company/analytics?${query}`)).json().data.jobs.find((one: { id: number }) => one.id === job.id).impressions;
    expect(await row(`from=${dayBefore}&to=${now}`)).toBe(111);
    expect(await row(`from=${first}&to=${now}`)).toBe(110);
    // A period past today reads the same; one that starts after the first leaves the first out, though the month's row holds it.
    expect(await row(`from=${dayBefore}&to=${new Date(Date.parse(`${now}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10)}`)).toBe(111);
    if (!now.endsWith('-01')) expect(await row(`from=${now.slice(0, 8)}02&to=${now}`)).toBe(100);
  });

  it('writes what is recorded when the app closes (a graceful restart)', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Shutdown welder' });
    const own = await testApp(database, { PUBLIC_URL: SITE });
    const search = await own.inject({ method: 'GET', url: '/api/v1/jobs?q=Shutdown%20welder', headers: { 'user-agent': BROWSER, 'x-locale': 'en' } });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.items.map((card: { id: number }) => card.id)).toContain(job.id);
    const view = await own.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/views`, payload: { src: 'share' }, headers: { 'user-agent': PHONE } });
    expect(view.statusCode).toBe(204);
    expect(await dayOf(job.id)).toBeUndefined();
    await own.close();
    expect(await dayOf(job.id)).toMatchObject({ views: 1, from_shared: 1, impressions: 1 });
  });

  it('answers a job by day, with saves, applications and conversion, to its company only', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Charted nurse' });
    const seekers = [await signUp(app), await signUp(app)];
    for (const seeker of seekers) await database.db.insert(savedJobs).values({ user_id: seeker.id, job_id: job.id });
    await database.db.insert(applications).values({ job_id: job.id, user_id: seekers[0]!.id, cv_snapshot: {} });
    const analytics = new JobAnalyticsRecorder(database.db, { isCrawler: () => false, siteHosts: ['localhost:3000'] });
    for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4']) analytics.recordView({ jobId: job.id, address, userAgent: BROWSER });
    await analytics.flush();

    const answer = await company.call('GET', `/api/v1/company/jobs/${job.id}/analytics`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: today(), views: 4, impressions: 0, saves: 2, applications: 1 });
    expect(data.totals).toMatchObject({ views: 4, saves: 2, applications: 1, conversion: 0.25, sources: { direct: 4 } });

    const dashboard = (await company.call('GET', '/api/v1/company/analytics')).json().data;
    expect(dashboard.jobs.find((row: { id: number }) => row.id === job.id)).toMatchObject({ views: 4, saves: 2, applications: 1, conversion: 0.25 });
    expect(dashboard.totals.views).toBeGreaterThanOrEqual(4);

    const other = await signUp(app, 'COMPANY');
    expect((await other.call('GET', `/api/v1/company/jobs/${job.id}/analytics`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/v1/company/analytics')).json().data.jobs).toEqual([]);
    const admin = await signUpAdmin(app, database);
    expect((await admin.call('GET', `/api/admin/jobs/${job.id}/analytics`)).json().data.totals.views).toBe(4);
    expect((await admin.call('GET', `/api/admin/companies/${companyId}/analytics`)).json().data.company.id).toBe(companyId);
    expect((await admin.call('GET', '/api/admin/companies/999999999/analytics')).statusCode).toBe(404);
  });

  it('refuses bad periods with 422 in both languages', async () => {
    const job = await insertLiveJob(database, companyId, { title: 'Dated clerk' });
    for (const url of [`/api/v1/company/jobs/${job.id}/analytics`, '/api/v1/company/analytics']) {
      const reversed = await company.call('GET', `${url}?from=2026-05-10&to=2026-05-01`, undefined, 'en');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors.to).toEqual(['The end of the period must be on or after its start']);
      const long = await company.call('GET', `${url}?from=2025-01-01&to=2026-05-01`, undefined, 'ar');
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.to).toEqual(['اختر فترة لا تزيد على 366 يومًا']);
      const invalid = await company.call('GET', `${url}?from=2026-02-30`, undefined, 'en');
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.from).toEqual(['must be valid']);
    }
    const fromOnly = await company.call('GET', `/api/v1/company/analytics?from=2026-01-01`);
    expect(fromOnly.json().data.period).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { giveMinimumProfile, insertLiveJob, jobOf, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { expireJobs } from '../jobs/expiry.ts';
import { addDays, riyadhDateOf } from '../jobs/state.ts';

const drivers = await testDrivers();

describe.each(drivers)('pausing and resuming a live job (decision 123) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  const today = riyadhDateOf(new Date());

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  const word = () => `wombat${randomBytes(4).toString('hex').replace(/\d/g, 'q')}`;
  const search = async (q: string) => (await app.inject({ url: `/api/v1/jobs?q=${q}`, headers: { 'x-locale': 'en' } })).json().data.items.map((job: { id: number }) => job.id);

  it('takes a paused job out of search, lists and applying, keeps its page, and shows it paused on the dashboard', async () => {
    const company = await readyCompany(app, database);
    const title = word();
    const job = await insertLiveJob(database, company.companyId, { title: `Accountant ${title}`, deadline: addDays(today, 9) });
    expect(await search(title)).toEqual([job.id]);

    const paused = await company.call('POST', `/api/v1/company/jobs/${job.id}/pause`, undefined, 'ar');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().message).toBe('أُوقفت الوظيفة مؤقتًا: لن يجدها أحد أو يتقدّم إليها حتى تستأنفها، وتحتفظ بأيامها المتبقية');
    expect(paused.json().data).toMatchObject({ status: 'paused', paid_days_left: 10 });
    expect(paused.json().data.paused_at).not.toBeNull();

    expect(await search(title)).toEqual([]);
    expect((await app.inject({ url: `/api/v1/companies/${company.companyId}/jobs` })).json().data.items.map((j: { id: number }) => j.id)).not.toContain(job.id);
    const page = await app.inject({ url: `/api/v1/jobs/${job.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ status: 'paused', is_open: false });

    const seeker = await signUp(app, 'USER');
    await giveMinimumProfile(database, seeker.id);
    expect((await seeker.call('POST', `/api/v1/jobs/${job.id}/applications`, {})).statusCode).toBe(409);

    const tab = (await company.call('GET', '/api/v1/company/jobs?tab=active')).json().data.items;
    expect(tab.find((item: { id: number }) => item.id === job.id)).toMatchObject({ status: 'paused' });
    expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).statusCode).toBe(409);
    const edit = await company.call('PUT', `/api/v1/company/jobs/${job.id}`, { title: 'Other' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This job is paused: resume it to edit it');

    const resumed = await company.call('POST', `/api/v1/company/jobs/${job.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ message: 'The job is live again with the days it had left', data: { status: 'active', deadline: addDays(today, 9), paused_at: null } });
    expect(await search(title)).toEqual([job.id]);
  });

  it('keeps the featured time that remained: resuming moves the end of a featured period by the time the job stayed paused (decision 143)', async () => {
    const company = await readyCompany(app, database);
    const hour = 3_600_000;
    const featured = await insertLiveJob(database, company.companyId, { deadline: addDays(today, 20) });
    const ended = await insertLiveJob(database, company.companyId, { deadline: addDays(today, 20) });
    for (const job of [featured, ended]) expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).statusCode).toBe(200);
    // Paused 50 hours ago: one had 72 featured hours left then, the other's period ended an hour before the pause.
    const pausedAt = new Date(Date.now() - 50 * hour);
    await database.db.update(jobs).set({ paused_at: pausedAt, featured_until: new Date(pausedAt.getTime() + 72 * hour) }).where(eq(jobs.id, featured.id));
    const endedAt = new Date(pausedAt.getTime() - hour);
    await database.db.update(jobs).set({ paused_at: pausedAt, featured_until: endedAt }).where(eq(jobs.id, ended.id));

    const before = Date.now();
    const resumed = await company.call('POST', `/api/v1/company/jobs/${featured.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const left = (await jobOf(database, featured.id)).featured_until!.getTime() - before;
    expect(left).toBeGreaterThanOrEqual(72 * hour);
    expect(left).toBeLessThan(72 * hour + 60_000);
    expect(resumed.json().data.featured_until).not.toBeNull();

    expect((await company.call('POST', `/api/v1/company/jobs/${ended.id}/resume`)).statusCode).toBe(200);
    expect((await jobOf(database, ended.id)).featured_until).toEqual(endedAt);
  });

  it('keeps the days that remained: resuming moves the deadline by the days the job stayed paused', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { deadline: addDays(today, 4) });
    expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).statusCode).toBe(200);
    // Paused six days ago (Riyadh), with five days left then: its deadline passed meanwhile.
    await database.db.update(jobs).set({ paused_at: new Date(Date.now() - 6 * 86_400_000), deadline: addDays(today, -2) }).where(eq(jobs.id, job.id));
    expect((await company.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data.paid_days_left).toBe(5);

    const resumed = await company.call('POST', `/api/v1/company/jobs/${job.id}/resume`);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({ status: 'active', deadline: addDays(today, 4), paid_days_left: 5 });
    const again = await company.call('POST', `/api/v1/company/jobs/${job.id}/resume`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a paused job can be resumed');
  });

  it('is never expired by the expiry schedule while paused, and can still be closed', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { deadline: addDays(today, 1) });
    expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).statusCode).toBe(200);
    await expireJobs(database.db, new Date(Date.now() + 5 * 86_400_000));
    expect((await jobOf(database, job.id)).status).toBe('paused');
    const closed = await company.call('POST', `/api/v1/company/jobs/${job.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', paused_at: null });
  });

  it("answers 404 for another company's job and 409 for a job that is not live", async () => {
    const owner = await readyCompany(app, database);
    const other = await readyCompany(app, database);
    const job = await insertLiveJob(database, owner.companyId);
    expect((await other.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/v1/company/jobs/${job.id}/resume`)).statusCode).toBe(404);
    const past = await insertLiveJob(database, owner.companyId, { deadline: addDays(today, -1) });
    const refused = await owner.call('POST', `/api/v1/company/jobs/${past.id}/pause`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a live job can be paused');
  });
});

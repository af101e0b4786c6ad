import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TJobCard } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { majors, users, type TJobRow } from '../../db/schema/index.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { dayFromToday, insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

/** Browsing without words (this module): majors with their listed jobs, and the home page's numbers and lists. */
describe.each(drivers)('majors and the home page on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  // A major made for these tests: other tests' jobs are never in it.
  let majorId: number;
  let emptyMajorId: number;
  const job: Record<string, TJobRow> = {};
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    const tag = randomBytes(4).toString('hex');
    majorId = await ownMajor(database, 'browse');
    emptyMajorId = (await db.insert(majors).values({ slug: `browse-empty-${tag}`, name_ar: `تخصص فارغ ${tag}`, name_en: `Empty major ${tag}` }).returning())[0]!.id;
    const company = await readyCompany(app, database, { name: `Browse Co ${tag}` });
    const suspended = await readyCompany(app, database);
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));
    const insert = async (key: string, values: Parameters<typeof insertLiveJob>[2], companyId = company.companyId) => {
      job[key] = await insertLiveJob(database, companyId, { major_id: majorId, title: 'Civil Engineer', activated_at: hoursAgo(30), published_at: hoursAgo(30), ...values });
    };
    await insert('older', {});
    await insert('newest', { title: 'Operations Coordinator', activated_at: hoursAgo(2), published_at: hoursAgo(2) });
    await insert('secret', { show_company: false, activated_at: hoursAgo(5), published_at: hoursAgo(5) });
    // Not listed: not live, past its deadline, or of a suspended company.
    await insert('draft', { status: 'draft', activated_at: null, published_at: null });
    await insert('closed', { status: 'closed' });
    await insert('pastDeadline', { deadline: dayFromToday(-1) });
    await insert('suspended', {}, suspended.companyId);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists majors with their counts of live jobs, and a major\'s jobs a page at a time', async () => {
    const majorsList = (await app.inject({ url: '/api/v1/majors', headers: { 'x-locale': 'en' } })).json().data;
    expect(majorsList).toEqual(expect.arrayContaining([expect.objectContaining({ id: majorId, jobs_count: 3 }), expect.objectContaining({ id: emptyMajorId, jobs_count: 0 })]));
    const page = (await app.inject({ url: `/api/v1/majors/${majorId}/jobs`, headers: { 'x-locale': 'ar' } })).json().data;
    expect(page.major).toMatchObject({ id: majorId, name: expect.stringContaining('تخصص'), jobs_count: 3 });
    expect(page.items.map((item: TJobCard) => item.id)).toEqual([job.newest!.id, job.secret!.id, job.older!.id]);
    expect((await app.inject({ url: `/api/v1/majors/${emptyMajorId}/jobs` })).json().data.items).toEqual([]);
    expect((await app.inject({ url: '/api/v1/majors/2000000000/jobs' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/majors/abc/jobs' })).statusCode).toBe(422);
  });

  it('gives the home page its numbers, latest jobs, top majors and featured companies', async () => {
    const home = (await app.inject({ url: '/api/v1/home', headers: { 'x-locale': 'en' } })).json().data;
    expect(home.counts.jobs).toBeGreaterThanOrEqual(3);
    expect(home.counts.companies).toBeGreaterThanOrEqual(1);
    expect(home.latest_jobs.length).toBeGreaterThan(0);
    expect(home.latest_jobs.length).toBeLessThanOrEqual(8);
    expect(home.top_majors.length).toBeLessThanOrEqual(5);
    for (const major of home.top_majors) expect(major.jobs_count).toBeGreaterThan(0);
    for (const company of home.featured_companies) expect(company.jobs_count).toBeGreaterThan(0);
    expect(home.latest_jobs.map((card: TJobCard) => card.id)).not.toContain(job.draft!.id);
  });
});

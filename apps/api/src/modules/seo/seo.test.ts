import { insertLiveJob } from '../../test/factories.ts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, companies, jobs, majors, sectors, users, type TJobRow } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, verifyCompanyDirectly } from '../../test/harness.ts';
import { addDays, riyadhDateOf } from '../jobs/state.ts';
import { findSimilarJobs } from '../jobs/similar-jobs.ts';

const drivers = await testDrivers();

describe.each(drivers)('job page and search engine data on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  const today = riyadhDateOf(new Date());
  // Lookups at the end of the lists, which other tests rarely use.
  let major: number;
  let otherMajor: number;
  let sector: number;
  let otherSector: number;
  let city: number;
  let otherCity: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const ids = async (table: typeof majors | typeof sectors | typeof cities) => (await database.db.select({ id: table.id }).from(table)).map((row) => row.id).sort((a, b) => b - a);
    [major, otherMajor] = (await ids(majors)) as [number, number];
    [sector, otherSector] = (await ids(sectors)) as [number, number];
    [city, otherCity] = (await ids(cities)) as [number, number];
  });
  afterAll(async () => {
    await app.close();
  });

  /** A company with a complete, verified profile (or not verified), straight in the database. */
  async function company(options: { verified?: boolean; name?: string } = {}) {
    const account = await signUp(app, 'COMPANY', { foundation_name: options.name ?? `Seo Co ${randomBytes(3).toString('hex')}` });
    if (options.verified !== false) await verifyCompanyDirectly(database, account.id);
    const [row] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, account.id));
    return { userId: account.id, companyId: row!.id };
  }

  /** A job inserted directly: live unless told otherwise. */
  function job(companyId: number, values: Partial<TJobRow> = {}): Promise<TJobRow> {
    return insertLiveJob(database, companyId, {
      title: `Quantity surveyor ${randomBytes(3).toString('hex')}`,
      major_id: otherMajor,
      sector_id: otherSector,
      city_id: otherCity,
      job_type: 'full_time',
      deadline: addDays(today, 20),
      ...values,
    });
  }

  const similar = async (id: number, locale: 'ar' | 'en' = 'en') => app.inject({ url: `/api/v1/jobs/${id}/similar`, headers: { 'x-locale': locale } });
  const word = () => randomBytes(4).toString('hex');

  it('lists live jobs like this one, never the job itself, drafts, expired, closed or unpaid jobs', async () => {
    const { companyId } = await company();
    const title = `Glacier cartographer ${word()}`;
    const base = await job(companyId, { title, major_id: major, sector_id: sector, city_id: city });
    const sameMajor = await job(companyId, { title: `${title} senior`, major_id: major, sector_id: otherSector, city_id: otherCity });
    const draft = await job(companyId, { title, major_id: major, status: 'draft', activated_at: null, published_at: null });
    const unpaid = await job(companyId, { title, major_id: major, status: 'awaiting_payment', activated_at: null, published_at: null });
    const pastDeadline = await job(companyId, { title, major_id: major, deadline: addDays(today, -1) });
    const closed = await job(companyId, { title, major_id: major, status: 'closed' });

    const response = await similar(base.id);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as Array<{ id: number; is_open: boolean }>).map((card) => card.id);
    expect(ids).toContain(sameMajor.id);
    expect(ids).not.toContain(base.id);
    for (const hidden of [draft, unpaid, pastDeadline, closed]) expect(ids).not.toContain(hidden.id);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect((response.json().data as Array<{ is_open: boolean }>).every((card) => card.is_open)).toBe(true);
  });

  it('ranks the same major before the same sector, and leaves out jobs that share nothing', async () => {
    const { companyId } = await company();
    const title = `Orchard acoustician ${word()}`;
    const base = await job(companyId, { title, major_id: major, sector_id: sector, city_id: city });
    const sameSector = await job(companyId, { title: `Night ${word()} ferryman`, major_id: otherMajor, sector_id: sector, city_id: otherCity });
    const sameMajor = await job(companyId, { title: `Night ${word()} ferryman`, major_id: major, sector_id: otherSector, city_id: otherCity });
    const unrelated = await job(companyId, { title: `Zz ${word()} qq`, major_id: otherMajor, sector_id: otherSector, city_id: otherCity });

    const rows = (await findSimilarJobs(database.db, 'en', base.id, 10_000))!;
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(sameMajor.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sameMajor.id)).toBeLessThan(ids.indexOf(sameSector.id));
    expect(ids).not.toContain(unrelated.id);
  });

  it('finds jobs with a similar title even without a shared major, sector or city', async () => {
    const { companyId } = await company();
    const stem = `Volcanologist ${word()}`;
    const base = await job(companyId, { title: `${stem} lead`, major_id: major, sector_id: sector, city_id: city });
    const alike = await job(companyId, { title: `${stem} assistant`, major_id: otherMajor, sector_id: otherSector, city_id: otherCity });
    const ids = (await findSimilarJobs(database.db, 'en', base.id, 10_000))!.map((row) => row.id);
    expect(ids).toContain(alike.id);
  });

  it('never names the company of a confidential similar job', async () => {
    const named = await company({ name: `Named Co ${word()}` });
    const secret = await company({ name: `Secret Co ${word()}` });
    const title = `Saffron auditor ${word()}`;
    const base = await job(named.companyId, { title, major_id: major, sector_id: sector, city_id: city, show_company: false });
    const confidential = await job(secret.companyId, { title: `${title} II`, major_id: major, show_company: false });
    const response = await similar(base.id, 'ar');
    const cards = response.json().data as Array<{ id: number; company: unknown }>;
    const card = cards.find((item) => item.id === confidential.id);
    expect(card).toBeDefined();
    expect(card!.company).toBeNull();
    expect(response.body).not.toContain('Secret Co');
    expect(response.body).not.toContain('Named Co');
  });

  it('answers similar jobs for an expired or closed job, and 404 for a draft, an unpaid or an unknown job', async () => {
    const { companyId } = await company();
    const expired = await job(companyId, { status: 'expired', deadline: addDays(today, -3) });
    const closed = await job(companyId, { status: 'closed' });
    const draft = await job(companyId, { status: 'draft', activated_at: null, published_at: null });
    const unpaid = await job(companyId, { status: 'awaiting_payment', activated_at: null, published_at: null });
    expect((await similar(expired.id)).statusCode).toBe(200);
    expect((await similar(closed.id)).statusCode).toBe(200);
    expect((await similar(draft.id)).statusCode).toBe(404);
    expect((await similar(unpaid.id)).statusCode).toBe(404);
    expect((await similar(2_000_000_000)).statusCode).toBe(404);
    expect((await similar(0)).statusCode).toBe(422);
  });

  it('hides the similar jobs of a suspended company, and its jobs from other lists', async () => {
    const visible = await company();
    const suspended = await company();
    const title = `Falconry instructor ${word()}`;
    const base = await job(visible.companyId, { title, major_id: major, sector_id: sector, city_id: city });
    const ofSuspended = await job(suspended.companyId, { title, major_id: major });
    const own = await job(suspended.companyId, { title });
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));
    const ids = ((await similar(base.id)).json().data as Array<{ id: number }>).map((card) => card.id);
    expect(ids).not.toContain(ofSuspended.id);
    expect((await similar(own.id)).statusCode).toBe(404);
  });

  it('answers from what was written just before: a job that went live since the last answer is in, one closed or changed to another major is out', async () => {
    const { companyId } = await company();
    const title = `Lagoon surveyor ${word()}`;
    const base = await job(companyId, { title, major_id: major, sector_id: otherSector, city_id: otherCity });
    const first = await job(companyId, { title: `Tide ${word()} keeper`, major_id: major, sector_id: otherSector, city_id: otherCity });
    const before = (await findSimilarJobs(database.db, 'en', base.id, 10_000))!.map((row) => row.id);
    expect(before).toContain(first.id);

    const second = await job(companyId, { title: `Reef ${word()} warden`, major_id: major, sector_id: otherSector, city_id: otherCity });
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, first.id));
    const moved = await job(companyId, { title: `Dune ${word()} guide`, major_id: major, sector_id: otherSector, city_id: otherCity });
    await database.db.update(jobs).set({ major_id: otherMajor, sector_id: sector, city_id: city }).where(eq(jobs.id, moved.id));
    const after = (await findSimilarJobs(database.db, 'en', base.id, 10_000))!.map((row) => row.id);
    expect(after).toContain(second.id);
    expect(after).not.toContain(first.id);
    expect(after).not.toContain(moved.id);
  });

  const sitemapIds = async (kind: string) => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await app.inject({ url: `/api/v1/sitemap/${kind}?page=${page}` });
      expect(response.statusCode).toBe(200);
      const body = response.json().data as { items: Array<{ id: number; lastmod: string | null }>; page_size: number };
      ids.push(...body.items.map((item) => item.id));
      if (body.items.length < body.page_size) return ids;
    }
  };

  it('gives the sitemap only live jobs: no drafts, unpaid, expired, closed or suspended ones', async () => {
    const { companyId } = await company();
    const suspended = await company();
    const live = await job(companyId);
    const hidden = await Promise.all([
      job(companyId, { status: 'draft', activated_at: null, published_at: null }),
      job(companyId, { status: 'awaiting_review', activated_at: null, published_at: null }),
      job(companyId, { status: 'expired', deadline: addDays(today, -2) }),
      job(companyId, { deadline: addDays(today, -1) }),
      job(companyId, { status: 'closed' }),
      job(suspended.companyId),
    ]);
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.userId));

    const ids = await sitemapIds('jobs');
    expect(ids).toContain(live.id);
    for (const row of hidden) expect(ids).not.toContain(row.id);
    const page = (await app.inject({ url: '/api/v1/sitemap/jobs' })).json().data as { items: Array<{ id: number; lastmod: string | null }>; total: number };
    expect(page.items.find((item) => item.id === live.id)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.total).toBe(ids.length);

    const summary = (await app.inject({ url: '/api/v1/sitemap' })).json().data as { page_size: number; counts: Record<string, number> };
    expect(summary.counts.jobs).toBe(ids.length);
    expect(summary.page_size).toBeGreaterThan(0);
    expect(summary.page_size * 2).toBeLessThanOrEqual(50_000);
  });

  it('gives the sitemap verified companies and every major, and refuses a bad page', async () => {
    const verified = await company();
    const unverified = await company({ verified: false });
    const companyIds = await sitemapIds('companies');
    expect(companyIds).toContain(verified.companyId);
    expect(companyIds).not.toContain(unverified.companyId);
    const majorIds = await sitemapIds('majors');
    expect(majorIds).toContain(major);
    expect(majorIds).toContain(otherMajor);
    expect((await app.inject({ url: '/api/v1/sitemap/jobs?page=0' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/sitemap/users' })).statusCode).toBe(422);
    const beyond = (await app.inject({ url: '/api/v1/sitemap/majors?page=9999' })).json().data as { items: unknown[] };
    expect(beyond.items).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { jobs, majors, type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';

const drivers = await testDrivers();

/**
 * Featured jobs in search (decision 135): first among the matches as strong as the best, never lifted above a stronger
 * match, never a job that does not match; first when browsing; marked on the card and the page; over when the period
 * ends. Every job is in a major made for this file.
 */
describe.each(drivers)('featured jobs on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const job: Record<string, TJobRow> = {};
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const tag = randomBytes(4).toString('hex');
    majorId = (await database.db.insert(majors).values({ slug: `featured-${tag}`, name_ar: `تخصص ${tag}`, name_en: `Major ${tag}` }).returning())[0]!.id;
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', ...values });
    };
    // The featured ones are the oldest of their kind: newest first would put them last.
    await add('featured', { title: 'Accountant', description: '<p>Books.</p>', activated_at: hoursAgo(90), featured_until: inDays(7) });
    await add('plain', { title: 'Accountant', description: '<p>Ledgers.</p>', activated_at: hoursAgo(10) });
    await add('newest', { title: 'Senior Accountant', description: '<p>Closing.</p>', activated_at: hoursAgo(1) });
    // Featured, but the words only in its text: a weaker match than every accountant's title.
    await add('weak', { title: 'Sales Representative', description: '<p>Works with our accountant on invoices.</p>', activated_at: hoursAgo(80), featured_until: inDays(7) });
    // Featured and unrelated to "accountant".
    await add('unrelated', { title: 'Nurse', description: '<p>Ward care.</p>', activated_at: hoursAgo(70), featured_until: inDays(7) });
    // Its period is over.
    await add('over', { title: 'Accountant', description: '<p>Audit.</p>', activated_at: hoursAgo(100), featured_until: inDays(-1) });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, extra: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', q, ...extra })}`, headers: { 'x-locale': 'en' } });
    expect(response.statusCode, q).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
  };
  const order = async (q: string, extra: Record<string, string> = {}) => (await search(q, extra)).items.map((item) => item.id);

  it('puts a featured job first among the matches as strong as the best, and marks it', async () => {
    const { items } = await search('accountant');
    const ids = items.map((item) => item.id);
    expect(ids[0]).toBe(job.featured!.id);
    // The rest of the strongest matches keep relevance's order (newest first among equals); the period that is over lifts nothing.
    expect(ids.slice(1, 4)).toEqual(expect.arrayContaining([job.plain!.id, job.newest!.id, job.over!.id]));
    expect(items.find((item) => item.id === job.featured!.id)!.is_featured).toBe(true);
    expect(items.filter((item) => item.id !== job.featured!.id).some((item) => item.is_featured && item.id !== job.weak!.id)).toBe(false);
    expect(items.find((item) => item.id === job.over!.id)!.is_featured).toBe(false);
  });

  it('never lifts a featured job that matches only weakly above a stronger match, and never shows one that does not match', async () => {
    const ids = await order('accountant');
    expect(ids).not.toContain(job.unrelated!.id);
    const weak = ids.indexOf(job.weak!.id);
    // "Accountant" names an occupation: a job with the word only in its text is other work, shown after its jobs.
    expect(weak).toBeGreaterThan(0);
    for (const strong of [job.featured!, job.plain!, job.newest!, job.over!]) expect(ids.indexOf(strong.id)).toBeLessThan(weak);
  });

  it('puts featured jobs first when browsing without words, newest first after them', async () => {
    const ids = await order('');
    expect(ids.slice(0, 3)).toEqual([job.unrelated!.id, job.weak!.id, job.featured!.id]);
    expect(ids.slice(3)).toEqual([job.newest!.id, job.plain!.id, job.over!.id]);
  });

  it('lifts nothing in an order the seeker chose: the newest first with words', async () => {
    expect((await order('accountant', { sort: 'newest' }))[0]).toBe(job.newest!.id);
  });

  it('marks a featured job on its page, and not a job whose period is over', async () => {
    const page = async (id: number) => (await app.inject({ url: `/api/v1/jobs/${id}`, headers: { 'x-locale': 'ar' } })).json().data;
    expect((await page(job.featured!.id)).is_featured).toBe(true);
    expect((await page(job.over!.id)).is_featured).toBe(false);
  });

  it('ends with its period: a job whose featured_until has passed is back in its place, at the next search', async () => {
    await database.db.update(jobs).set({ featured_until: new Date(Date.now() - 1000) }).where(eq(jobs.id, job.featured!.id));
    const { items } = await search('accountant');
    expect(items[0]!.id).toBe(job.newest!.id);
    expect(items.find((item) => item.id === job.featured!.id)!.is_featured).toBe(false);
    expect((await order(''))[0]).toBe(job.unrelated!.id);
    expect(await order('')).toEqual([job.unrelated!.id, job.weak!.id, job.newest!.id, job.plain!.id, job.featured!.id, job.over!.id]);
  });
});

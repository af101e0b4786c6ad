import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TJobCard } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, countries, jobs, majors, sectors, users, type TJobRow } from '../../db/schema/index.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { ownMajor, readyCompany } from '../../test/factories.ts';
import { addDays, riyadhDateOf } from './state.ts';
import { searchJobs } from './search-jobs.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';

const drivers = await testDrivers();

describe.each(drivers)('job search on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  // Every job of these tests is in a city, major and sector made for them: searches filter on it, so jobs
  // that other tests leave in the shared database never interfere.
  let cityId: number;
  let otherCityId: number;
  let majorId: number;
  let emptyMajorId: number;
  let sectorId: number;
  let companyName: string;
  const job: Record<string, TJobRow> = {};
  const today = riyadhDateOf(new Date());
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    const tag = randomBytes(4).toString('hex');
    const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
    // New cities in an existing region: the lookup tests count the regions of a country.
    const [region] = await db.select({ ar: cities.region_ar, en: cities.region_en }).from(cities).where(eq(cities.country_id, country!.id)).limit(1);
    const newCity = async (label: string) =>
      (await db.insert(cities).values({ country_id: country!.id, region_ar: region?.ar ?? 'منطقة', region_en: region?.en ?? 'Region', name_ar: `مدينة ${label}`, name_en: `City ${label} ${tag}` }).returning())[0]!.id;
    cityId = await newCity('A');
    otherCityId = await newCity('B');
    majorId = await ownMajor(database, 'search');
    emptyMajorId = (await db.insert(majors).values({ slug: `search-empty-${tag}`, name_ar: `تخصص فارغ ${tag}`, name_en: `Empty major ${tag}` }).returning())[0]!.id;
    sectorId = (await db.insert(sectors).values({ slug: `search-${tag}`, name_ar: `قطاع ${tag}`, name_en: `Sector ${tag}` }).returning())[0]!.id;

    companyName = `Search Co ${tag}`;
    const company = await readyCompany(app, database, { name: companyName });
    const suspended = await readyCompany(app, database);
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.id));

    const insert = async (key: string, values: Partial<typeof jobs.$inferInsert>) => {
      const [row] = await db
        .insert(jobs)
        .values({
          company_id: company.companyId,
          status: 'active',
          deadline: addDays(today, 20),
          city_id: cityId,
          major_id: majorId,
          sector_id: sectorId,
          job_type: 'full_time',
          locale: 'en',
          title: 'Untitled',
          activated_at: hoursAgo(48),
          published_at: hoursAgo(48),
          ...values,
        })
        .returning();
      job[key] = row!;
      await linkJobOccupations(db, row!.id, row!.title);
    };
    await insert('civil', { title: 'Civil Engineer', description: '<p>Site supervision of <b>bridges</b>.</p>', salary_from: 9000, salary_to: 14000, experience_years: 5, qualification_type: 'bachelor', activated_at: hoursAgo(30) });
    await insert('analyst', { title: 'Data Analyst', description: '<p>Dashboards and reports.</p>', salary_from: 7000, salary_to: 9000, experience_years: 2, job_type: 'part_time', activated_at: hoursAgo(100) });
    // Newer than the analyst job, and "analyst" only in its description: relevance must still put the title match first.
    await insert('coordinator', { title: 'Operations Coordinator', description: '<p>Works with our analyst team every week.</p>', salary_from: 5000, salary_to: 6000, job_type: 'contract', work_place: 'hybrid', activated_at: hoursAgo(2) });
    await insert('mohandes', { title: 'مهندس مدني', description: '<p>الإشراف على المشاريع الإنشائية.</p>', locale: 'ar', city_id: otherCityId, salary_from: 12000, salary_to: 18000, experience_years: 8, activated_at: hoursAgo(10) });
    await insert('accountant', { title: 'محاسب عام', description: '<p>إعداد القوائم المالية.</p>', locale: 'ar', work_place: 'remote', salary_to: 8000, qualification_type: 'diploma', activated_at: hoursAgo(24 * 20) });
    await insert('secret', { title: 'Confidential Civil Engineer', show_company: false, activated_at: hoursAgo(5) });
    // Never found: not live, or the company is suspended.
    await insert('draft', { title: 'Civil Engineer draft', status: 'draft', activated_at: null, published_at: null });
    await insert('closed', { title: 'Civil Engineer closed', status: 'closed' });
    await insert('pastDeadline', { title: 'Civil Engineer past deadline', deadline: addDays(today, -1) });
    await insert('suspended', { title: 'Civil Engineer of a suspended company', company_id: suspended.companyId });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (query: Record<string, string | number>, locale = 'en') => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return app.inject({ url: `/api/v1/jobs?${params}`, headers: { 'x-locale': locale } });
  };
  /** Ids found among this test's jobs (both cities), in order. */
  const found = async (query: Record<string, string | number>) => {
    const [inA, inB] = await Promise.all([search({ city_id: cityId, ...query }), search({ city_id: otherCityId, ...query })]);
    expect(inA.statusCode).toBe(200);
    expect(inB.statusCode).toBe(200);
    return [...inA.json().data.items, ...inB.json().data.items].map((item: TJobCard) => item.id);
  };
  const idsInCity = async (query: Record<string, string | number>) => {
    const response = await search({ city_id: cityId, ...query });
    expect(response.statusCode).toBe(200);
    return response.json().data.items.map((item: TJobCard) => item.id) as number[];
  };

  it('finds English words by their stem: "engineers" finds an engineer', async () => {
    const ids = await found({ q: 'engineers' });
    expect(ids).toContain(job.civil!.id);
    expect(ids).not.toContain(job.analyst!.id);
  });

  it('finds Arabic plurals and words with the definite article by their singular', async () => {
    expect(await found({ q: 'مهندسين' })).toContain(job.mohandes!.id);
    expect(await found({ q: 'المهندس' })).toContain(job.mohandes!.id);
    expect(await found({ q: 'المحاسبين' })).toContain(job.accountant!.id);
    expect(await found({ q: 'محاسبون' })).toContain(job.accountant!.id);
  });

  it('still finds jobs when the words have typos ("enginer", "محاسبه")', async () => {
    expect(await found({ q: 'enginer' })).toContain(job.civil!.id);
    expect(await found({ q: 'محاسبه' })).toContain(job.accountant!.id);
    expect(await found({ q: 'المحاسبه' })).toContain(job.accountant!.id);
    // No stemmer saves these: the titles' trigrams do.
    expect(await found({ q: 'enginear' })).toContain(job.civil!.id);
    expect(await found({ q: 'Analyts' })).toEqual([job.analyst!.id]);
  });

  it('ranks a title match above a description match', async () => {
    const ids = await idsInCity({ q: 'analyst' });
    expect(ids).toEqual([job.analyst!.id, job.coordinator!.id]);
    // Sorted by date instead, the newer description match comes first.
    expect(await idsInCity({ q: 'analyst', sort: 'newest' })).toEqual([job.coordinator!.id, job.analyst!.id]);
  });

  it('pages ranked results without repeating or losing a job', async () => {
    const all = await idsInCity({ q: 'engineer', per_page: 50 });
    const pages = [...(await idsInCity({ q: 'engineer', per_page: 1 })), ...(await idsInCity({ q: 'engineer', per_page: 1, page: 2 }))];
    expect(pages).toEqual(all.slice(0, 2));
    expect(all.length).toBe(new Set(all).size);
  });

  it('shows only live jobs of companies in good standing', async () => {
    const ids = await found({ q: 'civil engineer', per_page: 50 });
    expect(ids).toEqual(expect.arrayContaining([job.civil!.id, job.secret!.id]));
    for (const hidden of ['draft', 'closed', 'pastDeadline', 'suspended']) expect(ids).not.toContain(job[hidden]!.id);
  });

  it('never reveals the company of a confidential job', async () => {
    const response = await search({ city_id: cityId, q: 'confidential' });
    const card = response.json().data.items.find((item: TJobCard) => item.id === job.secret!.id);
    expect(card).toBeDefined();
    expect(card.company).toBeNull();
    expect(response.body).not.toContain(companyName);
    const open = (await search({ city_id: cityId })).json().data.items.find((item: TJobCard) => item.id === job.civil!.id);
    expect(open.company).toMatchObject({ name: companyName, is_verified: true });
  });

  it('filters by job type, work place, salary range, experience, qualification, remote, major, sector and posting date', async () => {
    expect(await idsInCity({ job_type: 'part_time' })).toEqual([job.analyst!.id]);
    expect(await found({ job_type: 'contract' })).toEqual([job.coordinator!.id]);
    expect(await found({ job_type: 'internship' })).toEqual([]);
    expect(await found({ work_place: 'hybrid' })).toEqual([job.coordinator!.id]);
    expect(await found({ work_place: 'remote' })).toEqual([job.accountant!.id]);
    expect(await found({ work_place: 'remote', job_type: 'contract' })).toEqual([]);
    expect(new Set(await found({ work_place: 'on_site' }))).toEqual(new Set([job.civil!.id, job.analyst!.id, job.mohandes!.id, job.secret!.id]));
    expect(new Set(await found({ salary_min: 10000 }))).toEqual(new Set([job.civil!.id, job.mohandes!.id]));
    expect(await found({ salary_max: 6000 })).toEqual([job.coordinator!.id]);
    expect(await found({ experience: 2, qualification: 'bachelor' })).toEqual([]);
    expect(await found({ experience: 5, qualification: 'bachelor' })).toEqual([job.civil!.id]);
    expect(await found({ remote: 'true' })).toEqual([job.accountant!.id]);
    expect(await found({ posted_within: 1 })).toEqual(expect.arrayContaining([job.coordinator!.id, job.mohandes!.id, job.secret!.id]));
    expect(await found({ posted_within: 1 })).toHaveLength(3);
    expect((await search({ major_id: emptyMajorId })).json().data.total).toBe(0);
    expect((await search({ major_id: majorId, sector_id: sectorId })).json().data.total).toBe(6);
  });

  it('sorts by newest and by salary', async () => {
    expect(await idsInCity({ sort: 'newest' })).toEqual([job.coordinator!.id, job.secret!.id, job.civil!.id, job.analyst!.id, job.accountant!.id]);
    expect((await idsInCity({ sort: 'salary' })).slice(0, 3)).toEqual([job.civil!.id, job.analyst!.id, job.accountant!.id]);
  });

  it('pages the results and counts them with their counts per filter value', async () => {
    const first = (await search({ major_id: majorId, per_page: 2, sort: 'newest' })).json().data;
    const second = (await search({ major_id: majorId, per_page: 2, page: 2, sort: 'newest' })).json().data;
    expect(first).toMatchObject({ total: 6, total_capped: false, page: 1, page_size: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(first.facets.city).toEqual(expect.arrayContaining([expect.objectContaining({ id: cityId, count: 5 }), expect.objectContaining({ id: otherCityId, count: 1 })]));
    expect(first.facets.job_type).toEqual(expect.arrayContaining([{ value: 'full_time', count: 4 }, { value: 'part_time', count: 1 }, { value: 'contract', count: 1 }]));
    expect(first.facets.work_place).toEqual([{ value: 'on_site', count: 4 }, { value: 'hybrid', count: 1 }, { value: 'remote', count: 1 }]);
    expect(first.items.every((item: TJobCard) => item.is_remote === (item.work_place === 'remote'))).toBe(true);
    expect(first.facets.sector).toEqual([expect.objectContaining({ id: sectorId, count: 6 })]);
    const arabic = (await search({ major_id: majorId }, 'ar')).json().data;
    expect(arabic.facets.city).toEqual(expect.arrayContaining([expect.objectContaining({ id: cityId, name: 'مدينة A' })]));
  });

  it('refuses hostile parameters with 422 and field errors, never a 500', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ sort: 'password' }, 'sort'],
      [{ per_page: 100000 }, 'per_page'],
      [{ per_page: 0 }, 'per_page'],
      [{ page: -1 }, 'page'],
      [{ page: 99999999 }, 'page'],
      [{ page: 201, per_page: 50 }, 'page'],
      [{ salary_min: -5 }, 'salary_min'],
      [{ experience: 'lots' }, 'experience'],
      [{ city_id: '99999999999' }, 'city_id'],
      [{ job_type: 'slavery' }, 'job_type'],
      // A seeker's desired `remotely` is no job type: remote is a work place (decision 045).
      [{ job_type: 'remotely' }, 'job_type'],
      [{ work_place: 'moon' }, 'work_place'],
      [{ posted_within: 2 }, 'posted_within'],
      [{ q: 'x'.repeat(500) }, 'q'],
      [{ q: 'a\u0000b' }, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });

  it('documents GET /api/v1/jobs and its parameters in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/v1/jobs']?.get;
    expect(operation).toBeDefined();
    const names = (operation.parameters as Array<{ name: string }>).map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['q', 'city_id', 'major_id', 'sector_id', 'job_type', 'work_place', 'salary_min', 'salary_max', 'experience', 'qualification', 'posted_within', 'sort', 'page', 'per_page']));
  });

  it('answers odd but valid words without an error', async () => {
    for (const q of ["'", '!!!', 'a & b | c', '"unclosed', '():*<->', 'OR', '-', '%_\\', '的 工作', 'ـــ']) {
      const response = await search({ q, city_id: cityId });
      expect(response.statusCode, q).toBe(200);
    }
  });

  it('ranks only the newest matches by relevance, then the rest newest first, across page boundaries', async () => {
    const ids = async (page: number, perPage: number, relevanceWindow?: number) =>
      (await searchJobs(database.db, 'en', { q: 'engineer or analyst', city_id: cityId, page, per_page: perPage }, { relevanceWindow })).items.map((row) => row.id);
    // Newest first the matches are: coordinator (analyst in its text), secret, civil, analyst (titles).
    const { coordinator, secret, civil, analyst } = { coordinator: job.coordinator!.id, secret: job.secret!.id, civil: job.civil!.id, analyst: job.analyst!.id };
    expect((await ids(1, 10)).at(-1)).toBe(coordinator);
    expect(await ids(1, 10, 2)).toEqual([secret, coordinator, civil, analyst]);
    expect([...(await ids(1, 1, 2)), ...(await ids(2, 1, 2)), ...(await ids(3, 1, 2)), ...(await ids(4, 1, 2))]).toEqual([secret, coordinator, civil, analyst]);
    expect([...(await ids(1, 3, 2)), ...(await ids(2, 3, 2))]).toEqual([secret, coordinator, civil, analyst]);
  });

  it('gives the job alerts only jobs that went live after the last digest', async () => {
    const result = await searchJobs(database.db, 'en', { city_id: cityId, sort: 'newest' }, { publishedAfter: hoursAgo(6) });
    expect(result.items.map((row) => row.id)).toEqual([job.coordinator!.id, job.secret!.id]);
    expect(result.total).toBe(2);
  });
});

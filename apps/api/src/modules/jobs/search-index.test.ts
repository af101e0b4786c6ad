import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TJobSearchFacets, TJobSearchQuery } from '@tawzeef/contract';
import { openPglite, openPostgres, type TDatabaseHandle } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { cities, companies, files, jobs, jobTitles, users } from '../../db/schema/index.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { searchJobs } from './search-jobs.ts';
import { pruneSearchChanges } from './search-index.ts';
import { roughly } from './search-index-ranking.ts';
import { pruneJobTitles } from './job-titles.ts';
import { runJobExpiry } from './scheduler.ts';
import { relevanceCollection } from './relevance/collection.ts';

/**
 * The in-memory search index of jobs (decision 027): it finds what PostgreSQL finds for the same understood search
 * (every query of the relevance collection, with filters), and it follows every change that alters what search
 * lists (new, edited, closed jobs, occupations, suspended companies), in this process and in another one.
 */

/** PostgreSQL leaves job types and work places of equal counts in any order: facets compared in one. */
const inOrder = <T extends { value: string; count: number }>(list: T[]) => [...list].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
const byValue = (facets: TJobSearchFacets) => ({ ...facets, job_type: inOrder(facets.job_type), work_place: inOrder(facets.work_place) });

describe('the search index finds what PostgreSQL finds, on the demo data', () => {
  let database: TDatabaseHandle;
  let riyadh: number;

  beforeAll(async () => {
    database = await openPglite();
    await prepareDatabase(database, { seedDemo: true });
    const [city] = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, 'Riyadh')).limit(1);
    riyadh = city!.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const compare = async (query: TJobSearchQuery, locale: 'ar' | 'en') => {
    const [indexed, postgres] = await Promise.all([searchJobs(database.db, locale, query), searchJobs(database.db, locale, query, { engine: 'sql' })]);
    const label = `${locale} ${JSON.stringify(query)}`;
    expect(indexed.total, label).toBe(postgres.total);
    expect(indexed.capped, label).toBe(postgres.capped);
    expect(byValue(indexed.facets), label).toEqual(byValue(postgres.facets));
    expect(indexed.reading, label).toEqual(postgres.reading);
    // Every match is on the page: the same jobs (their order within a relevance tier may differ: ts_rank).
    if (postgres.total <= (query.per_page ?? 20)) expect(indexed.items.map((row) => row.id).sort(), label).toEqual(postgres.items.map((row) => row.id).sort());
    return { indexed, postgres };
  };

  it('gives the same total, counts, reading and jobs for every query of the relevance collection, with and without filters', async () => {
    for (const entry of relevanceCollection) {
      const locale = /[\u0600-\u06FF]/u.test(entry.q) ? 'ar' : 'en';
      await compare({ q: entry.q, per_page: 100 }, locale);
      await compare({ q: entry.q, per_page: 100, job_type: 'full_time' }, locale);
      await compare({ q: entry.q, per_page: 100, city_id: riyadh, experience: 5 }, locale === 'ar' ? 'en' : 'ar');
    }
  }, 120_000);

  it('ranks the same first tier: a job of the occupation first, then the reader’s language', async () => {
    for (const [q, locale] of [['محاسب', 'ar'], ['nurse', 'en'], ['مهندس مدني', 'ar'], ['developer', 'en']] as const) {
      const { indexed, postgres } = await compare({ q, per_page: 100 }, locale);
      expect(indexed.items.slice(0, 3).map((row) => row.locale), q).toEqual(postgres.items.slice(0, 3).map((row) => row.locale));
    }
  });

  it('browses without words, newest first, with filters and the salary filter, like PostgreSQL', async () => {
    for (const query of [{}, { city_id: riyadh }, { salary_min: 8000 }, { salary_max: 6000, job_type: 'full_time' as const }, { posted_within: '7' as const }, { remote: true }, { work_place: 'hybrid' as const }, { work_place: 'remote' as const, job_type: 'full_time' as const }, { job_type: 'contract' as const }, { job_type: 'internship' as const, work_place: 'on_site' as const }]) {
      const { indexed, postgres } = await compare({ ...query, per_page: 50, sort: 'newest' }, 'ar');
      expect(indexed.items.map((row) => row.id), JSON.stringify(query)).toEqual(postgres.items.map((row) => row.id));
    }
  });

  it('pages by relevance and newest without repeating or losing a job', async () => {
    for (const sort of ['relevance', 'newest'] as const) {
      const all = await searchJobs(database.db, 'en', { q: 'engineer', sort, per_page: 100 });
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 7); page += 1) paged.push(...(await searchJobs(database.db, 'en', { q: 'engineer', sort, per_page: 7, page })).items.map((row) => row.id));
      expect(paged, sort).toEqual(all.items.map((row) => row.id));
    }
  });

  it('past the sample, estimates the counts from the newest matches and says so; the total stays exact when bitsets decide it (decision 059)', async () => {
    const sample = 8;
    /** The counts of the newest `sample` matches scaled to `total`, as the index tells estimates. */
    const scaledCounts = async (query: TJobSearchQuery, locale: 'ar' | 'en', total: number) => {
      const newest = await searchJobs(database.db, locale, { ...query, sort: 'newest', page: 1, per_page: sample }, { engine: 'sql' });
      const tally = (key: (row: (typeof newest.items)[number]) => string | number | null) => {
        const counts = new Map<string | number, number>();
        for (const row of newest.items) {
          const value = key(row);
          if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        return new Map([...counts].map(([value, count]) => [value, roughly((count * total) / sample)]));
      };
      return { city: tally((row) => row.city_id), major: tally((row) => row.major_id), job_type: tally((row) => row.job_type), work_place: tally((row) => row.work_place) };
    };
    const asMap = (list: Array<{ id?: number; value?: string; count: number }>) => new Map(list.map((facet) => [facet.id ?? facet.value!, facet.count]));
    // Bitsets decide every filter (words, city, job type, work place): the total is exact, the counts estimated.
    for (const [query, locale] of [[{}, 'ar'], [{ q: 'مهندس' }, 'ar'], [{ job_type: 'full_time' }, 'en'], [{ q: 'engineer', work_place: 'on_site' }, 'en']] as Array<[TJobSearchQuery, 'ar' | 'en']>) {
      const label = JSON.stringify(query);
      const [indexed, postgres] = await Promise.all([searchJobs(database.db, locale, { ...query, per_page: 10 }, { countSample: sample }), searchJobs(database.db, locale, { ...query, per_page: 10 }, { engine: 'sql' })]);
      expect(postgres.total, label).toBeGreaterThan(sample);
      expect(indexed.total, label).toBe(postgres.total);
      expect(indexed.totalEstimated, label).toBe(false);
      expect(indexed.facetsEstimated, label).toBe(true);
      const expected = await scaledCounts(query, locale, postgres.total);
      expect(asMap(indexed.facets.city), label).toEqual(expected.city);
      expect(asMap(indexed.facets.major), label).toEqual(expected.major);
      expect(asMap(indexed.facets.job_type), label).toEqual(expected.job_type);
      expect(asMap(indexed.facets.work_place), label).toEqual(expected.work_place);
      // The page itself is the one PostgreSQL gives.
      if (query.q === undefined) expect(indexed.items.map((row) => row.id), label).toEqual(postgres.items.map((row) => row.id));
    }
    // A filter no bitset decides (experience, salary): the total is estimated from the share of candidates that pass.
    for (const query of [{ experience: 3 }, { salary_min: 6000 }] as TJobSearchQuery[]) {
      const label = JSON.stringify(query);
      const [indexed, postgres] = await Promise.all([searchJobs(database.db, 'ar', query, { countSample: sample }), searchJobs(database.db, 'ar', query, { engine: 'sql' })]);
      expect(postgres.total, label).toBeGreaterThan(sample * 2);
      expect(indexed.totalEstimated, label).toBe(true);
      expect(indexed.total, label).toBeGreaterThan(postgres.total * 0.5);
      expect(indexed.total, label).toBeLessThan(postgres.total * 2);
      expect(indexed.total, label).toBe(roughly(indexed.total));
    }
    // Within the sample, everything is exact and said so.
    const few = await searchJobs(database.db, 'ar', { q: 'محاسب' }, { countSample: 1000 });
    expect([few.totalEstimated, few.facetsEstimated]).toEqual([false, false]);
    // PostgreSQL's answers (the exact words) are never estimates.
    const exact = await searchJobs(database.db, 'ar', { q: 'مهندس', exact: true }, { countSample: sample });
    expect([exact.totalEstimated, exact.facetsEstimated]).toEqual([false, false]);
  });
});

describe.each(await testDrivers())('the search index follows every change on $name', ({ open }) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let companyId: number;
  let companyUserId: number;
  const word = `zorblax${Date.now().toString(36)}`;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    const company = await readyCompany(app, database);
    companyId = company.companyId;
    companyUserId = company.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const found = async (db: TDatabaseHandle['db'], q: string, locale: 'ar' | 'en' = 'en') => (await searchJobs(db, locale, { q, per_page: 50 })).items.map((row) => row.id);

  it('finds a new job at the next search, follows an edit of its title, and drops it when it is closed', async () => {
    await found(database.db, 'engineer');
    const job = await insertLiveJob(database, companyId, { title: `Chief ${word} Officer` });
    expect(await found(database.db, word)).toEqual([job.id]);
    await database.db.update(jobs).set({ title: 'Chief Accountant' }).where(eq(jobs.id, job.id));
    await linkJobOccupations(database.db, job.id, 'Chief Accountant');
    expect(await found(database.db, word)).not.toContain(job.id);
    expect(await found(database.db, 'accountant')).toContain(job.id);
    expect(await found(database.db, 'محاسب', 'ar')).toContain(job.id);
    await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, job.id));
    expect(await found(database.db, 'accountant')).not.toContain(job.id);
  });

  it('answers cards from the index as PostgreSQL reads them, and follows what they show: salary, deadline, a hidden company, its names, verification and logo (decision 054)', async () => {
    await found(database.db, 'engineer');
    const job = await insertLiveJob(database, companyId, { title: `${word} Surveyor`, salary_from: 7000, salary_to: null, experience_years: 2, show_company: true });
    const card = async (locale: 'ar' | 'en' = 'en') => (await searchJobs(database.db, locale, { q: `${word} surveyor` })).items.find((row) => row.id === job.id)!;
    const fromSql = async (locale: 'ar' | 'en' = 'en') => (await searchJobs(database.db, locale, { q: `${word} surveyor` }, { engine: 'sql' })).items.find((row) => row.id === job.id)!;
    for (const locale of ['ar', 'en'] as const) expect(await card(locale), locale).toEqual(await fromSql(locale));
    expect(await card()).toMatchObject({ salary_from: 7000, salary_to: null, experience_years: 2, show_company: true, is_open: true });

    await database.db.update(jobs).set({ show_company: false, salary_to: 9000, deadline: '2099-12-31' }).where(eq(jobs.id, job.id));
    expect(await card()).toMatchObject({ show_company: false, salary_to: 9000, deadline: '2099-12-31' });

    const logoKey = randomBytes(16).toString('hex');
    const [logo] = await database.db.insert(files).values({ owner_id: companyUserId, kind: 'logo', key: logoKey, content_type: 'image/png', size: 10, original_name: 'logo.png' }).returning({ id: files.id });
    await database.db.update(companies).set({ foundation_name: `شركة ${word}`, foundation_name_en: `${word} Co`, verification_status: 'rejected', logo_file_id: logo!.id }).where(eq(companies.id, companyId));
    expect(await card('ar')).toMatchObject({ company_name: `شركة ${word}`, company_verified: false, logo_id: logo!.id });
    expect(await card('en')).toMatchObject({ company_name: `${word} Co`, company_verified: false, logo_key: logoKey });
    await database.db.update(companies).set({ verification_status: 'verified', foundation_name_en: null }).where(eq(companies.id, companyId));
    expect(await card('en')).toMatchObject({ company_name: `شركة ${word}`, company_verified: true });
    for (const locale of ['ar', 'en'] as const) expect(await card(locale), locale).toEqual(await fromSql(locale));
  });

  it('finds near spellings of titles among the distinct titles as PostgreSQL does, in the same order, and follows new titles and jobs (decision 058)', async () => {
    const stem = `quorvex${Date.now().toString(36)}`;
    const [riyadh] = await database.db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, 'Riyadh')).limit(1);
    const exact = await insertLiveJob(database, companyId, { title: `${stem} Glaciologist`, city_id: riyadh!.id, job_type: 'full_time' });
    const longer = await insertLiveJob(database, companyId, { title: `Senior ${stem} Glaciologist Lead`, job_type: 'part_time' });
    // A typo of a word nobody's vocabulary knows: nothing matches as understood, so titles spelt alike are looked for.
    const typo = `${stem.replace('quorvex', 'qourvex')} glaciologits`;
    const both = async (query: TJobSearchQuery) => {
      const [indexed, postgres] = await Promise.all([searchJobs(database.db, 'en', query), searchJobs(database.db, 'en', query, { engine: 'sql' })]);
      expect(indexed.items.map((row) => row.id), JSON.stringify(query)).toEqual(postgres.items.map((row) => row.id));
      expect({ total: indexed.total, facets: byValue(indexed.facets), reading: indexed.reading }).toEqual({ total: postgres.total, facets: byValue(postgres.facets), reading: postgres.reading });
      return indexed;
    };
    const first = await both({ q: typo, per_page: 50 });
    // Neither word is a title's word (both misspelt): only the titles' near spellings find these jobs.
    expect(first.reading.approximate).toBe(true);
    expect(first.items.map((row) => row.id).sort((a, b) => a - b)).toEqual([exact.id, longer.id]);
    expect((await both({ q: typo, city_id: riyadh!.id })).items.map((row) => row.id)).toEqual([exact.id]);
    expect((await both({ q: typo, job_type: 'part_time', sort: 'newest' })).items.map((row) => row.id)).toEqual([longer.id]);
    // A job with a title never seen before, and another with a title already known, after the index's first such search.
    const added = await insertLiveJob(database, companyId, { title: `${stem} Glaciologist Assistant` });
    const again = await insertLiveJob(database, companyId, { title: `${stem} Glaciologist` });
    const later = await both({ q: typo, per_page: 50 });
    expect(later.items.map((row) => row.id)).toEqual(expect.arrayContaining([exact.id, longer.id, added.id, again.id]));
    expect(later.total).toBe(4);
    await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, exact.id));
    expect((await both({ q: typo, per_page: 50 })).items.map((row) => row.id)).not.toContain(exact.id);
    // Words alike to no title (none shares their trigrams): nothing, from either engine.
    expect((await both({ q: 'xqzvbnmjj kkwwqqzzv' })).total).toBe(0);
  });

  it('keeps among the distinct titles only those of live jobs: a title whose jobs all closed goes, and comes back when one is active again', async () => {
    const stem = `zembrak${Date.now().toString(36)}`;
    const gone = await insertLiveJob(database, companyId, { title: `${stem} Hydrologist` });
    const kept = await insertLiveJob(database, companyId, { title: `${stem} Hydrologist Lead` });
    const typo = `${stem.replace('zembrak', 'zebmrak')} hydrologsit`;
    const titles = async () =>
      (await database.db.select({ title: jobTitles.title }).from(jobTitles).where(sql`${jobTitles.title} like ${`${stem}%`}`)).map((row) => row.title).sort();
    const near = async () => (await searchJobs(database.db, 'en', { q: typo, per_page: 50 })).items.map((row) => row.id).sort((a, b) => a - b);
    expect(await titles()).toEqual([`${stem} Hydrologist`, `${stem} Hydrologist Lead`]);
    expect(await near()).toEqual([gone.id, kept.id].sort((a, b) => a - b));

    await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, gone.id));
    expect(await pruneJobTitles(database.db)).toBeGreaterThanOrEqual(1);
    expect(await titles()).toEqual([`${stem} Hydrologist Lead`]);
    expect(await near()).toEqual([kept.id]);
    // The schedule's run prunes them too (nothing left to prune now).
    expect((await runJobExpiry(database.db, new Date())).ran).toBe(true);
    expect(await titles()).toEqual([`${stem} Hydrologist Lead`]);

    // Active again, with the same title: the title is back, and near spellings find the job again.
    await database.db.update(jobs).set({ status: 'active', closed_at: null }).where(eq(jobs.id, gone.id));
    expect(await titles()).toEqual([`${stem} Hydrologist`, `${stem} Hydrologist Lead`]);
    expect(await near()).toEqual([gone.id, kept.id].sort((a, b) => a - b));
  });

  it('filters a job changed since the index was built by its new city, job type and work place', async () => {
    await found(database.db, 'engineer');
    const [riyadh, jeddah] = await Promise.all(['Riyadh', 'Jeddah'].map(async (name) => (await database.db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, name)).limit(1))[0]!.id));
    const job = await insertLiveJob(database, companyId, { title: `${word} Planner`, city_id: riyadh, job_type: 'full_time', work_place: 'on_site' });
    const filtered = async (filters: Partial<TJobSearchQuery>) => (await searchJobs(database.db, 'en', { q: `${word} planner`, per_page: 50, ...filters })).items.map((row) => row.id);
    expect(await filtered({ city_id: riyadh, job_type: 'full_time', work_place: 'on_site' })).toEqual([job.id]);
    expect(await filtered({ city_id: jeddah })).toEqual([]);
    await database.db.update(jobs).set({ city_id: jeddah, job_type: 'part_time', work_place: 'remote' }).where(eq(jobs.id, job.id));
    expect(await filtered({ city_id: jeddah, job_type: 'part_time', work_place: 'remote' })).toEqual([job.id]);
    expect(await filtered({ city_id: riyadh })).toEqual([]);
    expect(await filtered({ job_type: 'full_time' })).toEqual([]);
    // Without words too: the city's newest jobs hold it.
    expect((await searchJobs(database.db, 'en', { city_id: jeddah, job_type: 'part_time', work_place: 'remote', per_page: 50 })).items.map((row) => row.id)).toContain(job.id);
  });

  it('drops the jobs of a suspended company and lists them again when it is reactivated', async () => {
    const job = await insertLiveJob(database, companyId, { title: `${word} Supervisor` });
    expect(await found(database.db, `${word} supervisor`)).toEqual([job.id]);
    await database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, companyUserId));
    try {
      // Other files' jobs may come back as an approximate answer (any of the words): this job must not.
      expect(await found(database.db, `${word} supervisor`)).not.toContain(job.id);
    } finally {
      await database.db.update(users).set({ status: 'active' }).where(eq(users.id, companyUserId));
    }
    expect(await found(database.db, `${word} supervisor`)).toEqual([job.id]);
  });

  it('drops a job hidden by reports and lists it again when an administrator restores it (decision 032)', async () => {
    const title = `Steward ${word}hidden`;
    const job = await insertLiveJob(database, companyId, { title });
    expect(await found(database.db, title)).toEqual([job.id]);
    await database.db.update(jobs).set({ hidden_at: new Date() }).where(eq(jobs.id, job.id));
    expect(await found(database.db, title)).not.toContain(job.id);
    await database.db.update(jobs).set({ hidden_at: null }).where(eq(jobs.id, job.id));
    expect(await found(database.db, title)).toEqual([job.id]);
  });

  it('leaves out a job whose deadline passed, without any change being written', async () => {
    // Its last day is tomorrow in Riyadh.
    const deadline = new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10);
    const job = await insertLiveJob(database, companyId, { title: `${word} Clerk`, deadline });
    expect(await found(database.db, `${word} clerk`)).toEqual([job.id]);
    // Three days on, the deadline has passed: nothing was written (the expiry schedule has not run), the job is still
    // `active` in the database, and the index leaves it out by its deadline.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 86_400_000 });
    try {
      expect(await found(database.db, `${word} clerk`)).not.toContain(job.id);
    } finally {
      vi.useRealTimers();
      // Closed, so that no other file of this database meets a job the index last read three days ahead
      // (search-filters.test.ts compares both engines over every listed job).
      await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, job.id));
    }
  });

  it('keeps the change log to a day by the database’s clock (a schedule run with another clock deletes nothing fresh)', async () => {
    const job = await insertLiveJob(database, companyId, { title: `${word} Porter` });
    expect(await found(database.db, `${word} porter`)).toEqual([job.id]);
    const count = async () => Number(((await database.db.execute(sql`select count(*)::int as n from search_changes where job_id = ${job.id}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    expect(await count()).toBeGreaterThan(0);
    await pruneSearchChanges(database.db);
    expect(await count()).toBeGreaterThan(0);
    await database.db.execute(sql`update search_changes set changed_at = now() - interval '2 days' where job_id = ${job.id}`);
    await pruneSearchChanges(database.db);
    expect(await count()).toBe(0);
  });
});

describe.each((await testDrivers()).filter((driver) => driver.name === 'postgres'))('the search index of another process on $name', ({ open }) => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let companyId: number;
  const word = `quorvex${Date.now().toString(36)}`;

  beforeAll(async () => {
    database = await open();
    app = await testApp(database);
    companyId = (await readyCompany(app, database)).companyId;
  });
  afterAll(async () => {
    await app?.close();
  });

  const found = async (db: TDatabaseHandle['db'], q: string) => (await searchJobs(db, 'en', { q, per_page: 50 })).items.map((row) => row.id);

  it('sees the changes another process makes on the same database', async () => {
    // A second connection pool with its own index: another API process on the same PostgreSQL database.
    const url = (database as TDatabaseHandle & { url?: string }).url;
    expect(url).toBeTruthy();
    const other = openPostgres(url!);
    try {
      await found(other.db, 'engineer');
      const job = await insertLiveJob(database, companyId, { title: `${word} Analyst Lead` });
      expect(await found(other.db, `${word} analyst lead`)).toEqual([job.id]);
      await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, job.id));
      expect(await found(other.db, `${word} analyst lead`)).not.toContain(job.id);
    } finally {
      await other.close();
    }
  });

  it('finds a change committed after a later one (ids are taken in one order and committed in another)', async () => {
    const url = (database as TDatabaseHandle & { url?: string }).url!;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      await found(database.db, 'engineer');
      // A transaction takes its change id first and commits last.
      await slow.query('begin');
      const { rows } = await slow.query(
        `insert into jobs (company_id, status, title, deadline, activated_at, published_at) values ($1, 'active', $2, current_date + 20, now(), now()) returning id`,
        [companyId, `${word} Slow Courier`],
      );
      const slowId = Number(rows[0].id);
      const quick = await insertLiveJob(database, companyId, { title: `${word} Quick Courier` });
      expect(await found(database.db, `${word} courier`)).toEqual([quick.id]);
      await slow.query('commit');
      expect((await found(database.db, `${word} courier`)).sort()).toEqual([quick.id, slowId].sort());
    } finally {
      await slow.end();
    }
  });
});

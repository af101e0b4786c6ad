// The salary reports' specification (decision 036): figures against hand-computed values, k-anonymity, weighting,
// bands, the 12-month window, a deleted account, the schedule's lock, and the endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { cities, companies, countries, experiences, jobs, majors, sectors, seekerProfiles } from '../../db/schema/index.ts';
import { giveMinimumProfile, insertLiveJob } from '../../test/factories.ts';
import { signUp, signUpAdmin, testApp, testDrivers } from '../../test/harness.ts';
import { computeSalaryReports } from './compute-reports.ts';
import { runSalaryReports, SALARY_REPORTS_LOCK_KEY, startSalaryReportScheduler } from './scheduler.ts';

const drivers = await testDrivers();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(drivers)('salary reports ($name)', (driver) => {
  let database: TDatabaseHandle;
  let db: TDatabase;
  let app: FastifyInstance;
  let countryId: number;

  beforeAll(async () => {
    database = await driver.open();
    db = database.db;
    app = await testApp(database);
    const [country] = await db.select({ id: countries.id }).from(countries).limit(1);
    countryId = country!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  /** A city of its own for each test: the figures filtered by it hold only what the test made. */
  async function newCity(): Promise<number> {
    const name = `Salary Town ${Math.random().toString(36).slice(2, 10)}`;
    // In an existing region of the country: the lookup tests count a country's regions in the shared database.
    const [region] = await db.select({ ar: cities.region_ar, en: cities.region_en }).from(cities).where(eq(cities.country_id, countryId)).limit(1);
    const [city] = await db
      .insert(cities)
      .values({ country_id: countryId, region_ar: region!.ar, region_en: region!.en, name_ar: `مدينة ${name}`, name_en: name })
      .returning({ id: cities.id });
    return city!.id;
  }

  async function newCompany(): Promise<number> {
    const account = await signUp(app, 'COMPANY');
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.user_id, account.id));
    return company!.id;
  }

  /** A live accountant job with this range, published `publishedDaysAgo` days ago. */
  async function job(companyId: number, cityId: number, from: number | null, to: number | null, values: Partial<typeof jobs.$inferInsert> = {}) {
    return insertLiveJob(database, companyId, { title: 'Accountant', city_id: cityId, salary_from: from, salary_to: to, ...values });
  }

  /** A job seeker in `cityId` whose CV says they are an accountant earning `salary` (current job, started `years` ago). */
  async function seeker(cityId: number, salary: number, options: { years?: number; endedDaysAgo?: number; title?: string } = {}) {
    const account = await signUp(app, 'USER');
    await giveMinimumProfile(database, account.id, { city_id: cityId });
    const ended = options.endedDaysAgo === undefined ? null : isoDay(daysAgo(options.endedDaysAgo));
    await db.insert(experiences).values({
      user_id: account.id,
      company_name: 'Al Noor Trading',
      job_title: options.title ?? 'محاسب',
      start_date: isoDay(daysAgo(365.25 * (options.years ?? 3) + 10)),
      end_date: ended,
      is_current: ended === null,
      latest_salary: salary,
    });
    return account;
  }

  const report = async (cityId: number, extra = '', locale = 'en') =>
    (await app.inject({ url: `/api/v1/salary-reports/accountant?city_id=${cityId}${extra}`, headers: { 'x-locale': locale } })).json().data;

  it('shows a figure only when five distinct companies or seekers stand behind it (4 companies: not enough data)', async () => {
    const city = await newCity();
    const ranges: Array<[number, number]> = [
      [4000, 6000],
      [5000, 7000],
      [6000, 8000],
      [7000, 9000],
    ];
    const firstCompany = await newCompany();
    // Two ads of the same company are still one company.
    await job(firstCompany, city, ...ranges[0]!);
    await job(firstCompany, city, ...ranges[0]!);
    for (const range of ranges.slice(1)) await job(await newCompany(), city, ...range);
    await computeSalaryReports(db, new Date());
    const four = await report(city);
    expect(four.figure).toBeNull();
    expect(four.bands.every((band: { figure: unknown }) => band.figure === null)).toBe(true);
    expect(four.min_contributors).toBe(5);

    await job(await newCompany(), city, 8000, 10000);
    await computeSalaryReports(db, new Date());
    const five = await report(city);
    // Companies' ranges: 4000–6000 (twice), 5000–7000, 6000–8000, 7000–9000, 8000–10000: each company once.
    expect(five.figure).toEqual({
      average_minimum: 6000,
      the_average: 7000,
      average_maximum: 8000,
      jobs_count: 6,
      companies_count: 5,
      seekers_count: 0,
      sources: { jobs: { the_average: 7000, weight: 1 }, seekers: { the_average: null, weight: 0 } },
    });
    expect(five.occupation).toMatchObject({ slug: 'accountant', name: 'Accountant', name_ar: 'محاسب' });
    expect(five.filters).toEqual({ city_id: city, sector_id: null, major_id: null });
    expect(five.computed_at).not.toBeNull();
    // Mid-points 5000, 6000, 7000, 8000, 9000: one per bar of 1000 SAR.
    expect(five.distribution).toEqual([5000, 6000, 7000, 8000, 9000].map((from) => ({ from, to: from + 1000, count: 1 })));
    const quarters = five.trend.filter((quarter: { contributors: number }) => quarter.contributors > 0);
    expect(quarters).toEqual([{ quarter: expect.stringMatching(/^\d{4}-Q[1-4]$/), average_minimum: 6000, the_average: 7000, average_maximum: 8000, contributors: 5 }]);
    // The city is offered as a filter of the occupation's report.
    const unfiltered = (await app.inject({ url: '/api/v1/salary-reports/accountant' })).json().data;
    expect(unfiltered.options.cities).toContainEqual({ id: city, name: expect.stringContaining('Salary Town') });
  });

  it('weighs each company and each seeker once, and shows each source with its share', async () => {
    const city = await newCity();
    const big = await newCompany();
    for (const salary of [10000, 12000, 14000]) await job(big, city, salary, salary);
    await job(await newCompany(), city, 9000, 11000);
    await job(await newCompany(), city, 5000, 7000);
    await seeker(city, 6000);
    await seeker(city, 8000);
    await computeSalaryReports(db, new Date());
    // Contributors (min / mid / max): big company 12000/12000/12000 (its three ads averaged), 9000/10000/11000,
    // 5000/6000/7000, seekers 6000 and 8000.
    expect((await report(city)).figure).toEqual({
      average_minimum: 8000, // (12000 + 9000 + 5000 + 6000 + 8000) / 5
      the_average: 8400, // (12000 + 10000 + 6000 + 6000 + 8000) / 5
      average_maximum: 8800, // (12000 + 11000 + 7000 + 6000 + 8000) / 5
      jobs_count: 5,
      companies_count: 3,
      seekers_count: 2,
      // Three companies and two seekers: neither source's own average is shown (one could be worked out from the other).
      sources: { jobs: { the_average: null, weight: 0.6 }, seekers: { the_average: null, weight: 0.4 } },
    });
  });

  it('groups by years of experience: 0–1, 2–4, 5–9, 10+', async () => {
    const city = await newCity();
    for (const years of [2, 3, 4]) await job(await newCompany(), city, 7000, 9000, { experience_years: years });
    await job(await newCompany(), city, 4000, 4000, { experience_years: 1 });
    await job(await newCompany(), city, 20000, 20000, { experience_years: null });
    // Seekers: their years run from their first job's start to now.
    await seeker(city, 9000, { years: 3 });
    await seeker(city, 11000, { years: 4 });
    await seeker(city, 15000, { years: 12 });
    await computeSalaryReports(db, new Date());
    const data = await report(city);
    const bands = Object.fromEntries(data.bands.map((band: { band: string; figure: { the_average: number; companies_count: number; seekers_count: number } | null }) => [band.band, band.figure]));
    expect(Object.keys(bands)).toEqual(['0-1', '2-4', '5-9', '10+']);
    expect(bands['0-1']).toBeNull();
    expect(bands['5-9']).toBeNull();
    expect(bands['10+']).toBeNull();
    // 2–4: three companies at 8000 and seekers at 9000 and 11000.
    expect(bands['2-4']).toMatchObject({ the_average: 8800, average_minimum: 8200, average_maximum: 9400, companies_count: 3, seekers_count: 2 });
    // All years: 5 companies and 3 seekers; a job without years of experience counts only there.
    expect(data.figure).toMatchObject({ companies_count: 5, seekers_count: 3, the_average: Math.round((8000 * 3 + 4000 + 20000 + 9000 + 11000 + 15000) / 8) });
  });

  it('filters by sector and major, alone or together, a job or a seeker without one counting only under "any"', async () => {
    const city = await newCity();
    const [first, second] = await db.select({ id: sectors.id }).from(sectors).orderBy(sectors.id).limit(2);
    const [major] = await db.select({ id: majors.id }).from(majors).orderBy(majors.id).limit(1);
    // Five companies in the first sector, three of them also in the major; one company in the second sector; one
    // company and one seeker that say neither.
    for (const [from, to, majorId] of [
      [4000, 6000, major!.id],
      [5000, 7000, major!.id],
      [6000, 8000, major!.id],
      [7000, 9000, null],
      [8000, 10000, null],
    ] as const) {
      await job(await newCompany(), city, from, to, { sector_id: first!.id, major_id: majorId });
    }
    await job(await newCompany(), city, 30000, 30000, { sector_id: second!.id });
    await job(await newCompany(), city, 20000, 20000);
    await seeker(city, 3000);
    // Two seekers in the first sector and the major: with the three companies, five contributors there.
    for (const salary of [9000, 11000]) {
      const person = await seeker(city, salary);
      await db.update(seekerProfiles).set({ sector_id: first!.id, major_id: major!.id }).where(eq(seekerProfiles.user_id, person.id));
    }
    await computeSalaryReports(db, new Date());

    // The city: 7 companies and 3 seekers, mid-points 5000 6000 7000 8000 9000 30000 20000 3000 9000 11000.
    expect((await report(city)).figure).toMatchObject({ companies_count: 7, seekers_count: 3, the_average: 10800 });
    // The first sector: its 5 companies and the 2 seekers; mid-points 5000 6000 7000 8000 9000 9000 11000.
    const sector = await report(city, `&sector_id=${first!.id}`);
    expect(sector.filters).toEqual({ city_id: city, sector_id: first!.id, major_id: null });
    expect(sector.figure).toMatchObject({ companies_count: 5, seekers_count: 2, average_minimum: 7143, the_average: 7857, average_maximum: 8571 });
    // The major: 3 companies and 2 seekers, mid-points 5000 6000 7000 9000 11000; the same with the sector too.
    const majorFigure = { companies_count: 3, seekers_count: 2, jobs_count: 3, average_minimum: 7000, the_average: 7600, average_maximum: 8200 };
    expect((await report(city, `&major_id=${major!.id}`)).figure).toMatchObject(majorFigure);
    expect((await report(city, `&sector_id=${first!.id}&major_id=${major!.id}`)).figure).toMatchObject(majorFigure);
    // One company in the second sector: not enough data. The first sector and the major are offered as filters.
    expect((await report(city, `&sector_id=${second!.id}`)).figure).toBeNull();
    const { options } = await report(city);
    expect(options.sectors.map((item: { id: number }) => item.id)).toContain(first!.id);
    expect(options.majors.map((item: { id: number }) => item.id)).toContain(major!.id);
  });

  it('counts jobs published in the last 12 months and experiences current or ended within them', async () => {
    const city = await newCity();
    for (let index = 0; index < 3; index += 1) await job(await newCompany(), city, 6000, 6000);
    const old = await job(await newCompany(), city, 50000, 50000, { published_at: daysAgo(380), activated_at: daysAgo(380) });
    await seeker(city, 6000);
    await seeker(city, 90000, { endedDaysAgo: 400 });
    await computeSalaryReports(db, new Date());
    expect((await report(city)).figure).toBeNull();

    await db.update(jobs).set({ published_at: daysAgo(330) }).where(eq(jobs.id, old.id));
    await computeSalaryReports(db, new Date());
    expect((await report(city)).figure).toMatchObject({ companies_count: 4, seekers_count: 1, the_average: (6000 * 3 + 50000 + 6000) / 5 });
    // Computed a month later, the job of 11 months ago has left the window.
    await computeSalaryReports(db, new Date(Date.now() + 40 * DAY));
    expect((await report(city)).figure).toBeNull();
  });

  it('leaves the figures at the next recomputation once a seeker deletes their account', async () => {
    const city = await newCity();
    for (let index = 0; index < 4; index += 1) await job(await newCompany(), city, 7000, 7000);
    const person = await seeker(city, 12000);
    await computeSalaryReports(db, new Date());
    expect((await report(city)).figure).toMatchObject({ companies_count: 4, seekers_count: 1, the_average: 8000 });

    const deleted = await person.call('DELETE', '/api/v1/user/account', { password: person.account.password });
    expect(deleted.statusCode).toBe(200);
    // The table is what was computed: the figure stays until the next run, then the seeker is gone from it.
    expect((await report(city)).figure).toMatchObject({ seekers_count: 1 });
    await computeSalaryReports(db, new Date());
    expect((await report(city)).figure).toBeNull();
  });

  it('finds an occupation by words as job search reads them, and links a job page to its report', async () => {
    const city = await newCity();
    const jobIds: number[] = [];
    for (let index = 0; index < 5; index += 1) jobIds.push((await job(await newCompany(), city, 8000, 12000)).id);
    await computeSalaryReports(db, new Date());

    const arabic = (await app.inject({ url: `/api/v1/salaries?q=${encodeURIComponent('وظائف محاسب')}&city_id=${city}`, headers: { 'x-locale': 'ar' } })).json().data;
    expect(arabic.meta.recognised.map((item: { slug: string }) => item.slug)).toEqual(['accountant']);
    expect(arabic.items[0]).toMatchObject({ occupation: { slug: 'accountant', name: 'محاسب' }, figure: { the_average: 10000, companies_count: 5 } });
    // Arabizi and a typo: the same occupation.
    const arabizi = (await app.inject({ url: `/api/v1/salaries?q=mohaseb&city_id=${city}`, headers: { 'x-locale': 'en' } })).json().data;
    expect(arabizi.items[0].occupation.slug).toBe('accountant');
    expect(arabizi.meta.interpreted_as).not.toBeNull();
    expect(arabizi.meta.recognised).toEqual([expect.objectContaining({ slug: 'accountant', name: 'Accountant' })]);
    // Without words: every occupation with a report there.
    const all = (await app.inject({ url: `/api/v1/salaries?city_id=${city}` })).json().data;
    expect(all.items.map((item: { occupation: { slug: string } }) => item.occupation.slug)).toEqual(['accountant']);

    const link = (await app.inject({ url: `/api/v1/jobs/${jobIds[0]}/salary-report` })).json().data;
    expect(link).toEqual({ occupation: expect.objectContaining({ slug: 'accountant' }), the_average: expect.any(Number) });
    const lonely = await insertLiveJob(database, await newCompany(), { title: 'Falconry instructor of rare birds' });
    expect((await app.inject({ url: `/api/v1/jobs/${lonely.id}/salary-report` })).json().data).toBeNull();
  });

  it('answers 404 for an unknown occupation and 422 for an unknown filter, in the reader\'s language', async () => {
    const missing = await app.inject({ url: '/api/v1/salary-reports/no-such-job', headers: { 'x-locale': 'ar' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('لا توجد مهنة بهذا الاسم: ابحث عن مهنة في صفحة الرواتب');
    expect((await app.inject({ url: '/api/v1/salary-reports/accountant?town=1' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/salary-reports/accountant?city_id=abc' })).statusCode).toBe(422);
  });

  it('lets an administrator, and nobody else, recompute the reports now', async () => {
    const city = await newCity();
    for (let index = 0; index < 5; index += 1) await job(await newCompany(), city, 9000, 9000);
    const seekerAccount = await signUp(app, 'USER');
    expect((await seekerAccount.call('POST', '/api/admin/salary-reports/compute')).statusCode).toBe(403);
    expect((await report(city)).figure).toBeNull();
    const admin = await signUpAdmin(app, database);
    const answer = await admin.call('POST', '/api/admin/salary-reports/compute');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ computed: true, reports: expect.any(Number), computed_at: expect.any(String) });
    expect((await report(city)).figure).toMatchObject({ the_average: 9000, companies_count: 5 });
  });

  it('lets one of two processes recompute, under the advisory lock', async () => {
    const pool = (db as unknown as { $client: unknown }).$client;
    const isServer = pool instanceof pg.Pool;
    // On the server the second run goes through another Drizzle instance (another connection): only the advisory
    // lock keeps them apart. A third connection's table lock keeps the first run busy inside its lock.
    const otherDb = isServer ? (drizzle({ client: pool }) as unknown as TDatabase) : db;
    const holder = isServer ? await pool.connect() : undefined;
    try {
      if (holder) {
        await holder.query('begin');
        await holder.query('lock table salary_report_runs in access exclusive mode');
      }
      const first = runSalaryReports(db, new Date(), { force: true });
      if (holder) {
        await expect
          .poll(async () => (await holder.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and granted", [SALARY_REPORTS_LOCK_KEY])).rows[0]?.n)
          .toBe(1);
      }
      expect(await runSalaryReports(otherDb, new Date(), { force: true })).toEqual({ ran: false });
      await holder?.query('commit');
      expect(await first).toMatchObject({ ran: true, computed: true });
    } finally {
      await holder?.query('rollback').catch(() => undefined);
      holder?.release();
    }
    // Fresh reports: the next process to take the lock does not compute them again.
    expect(await runSalaryReports(otherDb, new Date())).toEqual({ ran: true, computed: false });
    expect(await runSalaryReports(otherDb, new Date(Date.now() + 7 * 60 * 60 * 1000))).toMatchObject({ ran: true, computed: true });
  });

  it('computes once when two processes start their schedules together', async () => {
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), schedulerIntervalMs: 30 };
    const logged: string[] = [];
    const logger = { info: (_: object, message: string) => logged.push(message), error: (details: object, message: string) => logged.push(`${message} ${String((details as { err?: Error }).err)}`) };
    const pool = (db as unknown as { $client: unknown }).$client;
    const otherDb = pool instanceof pg.Pool ? (drizzle({ client: pool }) as unknown as TDatabase) : db;
    // Reports computed now would be fresh: make them due, as at a first start.
    await db.execute(sql`delete from salary_report_runs`);
    // Each schedule reads the clock once a turn, and starts a turn only when the one before has ended: two readings
    // prove that its first turn (computing, finding the lock held or the reports fresh) is over.
    const turns = [0, 0];
    const clock = (i: 0 | 1) => () => {
      turns[i] = (turns[i] ?? 0) + 1;
      return new Date();
    };
    const schedules = [startSalaryReportScheduler({ db, config, now: clock(0) }, logger), startSalaryReportScheduler({ db: otherDb, config, now: clock(1) }, logger)];
    await expect.poll(() => logged.length > 0 && turns.every((count) => count >= 2), { timeout: 10_000 }).toBe(true);
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    expect(logged).toEqual(['salary reports computed']);
  });
});

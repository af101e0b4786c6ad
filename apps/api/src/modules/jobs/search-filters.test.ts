import { beforeAll, describe, expect, it } from 'vitest';
import { and } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, jobs, sectors } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { isListedJob } from './published.ts';
import { countSearch, SEARCH_COUNT_CAP } from './search-counts.ts';
import { askedFilters, ENGINE_READINGS, JOB_FILTERS, type TFilterAsk } from './search-filters.ts';
import { jobSearchIndex, latestChangeNow } from './search-index.ts';

const drivers = await testDrivers();
const DAY_MS = 86_400_000;

/**
 * Each job search filter is declared once (decision 158), and both engines are made from its row: for every row of
 * the table, each sample value finds the same jobs, and the same counts per filter value, in PostgreSQL and in the
 * index. A new row without samples fails here, so that no filter can drift between the engines unseen.
 */
describe.each(drivers)('every job search filter finds the same jobs in both engines on $name', (driver) => {
  let database: TDatabaseHandle;
  const ids = { city: 0, otherCity: 0, major: 0, sector: 0, company: 0, otherCompany: 0 };

  beforeAll(async () => {
    database = await driver.open();
    const app = await testApp(database);
    const { db } = database;
    const [city, otherCity] = await db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(2);
    ids.city = city!.id;
    ids.otherCity = otherCity!.id;
    ids.major = await ownMajor(database, 'filters');
    ids.sector = (await db.select({ id: sectors.id }).from(sectors).orderBy(sectors.id).limit(1))[0]!.id;
    ids.company = (await readyCompany(app, database)).companyId;
    ids.otherCompany = (await readyCompany(app, database)).companyId;
    await app.close();
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const variants: Array<Partial<typeof jobs.$inferInsert>> = [
      { city_id: ids.city, major_id: ids.major, job_type: 'full_time', work_place: 'on_site', salary_from: 4000, salary_to: 6000, experience_years: 2, qualification_type: 'bachelor' },
      { city_id: ids.otherCity, sector_id: ids.sector, job_type: 'part_time', work_place: 'remote', salary_from: 9000, experience_years: null, activated_at: ago(10) },
      { city_id: ids.city, job_type: 'contract', work_place: 'hybrid', salary_to: 5000, experience_years: 8, qualification_type: 'ma', saudi_only: true, activated_at: ago(3) },
      { city_id: null, major_id: ids.major, sector_id: ids.sector, work_place: 'remote', experience_years: 0, show_company: false, activated_at: ago(40) },
      { city_id: ids.otherCity, job_type: 'internship', work_place: 'on_site', salary_from: 3000, salary_to: 3500, saudi_only: true, lat: 24.7, lng: 46.7 },
    ];
    for (const [index, values] of variants.entries()) await insertLiveJob(database, index % 2 ? ids.otherCompany : ids.company, { title: `Filter sample ${index}`, ...values });
  }, 120_000);

  /** Sample values of each row (by its name), as a search asks them. */
  const samples = (): Record<string, Array<Partial<TFilterAsk>>> => ({
    city: [{ filters: { city_id: ids.city } }, { cityIds: [ids.city, ids.otherCity] }, { cityIds: [] }, { filters: { city_id: ids.otherCity }, cityIds: [ids.city] }],
    major: [{ filters: { major_id: ids.major } }],
    sector: [{ filters: { sector_id: ids.sector } }],
    job_type: [{ filters: { job_type: 'part_time' } }, { filters: { job_type: 'full_time' } }],
    work_place: [{ filters: { work_place: 'remote' } }, { filters: { work_place: 'hybrid' } }],
    remote: [{ filters: { remote: true } }, { filters: { remote: true, work_place: 'on_site' } }],
    saudi_only: [{ filters: { saudi_only: true } }],
    company: [{ filters: { company_ids: [ids.company] } }, { filters: { company_ids: [ids.company, ids.otherCompany] } }],
    salary_min: [{ filters: { salary_min: 5000 } }, { filters: { salary_min: 9500 } }],
    salary_max: [{ filters: { salary_max: 4500 } }],
    experience: [{ filters: { experience: 0 } }, { filters: { experience: 3 } }],
    qualification: [{ filters: { qualification: 'bachelor' } }],
    posted_within: [{ filters: { posted_within: '7' } }],
    published_after: [{ publishedAfter: new Date(Date.now() - 5 * DAY_MS) }],
    // Every row at once.
    all: [{ filters: { city_id: ids.city, job_type: 'full_time', salary_min: 5000, experience: 3, company_ids: [ids.company], posted_within: '30' } }],
  });
  /** Rows PostgreSQL does not answer: the index's own readings (ENGINE_READINGS). */
  const indexOnly = JOB_FILTERS.filter((filter) => filter.of({ filters: {}, cityIds: null, publishedAfter: null, near: { lat: 24.7, lng: 46.7, radiusKm: 10 }, now: 0 })?.sql === null);

  it('has samples for every row, and a reason in ENGINE_READINGS for each row only the index answers', () => {
    const sampled = samples();
    expect(JOB_FILTERS.filter((filter) => !sampled[filter.name] && !indexOnly.includes(filter)).map((filter) => filter.name)).toEqual([]);
    for (const filter of indexOnly) expect(ENGINE_READINGS.find((reading) => reading.name === filter.name)?.engine, filter.name).toBe('index');
  });

  it('finds the same jobs and counts per filter value in PostgreSQL and in the index for each sample of each row', async () => {
    const { db } = database;
    let asked = 0;
    for (const [name, list] of Object.entries(samples())) {
      for (const sample of list) {
        const ask: TFilterAsk = { filters: {}, cityIds: null, publishedAfter: null, near: null, now: Date.now(), ...sample };
        const where = and(isListedJob, ...askedFilters(ask).flatMap((filter) => filter.sql ?? []))!;
        const label = `${name} ${JSON.stringify(sample)}`;
        const postgres = (await db.select({ id: jobs.id }).from(jobs).where(where)).map((row) => row.id).sort((a, b) => a - b);
        const index = await jobSearchIndex(db, await latestChangeNow(db));
        const answer = index.search({ match: null, rank: null, ...ask, sort: 'newest', locale: 'en', offset: 0, limit: 100_000, window: 100, cap: SEARCH_COUNT_CAP, sample: 100_000 });
        expect([...answer.ids].sort((a, b) => a - b), label).toEqual(postgres);
        const counts = await countSearch(db, 'en', where);
        const byId = (list: Array<{ id: number; count: number }>) => new Map(list.map((entry) => [entry.id, entry.count]));
        const byValue = (list: Array<{ value: string; count: number }>) => new Map(list.map((entry) => [entry.value, entry.count]));
        expect(answer.counts, label).toEqual({
          city: byId(counts.facets.city),
          major: byId(counts.facets.major),
          sector: byId(counts.facets.sector),
          job_type: byValue(counts.facets.job_type),
          work_place: byValue(counts.facets.work_place),
        });
        // The samples find something, or the comparison would pass on nothing.
        if (name !== 'city' || sample.cityIds?.length !== 0) asked += postgres.length > 0 ? 1 : 0;
      }
    }
    expect(asked).toBeGreaterThan(15);
  }, 60_000);
});

import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZCandidateSearchFacets, type TCandidateSearchQuery } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, experiences, majors, occupations, qualifications, seekerMajors, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { testApp, testDrivers, uniquePhone } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { CANDIDATE_FACETS, CANDIDATE_FILTERS, CANDIDATE_READINGS } from './search-filters.ts';
import { searchCandidates } from './search-candidates.ts';
import { CandidateSearchIndex } from './memory-index.ts';

const drivers = await testDrivers();
const YEAR_MS = 365.25 * 86_400_000;

/**
 * Each candidate search filter is declared once (decision 158), and its three answers are made from its row: for every
 * row of the table, each sample finds the same candidates in the in-memory index, in the prepared statement and in the
 * statement made for a search (against a job). A new row without samples fails here, and so does a facet that one of
 * them does not count, or a reading PostgreSQL alone answers without a sample that shows it does (decision 172).
 */
describe.each(drivers)('every candidate search filter finds the same candidates in each engine on $name', (driver) => {
  let database: TDatabaseHandle;
  let companyId: number;
  let jobId: number;
  const tag = `tag${randomBytes(4).toString('hex')}`;
  const ids = { riyadh: 0, jeddah: 0, major: 0, occupation: 0 };

  beforeAll(async () => {
    database = await driver.open();
    const app = await testApp(database);
    const { db } = database;
    companyId = (await readyCompany(app, database)).companyId;
    await app.close();
    const cityRows = await db.select({ id: cities.id, name: cities.name_en }).from(cities);
    ids.riyadh = cityRows.find((city) => city.name === 'Riyadh')!.id;
    ids.jeddah = cityRows.find((city) => city.name === 'Jeddah')!.id;
    ids.major = (await db.select({ id: majors.id }).from(majors).orderBy(majors.id).limit(1))[0]!.id;
    // A job the match estimate reads something of (one it reads nothing of orders by `0`, which PostgreSQL refuses).
    jobId = (await insertLiveJob(database, companyId, { title: 'Accountant', city_id: ids.riyadh, major_id: ids.major })).id;
    ids.occupation = (await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.slug, 'accountant')))[0]!.id;
    const seekers = [
      { title: 'Senior Accountant', city: ids.riyadh, major: ids.major, skills: ['SAP'], years: 6, current: false, qualification: 'ma' as const, salary: 9000, notice: 1, jobType: 'full_time' as const },
      { title: 'Nurse', city: ids.jeddah, prominent: [ids.major], skills: ['SAP', 'Excel'], years: 2, current: true, qualification: 'diploma' as const, salary: 6000, notice: 3, jobType: 'part_time' as const },
      { title: 'Accountant', city: ids.jeddah, qualification: 'bachelor' as const, jobType: 'full_time' as const },
      { title: 'Driver', city: null, skills: ['Excel'], years: 1, current: false, notice: 0 },
      // A title no vocabulary holds: only its near spellings find it (CANDIDATE_READINGS' near_spellings).
      { title: 'Qwertyuiop Specialist', city: ids.riyadh, jobType: 'contract' as const },
    ];
    for (const spec of seekers) {
      const phone = uniquePhone();
      const [user] = await db
        .insert(users)
        .values({ type: 'USER', first_name: 'Huda', last_name: 'Alharbi', email: `${randomBytes(5).toString('hex')}@example.com`, phone: `+966${phone.slice(1)}` })
        .returning({ id: users.id });
      const id = user!.id;
      await db.insert(seekerProfiles).values({
        user_id: id,
        job_role_title: spec.title,
        city_id: spec.city,
        major_id: spec.major ?? null,
        expected_salary: spec.salary ?? null,
        notice_period: spec.notice ?? null,
        job_type: spec.jobType ?? null,
        is_visible: true,
      });
      await db.insert(skills).values([tag, ...(spec.skills ?? [])].map((name) => ({ user_id: id, skill_name: name, level: 'high' as const })));
      if (spec.prominent) await db.insert(seekerMajors).values(spec.prominent.map((major_id, index) => ({ user_id: id, major_id, position: index + 1 })));
      if (spec.years) {
        const end = spec.current ? null : new Date(Date.now() - 86_400_000);
        const start = new Date((end ?? new Date()).getTime() - spec.years * YEAR_MS);
        await db.insert(experiences).values({ user_id: id, company_name: 'Somewhere', job_title: spec.title, start_date: start.toISOString().slice(0, 10), end_date: end?.toISOString().slice(0, 10) ?? null, is_current: spec.current });
      }
      if (spec.qualification) await db.insert(qualifications).values({ user_id: id, qualification_type: spec.qualification, university: 'King Saud University', study_field: 'Accounting' });
    }
  }, 120_000);

  /** Sample values of each row (by its name), beside the tag only this file's seekers hold. */
  const samples = (): Record<string, Array<Partial<TCandidateSearchQuery>>> => ({
    city: [{ city_id: ids.jeddah }, { q: 'محاسب في جدة' }, { q: 'accountant in Riyadh', city_id: ids.jeddah }],
    major: [{ major_id: ids.major }],
    occupation: [{ occupation_id: ids.occupation }],
    skills: [{ skills: [tag, 'sap'] }, { skills: [tag, 'SAP', 'excel'] }],
    experience_min: [{ experience_min: 5 }, { experience_min: 1 }],
    experience_max: [{ experience_max: 0 }, { experience_min: 1, experience_max: 3 }],
    qualification: [{ qualification: 'bachelor' }, { qualification: 'phd' }],
    salary_min: [{ salary_min: 7000 }],
    salary_max: [{ salary_max: 7000 }],
    notice_max: [{ notice_max: 1 }, { notice_max: 0 }],
    job_type: [{ job_type: 'full_time' }, { job_type: 'part_time' }],
    active_within: [{ active_within: '7' }],
  });

  it('has samples for every row, each row read by every engine, and each facet of the answer declared once', () => {
    const sampled = samples();
    expect(CANDIDATE_FILTERS.filter((filter) => !sampled[filter.name]).map((filter) => filter.name)).toEqual([]);
    // Tokens are both statements' tsquery and the index's token tree; a range both conditions and the index's test.
    expect(CANDIDATE_FILTERS.filter((filter) => !filter.tokens && !filter.range).map((filter) => filter.name)).toEqual([]);
    expect(CANDIDATE_FACETS.map((facet) => facet.name)).toEqual(Object.keys(ZCandidateSearchFacets.shape));
  });

  it('finds the same candidates and counts in the index, the prepared statement and the statement made for a search', async () => {
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    const reader = { locale: 'en' as const, formatDate: (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null) };
    const sorted = (items: Array<{ id: number }>) => items.map((item) => item.id).sort((a, b) => a - b);
    const inOrder = (facets: object) => Object.fromEntries(Object.entries(facets).map(([key, list]) => [key, (list as unknown[]).map((entry) => JSON.stringify(entry)).sort()]));
    let found = 0;
    for (const [name, list] of Object.entries(samples())) {
      for (const sample of list) {
        const query = { skills: [tag], per_page: 50, ...sample } as TCandidateSearchQuery;
        const label = `${name} ${JSON.stringify(sample)}`;
        const indexed = await searchCandidates(deps, companyId, query, reader);
        const prepared = await searchCandidates(deps, companyId, query, reader, { engine: 'sql' });
        const made = await searchCandidates(deps, companyId, { ...query, job_id: jobId, sort: 'active' }, reader);
        expect(indexed.total, label).toBe(prepared.total);
        expect(indexed.facets, label).toEqual(prepared.facets);
        expect(sorted(indexed.items), label).toEqual(sorted(prepared.items));
        expect(made.total, label).toBe(prepared.total);
        expect(sorted(made.items), label).toEqual(sorted(prepared.items));
        // Against a job the matches are read best first: counts of equal size may come in another order.
        expect(inOrder(made.facets), label).toEqual(inOrder(prepared.facets));
        found += prepared.total > 0 ? 1 : 0;
      }
    }
    // The samples find someone, or the comparison would pass on nothing.
    expect(found).toBeGreaterThan(12);
  }, 60_000);

  it('counts every facet in the index, the prepared statement and the statement made for a search', async () => {
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    const reader = { locale: 'en' as const, formatDate: (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null) };
    const query = { skills: [tag], per_page: 50 } as TCandidateSearchQuery;
    const answers = [
      await searchCandidates(deps, companyId, query, reader),
      await searchCandidates(deps, companyId, query, reader, { engine: 'sql' }),
      await searchCandidates(deps, companyId, { ...query, job_id: jobId, sort: 'active' }, reader),
    ];
    // Every facet has counts in each (a facet one of them left out would be empty there), and the same ones.
    for (const answer of answers) for (const facet of CANDIDATE_FACETS) expect(answer.facets[facet.name].length, facet.name).toBeGreaterThan(0);
    const inOrder = (facets: object) => Object.fromEntries(Object.entries(facets).map(([key, list]) => [key, (list as unknown[]).map((entry) => JSON.stringify(entry)).sort()]));
    expect(inOrder(answers[0]!.facets)).toEqual(inOrder(answers[1]!.facets));
    expect(inOrder(answers[2]!.facets)).toEqual(inOrder(answers[1]!.facets));
  }, 60_000);

  /** A sample of each reading PostgreSQL alone answers (by its name): what it finds (titles), the statement that does. */
  const readingSamples = (): Record<string, { query: Partial<TCandidateSearchQuery>; finds: string[]; indexAsked: boolean }> => ({
    job: { query: { job_id: jobId, sort: 'active' }, finds: ['Accountant', 'Driver', 'Nurse', 'Qwertyuiop Specialist', 'Senior Accountant'], indexAsked: false },
    // Words in any order would find "Qwertyuiop Specialist"; a phrase is its words in this order.
    phrase: { query: { q: '"specialist qwertyuiop"' }, finds: [], indexAsked: false },
    // The index reads the words first (nobody), then the titles spelt alike are PostgreSQL's.
    near_spellings: { query: { q: 'Qwertyuiopp' }, finds: ['Qwertyuiop Specialist'], indexAsked: true },
  });

  it('answers each reading PostgreSQL alone answers by PostgreSQL, and has a sample of each', async () => {
    const sampled = readingSamples();
    expect(CANDIDATE_READINGS.filter((reading) => !sampled[reading.name]).map((reading) => reading.name)).toEqual([]);
    const deps = { db: database.db, now: () => new Date() } as unknown as Parameters<typeof searchCandidates>[0];
    const reader = { locale: 'en' as const, formatDate: (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null) };
    const titles = (items: Array<{ headline: string | null }>) => items.map((item) => item.headline).sort();
    const asked = vi.spyOn(CandidateSearchIndex.prototype, 'search');
    try {
      for (const [name, sample] of Object.entries(sampled)) {
        const query = { skills: [tag], per_page: 50, ...sample.query } as TCandidateSearchQuery;
        // Saved searches' strictness (no near spellings) for the phrase, whose nobody would otherwise widen.
        const options = name === 'phrase' ? { strict: true } : {};
        asked.mockClear();
        const answered = await searchCandidates(deps, companyId, query, reader, options);
        expect(asked.mock.calls.length > 0, name).toBe(sample.indexAsked);
        expect(titles(answered.items), name).toEqual(sample.finds);
        const bySql = await searchCandidates(deps, companyId, query, reader, { ...options, engine: 'sql' });
        expect(titles(bySql.items), name).toEqual(sample.finds);
        expect(answered.facets, name).toEqual(bySql.facets);
      }
    } finally {
      asked.mockRestore();
    }
  }, 60_000);
});

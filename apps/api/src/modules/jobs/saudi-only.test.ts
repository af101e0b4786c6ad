import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TJobCard, TJobSearchQuery } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, jobs, sectors } from '../../db/schema/index.ts';
import { dayFromToday, insertLiveJob, ownMajor, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * A job reserved for Saudi nationals (decision 084): localisation decided by MHRSD is lawful. The company sets a flag
 * when it posts; the job shows it, seekers filter on it in both search engines, and the same requirement written as
 * text earns the company a hint pointing to the flag, never a hold.
 */
describe.each(drivers)('jobs reserved for Saudi nationals on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let majorId: number;
  let sectorId: number;
  let cityId: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    // Every job of these tests is in a major made for them: searches filter on it, so other tests' jobs never interfere.
    majorId = await ownMajor(database, 'saudi-only');
    sectorId = (await db.select({ id: sectors.id }).from(sectors).limit(1))[0]!.id;
    cityId = (await db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, 'Riyadh')).limit(1))[0]!.id;
    company = await readyCompany(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  const completeJob = (overrides: Record<string, unknown> = {}) => ({
    title: 'HR Officer',
    description: '<p>Run the hiring of a growing company.</p>',
    duties: 'Recruitment and onboarding',
    qualifications: 'Bachelor in business administration',
    qualification_type: 'bachelor',
    experience_years: 2,
    major_id: majorId,
    sector_id: sectorId,
    city_id: cityId,
    work_place: 'on_site',
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: dayFromToday(20),
    ...overrides,
  });

  it('saves the flag with a job, answers it, and clears it when an edit leaves it out', async () => {
    const created = await company.call('POST', '/api/v1/company/jobs', completeJob({ saudi_only: true }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ saudi_only: true, hints: [] });
    const edited = await company.call('PUT', `/api/v1/company/jobs/${id}`, completeJob());
    expect(edited.json().data.saudi_only).toBe(false);
    const again = await company.call('PUT', `/api/v1/company/jobs/${id}`, completeJob({ saudi_only: true }));
    expect(again.json().data.saudi_only).toBe(true);
    expect((await company.call('POST', '/api/v1/company/jobs', { title: 'Receptionist' })).json().data.saudi_only).toBe(false);
    const refused = await company.call('POST', '/api/v1/company/jobs', { title: 'Receptionist', saudi_only: 'yes' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['saudi_only']);
  });

  it('points the company to the flag when a text says the job is for Saudis only, and does not hold it', async () => {
    const created = await company.call('POST', '/api/v1/company/jobs', completeJob({ qualifications: 'للسعوديين فقط، بكالوريوس إدارة أعمال', benefits: 'Saudi nationals only' }), 'ar');
    const id = created.json().data.id;
    expect(created.json().data.hints).toEqual([
      { code: 'saudi_only_text', field: 'qualifications' },
      { code: 'saudi_only_text', field: 'benefits' },
    ]);
    // Ticking the flag answers the hint.
    const flagged = await company.call('PUT', `/api/v1/company/jobs/${id}`, completeJob({ qualifications: 'للسعوديين فقط', saudi_only: true }));
    expect(flagged.json().data.hints).toEqual([]);
    // Lawful: submitted, it goes to payment, not to an administrator.
    const submitted = await company.call('POST', `/api/v1/company/jobs/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('awaiting_payment');
    // A text that only names the country gives no hint.
    const plain = await company.call('POST', '/api/v1/company/jobs', completeJob({ description: '<p>A leading Saudi company; experience of the Saudi market.</p>' }));
    expect(plain.json().data.hints).toEqual([]);
  });

  it('shows the flag on the job page and its cards, and seekers filter on it in both engines', async () => {
    const reserved = await insertLiveJob(database, company.companyId, { title: 'Reserved Recruiter', major_id: majorId, city_id: cityId, saudi_only: true });
    const open = await insertLiveJob(database, company.companyId, { title: 'Open Recruiter', major_id: majorId, city_id: cityId });
    const page = (await app.inject({ url: `/api/v1/jobs/${reserved.id}`, headers: { 'x-locale': 'en' } })).json().data;
    expect(page.saudi_only).toBe(true);
    expect((await app.inject({ url: `/api/v1/jobs/${open.id}` })).json().data.saudi_only).toBe(false);

    const search = async (query: Record<string, string>) => {
      const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), ...query })}`, headers: { 'x-locale': 'en' } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items as TJobCard[];
    };
    const everyJob = await search({});
    expect(everyJob.find((card) => card.id === reserved.id)?.saudi_only).toBe(true);
    expect(everyJob.find((card) => card.id === open.id)?.saudi_only).toBe(false);
    expect((await search({ saudi_only: '1' })).map((card) => card.id)).toEqual([reserved.id]);
    expect((await search({ saudi_only: 'true', q: 'recruiter' })).map((card) => card.id)).toEqual([reserved.id]);
    expect((await search({ saudi_only: 'false' })).map((card) => card.id).sort()).toEqual([reserved.id, open.id].sort());
    expect((await app.inject({ url: `/api/v1/jobs?saudi_only=maybe` })).statusCode).toBe(422);

    // PostgreSQL answers alike.
    const both = async (query: TJobSearchQuery) => {
      const [indexed, postgres] = await Promise.all([searchJobs(database.db, 'en', query), searchJobs(database.db, 'en', query, { engine: 'sql' })]);
      expect(indexed.items.map((row) => row.id)).toEqual(postgres.items.map((row) => row.id));
      expect(indexed.total).toBe(postgres.total);
      expect(indexed.items.map((row) => row.saudi_only)).toEqual(postgres.items.map((row) => row.saudi_only));
      return indexed.items.map((row) => row.id);
    };
    expect(await both({ major_id: majorId, saudi_only: true })).toEqual([reserved.id]);
    expect(await both({ major_id: majorId, saudi_only: true, q: 'recruiter' })).toEqual([reserved.id]);
    expect((await both({ major_id: majorId })).sort()).toEqual([reserved.id, open.id].sort());

    // The index follows an edit of the flag (the search change log watches the column).
    await database.db.update(jobs).set({ saudi_only: true }).where(eq(jobs.id, open.id));
    expect((await both({ major_id: majorId, saudi_only: true })).sort()).toEqual([reserved.id, open.id].sort());
    await database.db.update(jobs).set({ saudi_only: false }).where(eq(jobs.id, reserved.id));
    expect(await both({ major_id: majorId, saudi_only: true })).toEqual([open.id]);
  });

  it('documents the search filter in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    const names = (document.paths['/api/v1/jobs'].get.parameters as Array<{ name: string }>).map((parameter) => parameter.name);
    expect(names).toContain('saudi_only');
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { jobOccupations } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { linkUnlinkedJobs } from '../search-engine/engine.ts';
import { addDays, riyadhDateOf, transitionJob } from './state.ts';

/**
 * The company confirms or changes its job's occupation (issue 12, decision 030): the choice is what search files the
 * job under, in both languages; without one, the occupations its title names; an unknown one is refused.
 */

const drivers = await testDrivers();

describe.each(drivers)('the job’s occupation on $name', (driver) => {
  let app: FastifyInstance;
  let db: TDatabase;
  let accountant: { id: number; name_ar: string; name_en: string; sector_id: number | null };
  let civilEngineer: number;
  const deadline = addDays(riyadhDateOf(new Date()), 30);
  const get = async (url: string, locale: 'ar' | 'en' = 'en') => (await app.inject({ url, headers: { 'x-locale': locale } })).json();

  beforeAll(async () => {
    const database = await driver.open();
    db = database.db;
    app = await testApp(database);
    const occupations = (await get('/api/v1/lookups/occupations')).data as Array<typeof accountant & { name: string; code: string }>;
    accountant = occupations.find((item) => item.code === 'accountant')!;
    civilEngineer = occupations.find((item) => item.code === 'civil-engineer')!.id;
  });
  afterAll(async () => {
    await app.close();
  });

  // A salary nobody else's job has: a search filtered by it sees only this test's jobs.
  const salary = randomInt(900_000, 1_000_000);
  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Team Lead',
    description: '<p>Lead a small team.</p>',
    duties: 'Plan the week',
    qualifications: 'Five years of work',
    experience_years: 5,
    sector_id: accountant.sector_id,
    work_place: 'remote',
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline,
    salary_from: salary,
    salary_to: salary,
    ...overrides,
  });
  const linked = async (id: number) => (await db.select({ id: jobOccupations.occupation_id }).from(jobOccupations).where(eq(jobOccupations.job_id, id))).map((row) => row.id);
  const search = async (q: string, locale: 'ar' | 'en') => (await get(`/api/v1/jobs?q=${encodeURIComponent(q)}&salary_min=${salary}&per_page=50`, locale)).data.items.map((item: { id: number }) => item.id);
  async function liveJob(company: TSignedUp, body: Record<string, unknown>): Promise<number> {
    const created = await company.call('POST', '/api/v1/company/jobs', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await company.call('POST', `/api/v1/company/jobs/${id}/submit`)).statusCode).toBe(200);
    expect(await transitionJob(db, id, 'activate')).not.toBeNull();
    return id;
  }

  it('lists the occupations for the form, named in the reader’s language, with their sector', async () => {
    const [arabic, english] = [(await get('/api/v1/lookups/occupations', 'ar')).data, (await get('/api/v1/lookups/occupations', 'en')).data];
    expect(english.length).toBeGreaterThanOrEqual(300);
    expect(english.find((item: { id: number }) => item.id === accountant.id)).toMatchObject({ name: 'Accountant', name_ar: 'محاسب', name_en: 'Accountant', code: 'accountant', sector_id: expect.any(Number) });
    expect(arabic.find((item: { id: number }) => item.id === accountant.id).name).toBe('محاسب');
  });

  it('files the job under the chosen occupation only, and search finds it by that occupation in the other language', async () => {
    const company = await signUp(app, 'COMPANY');
    const chosen = await liveJob(company, job({ occupation_id: accountant.id }));
    const plain = await liveJob(company, job());
    expect(await linked(chosen)).toEqual([accountant.id]);
    // Left to its title, "Team Lead" is a supervisor's job.
    expect((await company.call('GET', `/api/v1/company/jobs/${plain}`)).json().data).toMatchObject({ occupation_id: null, occupations: [{ name: 'Supervisor' }] });
    expect(await linked(plain)).not.toContain(accountant.id);

    const view = (await company.call('GET', `/api/v1/company/jobs/${chosen}`, undefined, 'ar')).json().data;
    expect(view).toMatchObject({ occupation_id: accountant.id, occupations: [{ id: accountant.id, name: 'محاسب' }] });

    // "Team Lead" says nothing of accounts: the choice alone makes it an accountant's job, in Arabic and in English.
    expect(await search('محاسب', 'ar')).toEqual([chosen]);
    expect(await search('accountant', 'en')).toEqual([chosen]);
    expect(await search('team lead', 'en')).toEqual(expect.arrayContaining([chosen, plain]));

    // What was paid for stays: a live job keeps its occupation.
    const locked = await company.call('PUT', `/api/v1/company/jobs/${chosen}`, job({ occupation_id: civilEngineer }));
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({ occupation_id: ['This cannot change while the job is live'] });
  });

  it('shows what the title names when nothing is chosen, and goes back to it when the choice is cleared', async () => {
    const company = await signUp(app, 'COMPANY');
    const created = await company.call('POST', '/api/v1/company/jobs', { title: 'Senior Civil Engineer' });
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ occupation_id: null, occupations: [{ id: civilEngineer, name: 'Civil engineer' }] });

    const chosen = await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Senior Civil Engineer', occupation_id: accountant.id }, 'ar');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({ occupation_id: accountant.id, occupations: [{ id: accountant.id, name: 'محاسب' }] });
    expect(await linked(id)).toEqual([accountant.id]);

    // PUT replaces every field: leaving the occupation out (or null) clears the choice.
    const cleared = await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Senior Civil Engineer', occupation_id: null });
    expect(cleared.json().data).toMatchObject({ occupation_id: null, occupations: [{ id: civilEngineer, name: 'Civil engineer' }] });
    expect(await linked(id)).toEqual([civilEngineer]);

    // Start-up links jobs that lost their links (an occupation deleted, older databases) the same way: the choice first.
    await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Senior Civil Engineer', occupation_id: accountant.id });
    await db.delete(jobOccupations).where(eq(jobOccupations.job_id, id));
    await linkUnlinkedJobs(db, 5000, id - 1);
    expect(await linked(id)).toEqual([accountant.id]);
    await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Senior Civil Engineer' });

    // The dashboard's list says the same.
    const listed = (await company.call('GET', '/api/v1/company/jobs?tab=drafts')).json().data.items;
    expect(listed.find((item: { id: number }) => item.id === id).occupations).toEqual([{ id: civilEngineer, name: 'Civil engineer' }]);
  });

  it('refuses an occupation that does not exist, in the caller’s language, and changes nothing', async () => {
    const company = await signUp(app, 'COMPANY');
    const english = await company.call('POST', '/api/v1/company/jobs', { title: 'Team Lead', occupation_id: 999_999 });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ occupation_id: ['must be valid'] });
    const arabic = await company.call('POST', '/api/v1/company/jobs', { title: 'Team Lead', occupation_id: 999_999 }, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({ occupation_id: ['يجب أن تكون القيمة صحيحة'] });

    const id = (await company.call('POST', '/api/v1/company/jobs', { title: 'Team Lead', occupation_id: accountant.id })).json().data.id;
    const refused = await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Team Lead', occupation_id: 999_999 });
    expect(refused.statusCode).toBe(422);
    expect(await linked(id)).toEqual([accountant.id]);
    const wrongType = await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Team Lead', occupation_id: 'accountant' });
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json().errors)).toEqual(['occupation_id']);
  });
});

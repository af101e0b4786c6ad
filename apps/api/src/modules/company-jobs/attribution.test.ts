import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationTags, cities, companyMembers, majors, sectors, users } from '../../db/schema/index.ts';
import { dayFromToday, giveMinimumProfile, insertJob, insertLiveJob, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const drivers = await testDrivers();

describe.each(drivers)('which member changed a job (decision 127) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let recruiter: TSignedUp;
  let lookups: { major_id: number; sector_id: number; city_id: number };

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    company = await readyCompany(app, database);
    await db.update(users).set({ first_name: 'Sara', last_name: 'Alharbi', ar_first_name: 'سارة', ar_last_name: 'الحربي' }).where(eq(users.id, company.id));
    // A colleague of the company's as a recruiter: their own sign-up's membership moved to this company (decision 116).
    recruiter = await signUp(app, 'COMPANY', { first_name: 'Omar', last_name: 'Zahrani' });
    await db.update(companyMembers).set({ company_id: company.companyId, role: 'recruiter' }).where(eq(companyMembers.user_id, recruiter.id));
    lookups = {
      major_id: (await db.select({ id: majors.id }).from(majors).limit(1))[0]!.id,
      sector_id: (await db.select({ id: sectors.id }).from(sectors).limit(1))[0]!.id,
      city_id: (await db.select({ id: cities.id }).from(cities).limit(1))[0]!.id,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  const sara = () => ({ id: company.id, name: 'Sara Alharbi' });
  const omar = () => ({ id: recruiter.id, name: 'Omar Zahrani' });
  const completeJob = () => ({
    title: 'HR Officer',
    description: '<p>Run the hiring of a growing company.</p>',
    duties: 'Recruitment and onboarding',
    qualifications: 'Bachelor in business administration',
    qualification_type: 'bachelor',
    experience_years: 2,
    ...lookups,
    work_place: 'on_site',
    job_type: 'full_time',
    working_hours: 'Sunday to Thursday',
    benefits: 'Medical insurance',
    deadline: dayFromToday(20),
  });
  const stamped = async (jobId: number) => {
    const row = await jobOf(database, jobId);
    return { created_by: row.created_by, updated_by: row.updated_by };
  };

  it('names the member who created a draft, and the one who saved, sent to payment or took it back last', async () => {
    const created = await company.call('POST', '/api/v1/company/jobs', { title: 'HR Officer' });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    expect(created.json().data).toMatchObject({ created_by: sara(), updated_by: sara() });
    expect(await stamped(id)).toEqual({ created_by: company.id, updated_by: company.id });

    const saved = await recruiter.call('PUT', `/api/v1/company/jobs/${id}`, completeJob());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ created_by: sara(), updated_by: omar() });

    const submitted = await company.call('POST', `/api/v1/company/jobs/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await stamped(id)).toEqual({ created_by: company.id, updated_by: company.id });

    const unsubmitted = await recruiter.call('POST', `/api/v1/company/jobs/${id}/unsubmit`);
    expect(unsubmitted.statusCode, unsubmitted.body).toBe(200);
    expect(unsubmitted.json().data).toMatchObject({ status: 'draft', created_by: sara(), updated_by: omar() });

    // In Arabic, the member's Arabic name when they gave one.
    const read = await recruiter.call('GET', `/api/v1/company/jobs/${id}`, undefined, 'ar');
    expect(read.json().data.created_by).toEqual({ id: company.id, name: 'سارة الحربي' });
  });

  it('names the member who paused, resumed, closed and renewed a live job, on the dashboard too', async () => {
    const job = await insertLiveJob(database, company.companyId, { ...completeJob(), qualification_type: 'bachelor', work_place: 'on_site', job_type: 'full_time', created_by: company.id, deadline: dayFromToday(9) });

    expect((await recruiter.call('POST', `/api/v1/company/jobs/${job.id}/pause`)).json().data).toMatchObject({ status: 'paused', updated_by: omar() });
    expect(await stamped(job.id)).toEqual({ created_by: company.id, updated_by: recruiter.id });
    expect((await company.call('POST', `/api/v1/company/jobs/${job.id}/resume`)).json().data).toMatchObject({ status: 'active', updated_by: sara() });
    expect((await recruiter.call('POST', `/api/v1/company/jobs/${job.id}/close`)).json().data).toMatchObject({ status: 'closed', updated_by: omar() });

    const tab = (await company.call('GET', '/api/v1/company/jobs?tab=expired')).json().data.items;
    expect(tab.find((item: { id: number }) => item.id === job.id)).toMatchObject({ created_by: sara(), updated_by: omar() });

    const renewed = await company.call('POST', `/api/v1/company/jobs/${job.id}/renew`, { deadline: dayFromToday(25) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await stamped(job.id)).toEqual({ created_by: company.id, updated_by: company.id });
  });

  it('names the member who put a tag on an applicant, one by one or in bulk (the gap in decision 116)', async () => {
    const job = await insertLiveJob(database, company.companyId);
    const seeker = await signUp(app, 'USER');
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    const id: number = applied.json().data.id;

    expect((await recruiter.call('PUT', `/api/v1/company/applications/${id}/tags`, { tags: ['call back'] })).statusCode).toBe(200);
    expect((await company.call('POST', '/api/v1/company/applications/bulk', { action: 'tag', ids: [id], tag: 'shortlist' })).statusCode).toBe(200);
    const tags = await database.db.select({ tag: applicationTags.tag, added_by: applicationTags.added_by }).from(applicationTags).where(eq(applicationTags.application_id, id));
    expect(tags.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([
      { tag: 'call back', added_by: recruiter.id },
      { tag: 'shortlist', added_by: company.id },
    ]);
  });

  it('answers null for a job nobody is named on (made before members were recorded), and for a member whose account is gone', async () => {
    const job = await insertJob(database, company.companyId);
    const read = await company.call('GET', `/api/v1/company/jobs/${job.id}`);
    expect(read.json().data).toMatchObject({ created_by: null, updated_by: null });

    const leaver = await signUp(app, 'COMPANY', { first_name: 'Huda' });
    await database.db.update(companyMembers).set({ company_id: company.companyId, role: 'recruiter' }).where(eq(companyMembers.user_id, leaver.id));
    expect((await leaver.call('PUT', `/api/v1/company/jobs/${job.id}`, completeJob())).statusCode).toBe(200);
    expect((await company.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data.updated_by).toMatchObject({ id: leaver.id, name: 'Huda Alqahtani' });
    await database.db.delete(users).where(eq(users.id, leaver.id));
    expect((await company.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data.updated_by).toBeNull();
  });
});

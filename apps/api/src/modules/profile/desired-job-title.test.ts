import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { confirmEmail, signUp, testApp, testDrivers } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('a desired job saved with its title alone on $name (decision 152)', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves the title without salary, notice period or job type, and the seeker then applies without a CV file', async () => {
    const me = await signUp(app);
    await confirmEmail(database, me.id);
    const city = (await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en' } })).json().data[0];
    const personal = await me.call('PUT', '/api/v1/user/profile/personal-info', { first_name: 'Saad', last_name: 'Alqahtani', country_id: city.country_id, city_id: city.id });
    expect(personal.statusCode, personal.body).toBe(200);

    const saved = await me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Accountant' });
    expect(saved.statusCode, saved.body).toBe(200);
    const cv = (await me.call('GET', '/api/v1/user/profile')).json().data.cv;
    expect(cv).toMatchObject({ job_role_title: 'Accountant', expected_salary: null, notice_period: null, job_type: null, cv_file_id: null });

    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId);
    const applied = await me.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().data.cv_file).toBeFalsy();
  });

  it('still checks what is given, and still asks for the title', async () => {
    const me = await signUp(app);
    const refused = await me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: ' ', expected_salary: 0 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['expected_salary', 'job_role_title']);
    const cleared = await me.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Accountant', expected_salary: null, notice_period: null, job_type: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });
});

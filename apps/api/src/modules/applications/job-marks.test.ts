import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { dayFromToday, giveMinimumProfile, insertLiveJob, readyCompany } from '../../test/factories.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';

const drivers = await testDrivers();

describe.each(drivers)('marks on job cards on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('tells the seeker which jobs of a list they saved and which they applied to (not withdrawn ones)', async () => {
    const seeker = await signUp(app);
    const other = await signUp(app);
    await giveMinimumProfile(database, seeker.id);
    const company = await readyCompany(app, database);
    const live = async () => (await insertLiveJob(database, company.companyId, { title: 'Marked accountant', deadline: dayFromToday(30) })).id;
    const [saved, applied, withdrawn, untouched] = [await live(), await live(), await live(), await live()];
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${saved}`)).statusCode).toBe(200);
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${applied}`)).statusCode).toBe(200);
    const first = await seeker.call('POST', `/api/v1/jobs/${applied}/applications`, {});
    expect(first.statusCode, first.body).toBe(201);
    const application = (await seeker.call('POST', `/api/v1/jobs/${withdrawn}/applications`, {})).json().data;
    await seeker.call('POST', `/api/v1/user/applications/${application.id}/withdraw`);

    const ids = [saved, applied, withdrawn, untouched, 999_999].join(',');
    const marks = await seeker.call('GET', `/api/v1/user/job-marks?ids=${ids}`);
    expect(marks.statusCode).toBe(200);
    expect(marks.json().data).toEqual({ saved: [saved, applied].sort((a, b) => a - b), applied: [applied] });
    // Another seeker sees only their own marks.
    expect((await other.call('GET', `/api/v1/user/job-marks?ids=${ids}`)).json().data).toEqual({ saved: [], applied: [] });
  });

  it('refuses a malformed or too long list of ids, a company and a visitor', async () => {
    const seeker = await signUp(app);
    expect((await seeker.call('GET', '/api/v1/user/job-marks?ids=1,x')).statusCode).toBe(422);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await seeker.call('GET', `/api/v1/user/job-marks?ids=${many}`)).statusCode).toBe(422);
    const company = await signUp(app, 'COMPANY');
    expect((await company.call('GET', '/api/v1/user/job-marks?ids=1')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/user/job-marks?ids=1' })).statusCode).toBe(401);
  });
});

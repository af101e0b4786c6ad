import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';

describe('the job change mark of the page cache (decisions 049, 103)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
  });
  afterAll(() => app.close());

  /** The mark as the web server reads it: GET /api/v1/job-change-mark, kept by nobody. */
  const jobChangeMark = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/job-change-mark' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { data: { mark: number } }).data.mark;
  };

  it('moves when a job is created, changed in what its pages show, or deleted, and not when nothing changed', async () => {
    const { companyId } = await readyCompany(app, database);
    const start = await jobChangeMark();
    const job = await insertLiveJob(database, companyId, { title: 'Mark test job' });
    const created = await jobChangeMark();
    expect(created).toBeGreaterThan(start);
    expect(await jobChangeMark()).toBe(created);

    await database.db.update(jobs).set({ description: '<p>Changed</p>' }).where(eq(jobs.id, job.id));
    const changed = await jobChangeMark();
    expect(changed).toBeGreaterThan(created);

    await database.db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await jobChangeMark()).toBeGreaterThan(changed);
  });
});

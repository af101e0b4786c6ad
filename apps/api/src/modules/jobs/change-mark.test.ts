import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { jobChangeMark } from './change-mark.ts';

describe('the job change mark of the page cache (decision 049)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
  });
  afterAll(() => app.close());

  it('moves when a job is created, changed in what its pages show, or deleted, and not when nothing changed', async () => {
    const { companyId } = await readyCompany(app, database);
    const start = await jobChangeMark(database.db);
    const job = await insertLiveJob(database, companyId, { title: 'Mark test job' });
    const created = await jobChangeMark(database.db);
    expect(created).toBeGreaterThan(start);
    expect(await jobChangeMark(database.db)).toBe(created);

    await database.db.update(jobs).set({ description: '<p>Changed</p>' }).where(eq(jobs.id, job.id));
    const changed = await jobChangeMark(database.db);
    expect(changed).toBeGreaterThan(created);

    await database.db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await jobChangeMark(database.db)).toBeGreaterThan(changed);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, majors, sectors } from '../../db/schema/index.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { findSimilarJobs } from './similar-jobs.ts';

describe('similar jobs by occupation (issue 18: from an index, not a scan of titles)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
  });
  afterAll(() => app.close());

  it('finds a live job filed under the same occupation though the titles are in different languages and nothing else is shared', async () => {
    const { companyId } = await readyCompany(app, database);
    const ids = async (table: typeof majors | typeof sectors | typeof cities) => (await database.db.select({ id: table.id }).from(table)).map((row) => row.id).sort((a, b) => a - b);
    const [[majorA, majorB], [sectorA, sectorB], [cityA, cityB]] = await Promise.all([ids(majors), ids(sectors), ids(cities)]);
    const base = await insertLiveJob(database, companyId, { title: 'Accountant', major_id: majorA, sector_id: sectorA, city_id: cityA, locale: 'en' });
    const arabic = await insertLiveJob(database, companyId, { title: 'محاسب', major_id: majorB, sector_id: sectorB, city_id: cityB, locale: 'ar' });
    const unrelated = await insertLiveJob(database, companyId, { title: `Zz ${randomBytes(3).toString('hex')} qq`, major_id: majorB, sector_id: sectorB, city_id: cityB });
    for (const job of [base, arabic, unrelated]) await linkJobOccupations(database.db, job.id, job.title);

    const found = (await findSimilarJobs(database.db, 'en', base.id, 10_000))!.map((row) => row.id);
    expect(found).toContain(arabic.id);
    expect(found).not.toContain(unrelated.id);
    expect(found).not.toContain(base.id);
  });
});

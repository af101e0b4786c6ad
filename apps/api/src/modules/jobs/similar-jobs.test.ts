import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, majors, sectors } from '../../db/schema/index.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';
import { sharedPglite, testApp } from '../../test/harness.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { findSimilarJobs } from './similar-jobs.ts';
import { trigramSimilarity, trigramsOf } from './search-index-similar.ts';
import { sql } from 'drizzle-orm';

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

describe('title likeness of similar jobs (the index computes what pg_trgm computes)', () => {
  it('gives the similarity PostgreSQL\'s similarity() gives, for Arabic, English, mixed, punctuated and empty titles', async () => {
    const database = await sharedPglite();
    const titles = [
      'Civil Engineer',
      'Senior Civil Engineer - Riyadh',
      'civil engineering intern',
      'مهندس مدني',
      'مهندس مدني أول (الرياض)',
      'مهندسة كهرباء',
      'Accountant / محاسب',
      'محاسب عام',
      'Sales & Marketing Rep. 2026',
      'C++ Developer',
      'Nurse',
      'ممرض',
      '',
      '---',
      'A',
      'ÉCOLE Teacher',
    ];
    const pairs: Array<[string, string]> = [];
    for (const a of titles) for (const b of titles) pairs.push([a, b]);
    const rows = ((await database.db.execute(
      sql`select similarity(p.a, p.b)::float8 as value from unnest(${sql.param(pairs.map(([a]) => a))}::text[], ${sql.param(pairs.map(([, b]) => b))}::text[]) with ordinality as p(a, b, n) order by p.n`,
    )) as unknown as { rows: Array<{ value: number }> }).rows;
    expect(rows).toHaveLength(pairs.length);
    pairs.forEach(([a, b], i) => {
      expect(trigramSimilarity(trigramsOf(a), trigramsOf(b)), `${a} ~ ${b}`).toBeCloseTo(Number(rows[i]!.value), 5);
    });
  });
});

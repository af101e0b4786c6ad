import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations.ts';

/**
 * Migration 0025 (decision 045): jobs of the database before it keep what they said. A remote job becomes of the
 * work place `remote` with its type; a `remotely` job becomes a full-time remote one; the others are on site; alerts
 * that filtered on `remotely` or `remote` filter on the work place; and the search log still hears of edits.
 */
describe('migration 0025: job types and the work place', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  let client: PGlite;
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

  beforeAll(async () => {
    // The migrations up to 0024, as an installation had them.
    database = await databaseBefore(24);
    client = database.client;
    await client.exec(`
      insert into users (type, first_name, last_name, email, phone) values
        ('COMPANY', 'Old', 'Company', 'old-company@example.com', '+966500000001'),
        ('USER', 'Old', 'Seeker', 'old-seeker@example.com', '+966500000002');
      insert into companies (user_id, foundation_name) select id, 'Old Company' from users where email = 'old-company@example.com';
      insert into jobs (company_id, title, job_type, is_remote) select id, 'Remote by type', 'remotely', false from companies;
      insert into jobs (company_id, title, job_type, is_remote) select id, 'Remote part time', 'part_time', true from companies;
      insert into jobs (company_id, title, job_type, is_remote) select id, 'Remote without a type', null, true from companies;
      insert into jobs (company_id, title, job_type, is_remote) select id, 'In the office', 'full_time', false from companies;
      insert into job_alerts (user_id, email, frequency, next_due_at, filters) select id, email, 'weekly', now(), f.filters::jsonb
        from users, (values ('{"job_type": "remotely", "city_id": 3}'), ('{"remote": true, "job_type": "part_time"}'), ('{"job_type": "full_time"}')) as f (filters)
        where email = 'old-seeker@example.com';
    `);
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('turns `is_remote` and the job type `remotely` into the work place', async () => {
    expect(await rows(`select title, job_type, work_place from jobs order by id`)).toEqual([
      { title: 'Remote by type', job_type: 'full_time', work_place: 'remote' },
      { title: 'Remote part time', job_type: 'part_time', work_place: 'remote' },
      { title: 'Remote without a type', job_type: null, work_place: 'remote' },
      { title: 'In the office', job_type: 'full_time', work_place: 'on_site' },
    ]);
    expect(await rows(`select column_name from information_schema.columns where table_name = 'jobs' and column_name = 'is_remote'`)).toEqual([]);
  });

  it('accepts the new types and work places and refuses `remotely` and unknown places', async () => {
    await client.exec(`update jobs set job_type = 'internship', work_place = 'hybrid' where title = 'In the office'`);
    await expect(client.exec(`update jobs set job_type = 'remotely' where title = 'In the office'`)).rejects.toThrow(/jobs_job_type_check/);
    await expect(client.exec(`update jobs set work_place = 'moon' where title = 'In the office'`)).rejects.toThrow(/jobs_work_place_check/);
  });

  it('logs an edit of the work place for the search index', async () => {
    const [last] = await rows<{ latest: number | null }>(`select max(id) as latest from search_changes`);
    await client.exec(`update jobs set work_place = 'on_site' where title = 'Remote part time'`);
    const changed = await rows<{ job_id: number }>(`select job_id from search_changes where id > ${Number(last?.latest ?? 0)}`);
    const [job] = await rows<{ id: number }>(`select id from jobs where title = 'Remote part time'`);
    expect(changed.map((row) => row.job_id)).toEqual([job?.id]);
  });

  it('makes alerts that filtered on `remotely` or `remote` filter on the remote work place', async () => {
    expect((await rows<{ filters: unknown }>(`select filters from job_alerts order by id`)).map((row) => row.filters)).toEqual([
      { city_id: 3, work_place: 'remote' },
      { job_type: 'part_time', work_place: 'remote' },
      { job_type: 'full_time' },
    ]);
  });
});

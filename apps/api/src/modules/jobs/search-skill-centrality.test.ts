import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * A skill ranked by how central it is to a job (decision 115): in its title, then on a required line, then on a line
 * that says it is a plus, then elsewhere; the skill itself, never a word it is the stem of ("excel", "Excellent");
 * a misspelt skill corrected. Both engines, both drivers; every job is in a major made for this file.
 */
describe.each(drivers)('skills by how central they are on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    majorId = await ownMajor(database, 'skill-tiers');
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', ...values });
    };
    // The newer a job, the less central the skill is to it: newest first would give the reverse order.
    await add('title', { title: 'Python Developer', description: '<p>APIs.</p>', activated_at: hoursAgo(96) });
    await add('required', { title: 'Backend Engineer', duties: 'Build services', qualifications: 'Python and SQL', activated_at: hoursAgo(72) });
    await add('niceAr', { title: 'مطور أنظمة', locale: 'ar', qualifications: 'خبرة في SQL\nمعرفة بلغة بايثون ميزة إضافية', activated_at: hoursAgo(50) });
    await add('nice', { title: 'Data Engineer', qualifications: 'SQL; Python is a plus', activated_at: hoursAgo(48) });
    await add('text', { title: 'Operations Analyst', description: '<p>Our team also scripts in Python.</p>', qualifications: 'Reporting', activated_at: hoursAgo(2) });
    await add('excel', { title: 'Accountant', qualifications: 'Advanced Excel', activated_at: hoursAgo(30) });
    await add('excellent', { title: 'Customer Service Agent', qualifications: 'Excellent communication', activated_at: hoursAgo(1) });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, locale: 'ar' | 'en' = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', q })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, q).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
  };
  const order = async (q: string, locale: 'ar' | 'en' = 'en') => (await search(q, locale)).items.map((item) => item.id);
  const fromSql = async (q: string, locale: 'ar' | 'en' = 'en') => (await searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { engine: 'sql' })).items.map((item) => item.id);

  it('ranks the skill in a title, then on a required line, then as a plus, then elsewhere, in both engines', async () => {
    const expected = [job.title!.id, job.required!.id, job.nice!.id, job.niceAr!.id, job.text!.id];
    expect(await order('python')).toEqual(expected);
    expect(await fromSql('python')).toEqual(expected);
    // An Arabic reader: the same tiers, the Arabic ad first within its tier.
    const arabic = [job.title!.id, job.required!.id, job.niceAr!.id, job.nice!.id, job.text!.id];
    expect(await order('بايثون', 'ar')).toEqual(arabic);
    expect(await fromSql('بايثون', 'ar')).toEqual(arabic);
  });

  it('finds the skill, never a word it is the stem of: "excel" is not "Excellent communication"', async () => {
    expect(await order('excel')).toEqual([job.excel!.id]);
    expect(await fromSql('excel')).toEqual([job.excel!.id]);
    expect(await order('اكسل', 'ar')).toEqual([job.excel!.id]);
  });

  it('corrects a misspelt skill in either script and says so', async () => {
    const typed = await search('pyhton');
    expect(typed.items.map((item) => item.id)).toEqual([job.title!.id, job.required!.id, job.nice!.id, job.niceAr!.id, job.text!.id]);
    expect(typed.meta.interpreted_as).toBe('python');
    const arabic = await search('بايثن', 'ar');
    expect(arabic.items.map((item) => item.id)).toHaveLength(5);
    expect(arabic.meta.interpreted_as).toBe('Python');
  });
});

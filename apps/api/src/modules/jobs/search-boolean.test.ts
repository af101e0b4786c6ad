import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * Boolean words in job search (decision 136): OR widens, NOT removes, a quoted phrase needs its words in order, AND
 * before OR and parentheses group, in English and Arabic, by the index and by PostgreSQL alike; malformed words are
 * searched as plain words, and the reading says how the words were read. Every job is in a major made for this file.
 */
describe.each(drivers)('boolean words in job search on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    majorId = await ownMajor(database, 'boolean');
    const company = await readyCompany(app, database);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', ...values });
      await linkJobOccupations(db, job[key]!.id, values.title);
    };
    await add('nurse', { title: 'Registered Nurse', description: '<p>Ward care.</p>' });
    await add('seniorNurse', { title: 'Senior Nurse', description: '<p>Lead the ward.</p>' });
    await add('midwife', { title: 'Midwife', description: '<p>Maternity ward.</p>' });
    await add('pythonDeveloper', { title: 'Python Developer', description: '<p>Build APIs.</p>' });
    await add('javaDeveloper', { title: 'Java Developer', description: '<p>Build services.</p>' });
    await add('rubyDeveloper', { title: 'Ruby Developer', description: '<p>Build sites.</p>' });
    await add('pythonAnalyst', { title: 'Data Analyst', description: '<p>Reports in Python.</p>' });
    await add('projectManager', { title: 'Project Manager', description: '<p>Deliver on time.</p>' });
    // Both words, not side by side: no "project manager".
    await add('managerProjects', { title: 'Manager, Project Controls', description: '<p>Cost control.</p>' });
    await add('accountantAr', { title: 'محاسب', locale: 'ar', description: '<p>إعداد القوائم المالية.</p>' });
    await add('traineeAr', { title: 'محاسب متدرب', locale: 'ar', description: '<p>تدريب على القيود.</p>' });
    await add('auditorAr', { title: 'مدقق حسابات', locale: 'ar', description: '<p>مراجعة الحسابات.</p>' });
    await add('projectsAr', { title: 'مدير مشاريع', locale: 'ar', description: '<p>إدارة المشاريع.</p>' });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, locale = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q, major_id: String(majorId), per_page: '50' })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, q).toBe(200);
    return response.json().data as { items: Array<{ id: number }>; total: number; meta: TJobSearchMeta };
  };
  /** The keys of the jobs found, sorted, by the index and (the same) by PostgreSQL. */
  const found = async (q: string, locale: 'ar' | 'en' = 'en') => {
    const keys = (list: Array<{ id: number }>) => Object.keys(job).filter((key) => list.some((item) => item.id === job[key]!.id)).sort();
    const byIndex = keys((await search(q, locale)).items);
    const bySql = keys((await searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { engine: 'sql' })).items);
    expect(bySql, q).toEqual(byIndex);
    return byIndex;
  };

  it('OR widens and NOT removes, in English upper case', async () => {
    expect(await found('nurse')).toEqual(['nurse', 'seniorNurse']);
    expect(await found('(nurse OR midwife) NOT senior')).toEqual(['midwife', 'nurse']);
    expect(await found('nurse NOT senior')).toEqual(['nurse']);
    expect(await found('nurse -senior')).toEqual(['nurse']);
    const reading = await search('(nurse OR midwife) NOT senior');
    expect(reading.meta).toMatchObject({ interpreted_as: '(nurse or midwife), not senior', operators: 'read' });
  });

  it('reads AND before OR, and parentheses first', async () => {
    expect(await found('(python OR java) AND developer')).toEqual(['javaDeveloper', 'pythonDeveloper']);
    expect(await found('developer (python OR java)')).toEqual(['javaDeveloper', 'pythonDeveloper']);
    expect(await found('python OR java AND developer')).toEqual(['javaDeveloper', 'pythonAnalyst', 'pythonDeveloper']);
    expect(await found('developer NOT (python OR java)')).toEqual(['rubyDeveloper']);
  });

  it('finds a quoted phrase with its words in order only', async () => {
    expect(await found('project manager')).toContain('managerProjects');
    expect(await found('"project manager"')).toEqual(['projectManager']);
    expect(await found('«مدير مشاريع»', 'ar')).toEqual(['projectsAr']);
    expect((await search('"project manager" NOT intern')).meta).toMatchObject({ interpreted_as: '“project manager”, not intern', operators: 'read' });
  });

  it('reads «أو» and «ليس» in Arabic, and says so in Arabic', async () => {
    expect(await found('محاسب ليس متدرب', 'ar')).toEqual(['accountantAr']);
    expect(await found('(محاسب أو مدقق) ليس متدرب', 'ar')).toEqual(['accountantAr', 'auditorAr']);
    expect((await search('محاسب ليس متدرب', 'ar')).meta).toMatchObject({ interpreted_as: 'محاسب، وليس متدرب', operators: 'read' });
  });

  it('reads a level inside a run as before, and its chip drops only the level\'s words', async () => {
    const senior = await search('senior nurse NOT intern');
    expect(senior.meta).toMatchObject({ operators: 'read', level: { senior: true, without: 'nurse NOT intern' } });
    // Senior titles first, every nurse found.
    expect(senior.items.map((item) => item.id)).toEqual([job.seniorNurse!.id, job.nurse!.id]);
  });

  it('never reads a place under NOT as the city filter', async () => {
    const notRiyadh = await search('nurse NOT riyadh');
    expect(notRiyadh.meta).toMatchObject({ operators: 'read', city: null });
    expect(notRiyadh.items.map((item) => item.id).sort()).toEqual([job.nurse!.id, job.seniorNurse!.id].sort());
  });

  it('searches malformed words as plain words and says so; words without operators read as before', async () => {
    const unbalanced = await search('(nurse OR senior');
    expect(unbalanced.meta.operators).toBe('malformed');
    const lone = await search('NOT nurse');
    expect(lone.meta).toMatchObject({ operators: 'malformed', interpreted_as: 'nurse' });
    expect(lone.items.map((item) => item.id).sort()).toEqual([job.nurse!.id, job.seniorNurse!.id].sort());
    const plain = await search('nurse');
    expect(plain.meta.operators).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { linkJobOccupations } from '../search-engine/engine.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * Workplaces, kinds of work, skills and tools in the words of a job search (issue 46, decision 108), on both engines.
 * Every job here is in a major made for this file, and every search filters on it.
 */
describe.each(drivers)('workplaces, kinds of work and skills in the words on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    majorId = await ownMajor(database, 'work-skills');
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', activated_at: hoursAgo(24), ...values });
      await linkJobOccupations(database.db, job[key]!.id, values.title);
    };
    await add('nurseAr', { title: 'ممرضة', locale: 'ar', description: '<p>رعاية المرضى في قسم الباطنة.</p>' });
    // Newer, and its text names a hospital and a school: neither makes it a hospital's or a school's job.
    await add('electricianEn', { title: 'Electrician', description: '<p>Maintain the wiring of a hospital and a school.</p>', activated_at: hoursAgo(2) });
    await add('technicianAr', { title: 'فني صيانة', locale: 'ar', description: '<p>صيانة المعدات التقنية.</p>' });
    await add('developerEn', { title: 'Software Developer', description: '<p>APIs.</p>', qualifications: 'TypeScript\nPython is a plus' });
    await add('hrEn', { title: 'HR Specialist', description: '<p>Employee files.</p>' });
    await add('salesAr', { title: 'مندوب مبيعات', locale: 'ar', description: '<p>زيارة العملاء في المنطقة.</p>' });
    // Excel written in Arabic letters, and in Latin letters in an Arabic ad.
    await add('accountantAr', { title: 'محاسب', locale: 'ar', description: '<p>القيود اليومية.</p>', qualifications: 'إتقان برنامج إكسل' });
    await add('analystAr', { title: 'محلل بيانات', locale: 'ar', description: '<p>لوحات متابعة.</p>', qualifications: 'إتقان SQL وExcel' });
    await add('designerEn', { title: 'Graphic Designer', description: '<p>Brand work.</p>', qualifications: 'Adobe Photoshop and Illustrator', activated_at: hoursAgo(48) });
    // The skill in its title: ranked before jobs that name it in their text, though older.
    await add('excelTitleEn', { title: 'Excel Reporting Specialist', description: '<p>Monthly reports.</p>', activated_at: hoursAgo(96) });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, locale: 'ar' | 'en' = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', q })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, q).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
  };
  const ids = async (q: string, locale: 'ar' | 'en' = 'en') => (await search(q, locale)).items.map((item) => item.id);
  /** The same search from PostgreSQL: its jobs in the same order of tiers (the same set, read the same way). */
  const fromSql = async (q: string, locale: 'ar' | 'en') => searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { engine: 'sql' });

  it('reads a workplace as the occupations working there, never a job whose text names it, and says so in the reader\'s language', async () => {
    const hospital = await search('hospital jobs');
    expect(hospital.items.map((item) => item.id)).toEqual([job.nurseAr!.id]);
    expect(hospital.meta).toMatchObject({ interpreted_as: 'hospital', approximate: false, work: expect.stringMatching(/^healthcare: nurses, doctors, pharmacists/u) });
    const arabic = await search('وظائف مستشفى', 'ar');
    expect(arabic.items.map((item) => item.id)).toEqual([job.nurseAr!.id]);
    expect(arabic.meta.work).toMatch(/^القطاع الصحي: تمريض وأطباء وصيادلة/u);
    expect(await ids('school')).toEqual([]);
    for (const engine of ['ar', 'en'] as const) expect((await fromSql('مستشفى', engine)).items.map((row) => row.id), engine).toEqual([job.nurseAr!.id]);
  });

  it('reads «تقنية» and "tech" as IT work, not technicians, and office and field work as their occupations', async () => {
    const it = [job.developerEn!.id, job.analystAr!.id].sort();
    expect((await ids('تقنية', 'ar')).sort()).toEqual(it);
    expect((await ids('tech jobs')).sort()).toEqual(it);
    expect((await ids('وظائف تقنية المعلومات', 'ar')).sort()).toEqual(it);
    expect(await ids('وظيفة مكتبية', 'ar')).toEqual(expect.arrayContaining([job.hrEn!.id, job.accountantAr!.id]));
    expect(await ids('وظيفة مكتبية', 'ar')).not.toContain(job.salesAr!.id);
    expect(await ids('ميداني', 'ar')).toEqual([job.salesAr!.id]);
    // With an occupation, both must hold: the nurses of hospitals; no accountant works in one here, so what is shown
    // is marked approximate (fewer words, decision 023).
    expect(await ids('ممرضة مستشفى', 'ar')).toEqual([job.nurseAr!.id]);
    expect((await search('محاسب مستشفى', 'ar')).meta.approximate).toBe(true);
    expect((await fromSql('تقنية', 'ar')).items.map((row) => row.id).sort()).toEqual(it);
  });

  it('finds a skill written in either script in a job\'s requirements, the title first, and names it in the reading', async () => {
    const excel = [job.excelTitleEn!.id, job.accountantAr!.id, job.analystAr!.id];
    const latin = await ids('excel');
    expect([...latin].sort()).toEqual([...excel].sort());
    expect(latin[0]).toBe(job.excelTitleEn!.id);
    const arabic = await search('اكسل', 'ar');
    expect(arabic.items.map((item) => item.id).sort()).toEqual([...excel].sort());
    expect(arabic.items[0]!.id).toBe(job.excelTitleEn!.id);
    expect(arabic.meta).toMatchObject({ interpreted_as: 'Excel', approximate: false, work: null });
    expect(await ids('بايثون', 'ar')).toEqual([job.developerEn!.id]);
    expect(await ids('فوتوشوب', 'ar')).toEqual([job.designerEn!.id]);
    // With an occupation: the accountant who knows Excel, then the other jobs naming it (decision 168).
    const withAccountant = await ids('محاسب اكسل', 'ar');
    expect(withAccountant[0]).toBe(job.accountantAr!.id);
    expect([...withAccountant].sort()).toEqual([...excel].sort());
    for (const locale of ['ar', 'en'] as const) {
      const postgres = await fromSql('اكسل', locale);
      expect(postgres.items.map((row) => row.id).sort(), locale).toEqual([...excel].sort());
      expect(postgres.items[0]!.id, locale).toBe(job.excelTitleEn!.id);
      expect(postgres.reading.interpreted_as, locale).toBe('Excel');
    }
  });

  it('finds nothing for a tool or a workplace no job asks for, rather than other work', async () => {
    expect(await ids('تابلو', 'ar')).toEqual([]);
    expect(await ids('restaurant')).toEqual([]);
    expect((await fromSql('مطاعم', 'ar')).total).toBe(0);
  });
});

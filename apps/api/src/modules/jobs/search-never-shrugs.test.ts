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
 * The searches that used to shrug or mislead (issue 60, decision 168), on both engines and both drivers. Every job here
 * is in a major made for this file, and every search filters on it.
 */
describe.each(drivers)('searches that never shrug (decision 168) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    majorId = await ownMajor(database, 'never-shrugs');
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, locale: 'en', activated_at: hoursAgo(24), ...values });
      await linkJobOccupations(database.db, job[key]!.id, values.title);
    };
    // Developers naming Python (older), one that does not (newer), and a data analyst naming it (the newest).
    await add('developerPythonEn', { title: 'Software Developer', description: '<p>APIs.</p>', qualifications: 'Python and Django', activated_at: hoursAgo(72) });
    await add('developerPythonAr', { title: 'مطور برمجيات', locale: 'ar', description: '<p>واجهات برمجية.</p>', qualifications: 'خبرة في بايثون', activated_at: hoursAgo(70) });
    await add('developerOtherEn', { title: 'Frontend Developer', description: '<p>Screens.</p>', qualifications: 'React', activated_at: hoursAgo(10) });
    await add('analystPythonEn', { title: 'Data Analyst', description: '<p>Reports.</p>', qualifications: 'Python and SQL', activated_at: hoursAgo(1) });
    await add('nurseAr', { title: 'ممرضة', locale: 'ar', description: '<p>رعاية المرضى.</p>' });
    // An internship, a training programme posted as one, and full-time ads that merely offer training.
    await add('internAr', { title: 'محاسب متدرب', locale: 'ar', job_type: 'internship', description: '<p>تدريب على القيود.</p>', activated_at: hoursAgo(40) });
    await add('programmeEn', { title: 'Graduate Management Programme', job_type: 'internship', description: '<p>Twelve months across the business.</p>', activated_at: hoursAgo(50) });
    await add('offersTrainingEn', { title: 'Sales Supervisor', job_type: 'full_time', description: '<p>We offer training and career growth.</p>', activated_at: hoursAgo(2) });
    await add('offersTrainingAr', { title: 'مشرف مبيعات', locale: 'ar', job_type: 'full_time', description: '<p>نوفر التدريب والتطوير المستمر.</p>', activated_at: hoursAgo(2) });
    // A word a skill's stem is in.
    await add('supportEn', { title: 'IT Support Specialist', description: '<p>Help desk.</p>', qualifications: 'Excellent communication', activated_at: hoursAgo(3) });
    // An occupation's stem in other words (decision 170): IT support setting up "accounts", a product manager working
    // with "design"; and an ad naming the accountant itself, which is shown after the accountants' own jobs.
    await add('accountantEn', { title: 'Accountant', description: '<p>Journal entries and bank reconciliations.</p>', activated_at: hoursAgo(30) });
    await add('accountantAr', { title: 'محاسب', locale: 'ar', description: '<p>القيود اليومية والتسويات البنكية.</p>', activated_at: hoursAgo(31) });
    await add('supportAccountsEn', { title: 'Help Desk Technician', description: '<p>First-line support.</p>', duties: 'Set up laptops and accounts for new staff', activated_at: hoursAgo(4) });
    await add('supportAccountsAr', { title: 'فني دعم فني', locale: 'ar', description: '<p>الدعم الفني للموظفين.</p>', duties: 'تجهيز أجهزة الموظفين الجدد وحساباتهم', activated_at: hoursAgo(4) });
    await add('namesAccountantEn', { title: 'Office Coordinator', description: '<p>Support the team.</p>', duties: 'Send the invoices to the accountant every week', activated_at: hoursAgo(5) });
    await add('productEn', { title: 'Product Manager', description: '<p>Work daily with engineering and design.</p>', activated_at: hoursAgo(6) });
    await add('designerEn', { title: 'Graphic Designer', description: '<p>Campaign visuals.</p>', activated_at: hoursAgo(32) });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const search = async (q: string, locale: 'ar' | 'en' = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', q })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, q).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
  };
  const ids = async (q: string, locale: 'ar' | 'en' = 'en') => (await search(q, locale)).items.map((item) => item.id);
  const fromSql = async (q: string, locale: 'ar' | 'en') => (await searchJobs(database.db, locale, { q, major_id: majorId, per_page: 50 }, { engine: 'sql' })).items.map((row) => row.id);

  it('reads a skill with an occupation as both: the occupation\'s jobs naming the skill, its other jobs, then other jobs naming the skill, alike in both languages', async () => {
    const { developerPythonEn: en, developerPythonAr: ar, developerOtherEn: other, analystPythonEn: analyst } = job;
    // The reader's language first within a tier.
    const english = [en!.id, ar!.id, other!.id, analyst!.id];
    const arabic = [ar!.id, en!.id, other!.id, analyst!.id];
    for (const q of ['python developer', 'developer python']) {
      expect(await ids(q), q).toEqual(english);
      expect(await fromSql(q, 'en'), q).toEqual(english);
    }
    for (const q of ['مطور بايثون', 'بايثون مطور']) {
      expect(await ids(q, 'ar'), q).toEqual(arabic);
      expect(await fromSql(q, 'ar'), q).toEqual(arabic);
    }
    // Not a reading by fewer words: nothing approximate about it.
    expect((await search('python developer')).meta.approximate).toBe(false);
    expect((await search('مطور بايثون', 'ar')).meta).toMatchObject({ approximate: false, interpreted_as: 'مطور Python' });
    // The skill alone is still only the jobs naming it; the occupation alone its jobs.
    expect((await ids('python')).sort()).toEqual([en!.id, ar!.id, analyst!.id].sort());
    expect((await ids('developer')).sort()).toEqual([en!.id, ar!.id, other!.id].sort());
  });

  it('never lets a skill\'s stem cross into another word: "excel" is not "excellent", in both languages', async () => {
    for (const [q, locale] of [['excel', 'en'], ['اكسل', 'ar']] as const) {
      expect(await ids(q, locale), q).not.toContain(job.supportEn!.id);
      expect(await fromSql(q, locale), q).not.toContain(job.supportEn!.id);
    }
  });

  it('never lets an occupation\'s stem cross into another word: "accountant" is not "accounts", "designer" not "design", «محاسب» not «حسابات» (decision 170)', async () => {
    const { accountantEn, accountantAr, internAr, supportAccountsEn, supportAccountsAr, namesAccountantEn, productEn, designerEn } = job;
    for (const [q, locale] of [['accountant', 'en'], ['accountants', 'en'], ['Accountant', 'en'], ['محاسب', 'ar']] as const) {
      const found = await ids(q, locale);
      // The accountants, in both languages; then an English ad naming the accountant itself (the words in a text are
      // their language's, decision 023); never the IT support's accounts.
      expect(found.slice(0, 3).sort(), q).toEqual([accountantEn!.id, accountantAr!.id, internAr!.id].sort());
      if (locale === 'en') expect(found, q).toContain(namesAccountantEn!.id);
      expect(found, q).not.toContain(supportAccountsEn!.id);
      expect(found, q).not.toContain(supportAccountsAr!.id);
      expect(await fromSql(q, locale), q).toEqual(found);
    }
    // The word itself in a text is still found, in a search of it alone.
    expect(await ids('accounts')).toEqual(expect.arrayContaining([supportAccountsEn!.id]));
    for (const [q, locale] of [['designer', 'en'], ['designers', 'en']] as const) {
      const found = await ids(q, locale);
      expect(found, q).toContain(designerEn!.id);
      expect(found, q).not.toContain(productEn!.id);
      expect(await fromSql(q, locale), q).toEqual(found);
    }
  });

  it('reads training words on their own as internships and training programmes, never ads that merely offer training', async () => {
    const expected = [job.internAr!.id, job.programmeEn!.id].sort();
    for (const [q, locale] of [['training', 'en'], ['training jobs', 'en'], ['تدريب', 'ar'], ['التدريب', 'ar'], ['فرص تدريب', 'ar'], ['وظائف تدريب', 'ar']] as const) {
      const found = await search(q, locale);
      expect(found.items.map((item) => item.id).sort(), q).toEqual(expected);
      expect(found.meta.job_type, q).toBe('internship');
      expect((await fromSql(q, locale)).sort(), q).toEqual(expected);
    }
  });

  it('still answers the skill\'s jobs when the occupation has none', async () => {
    // No nurse names Python: the jobs naming it, rather than nothing or near occupations.
    for (const [q, locale] of [['python nurse', 'en'], ['ممرضة بايثون', 'ar']] as const) {
      const found = await ids(q, locale);
      expect(found, q).toEqual(expect.arrayContaining([job.nurseAr!.id, job.analystPythonEn!.id]));
      expect(found[0], q).toBe(job.nurseAr!.id);
      expect(await fromSql(q, locale), q).toEqual(found);
    }
  });
});

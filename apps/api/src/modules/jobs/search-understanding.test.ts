import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { TJobCard, TJobSearchMeta } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { cities, jobOccupations, jobs, occupations, type TJobRow } from '../../db/schema/index.ts';
import { insertLiveJob, ownMajor, readyCompany } from '../../test/factories.ts';
import { testApp, testDrivers } from '../../test/harness.ts';
import { linkJobOccupations, planSearch } from '../search-engine/engine.ts';
import { searchJobs } from './search-jobs.ts';

const drivers = await testDrivers();

/**
 * Job search as a Gulf job seeker types it (issue 12, decision 023): occupations across languages, synonyms,
 * plurals, typos, Arabizi, cities as filters, ranking, `meta`, exact search, and hostile words. Every job here is
 * in a major made for this file, and every search filters on it, so other tests' jobs never interfere.
 */
describe.each(drivers)('search that understands the words on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let majorId: number;
  let riyadh: number;
  let khobar: number;
  const job: Record<string, TJobRow> = {};

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    const { db } = database;
    majorId = await ownMajor(database, 'understanding');
    const cityId = async (name: string) => (await db.select({ id: cities.id }).from(cities).where(eq(cities.name_en, name)).limit(1))[0]!.id;
    riyadh = await cityId('Riyadh');
    khobar = await cityId('Al Khobar');
    const company = await readyCompany(app, database);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const add = async (key: string, values: Partial<TJobRow> & { title: string }) => {
      job[key] = await insertLiveJob(database, company.companyId, { major_id: majorId, city_id: riyadh, locale: 'en', activated_at: hoursAgo(24), ...values });
      await linkJobOccupations(db, job[key]!.id, values.title);
    };
    await add('nurseAr', { title: 'ممرضة', locale: 'ar', description: '<p>رعاية المرضى في قسم الباطنة.</p>' });
    await add('nurseEn', { title: 'Registered Nurse', description: '<p>Ward nursing.</p>' });
    await add('civilEn', { title: 'Civil Engineer', description: '<p>Site supervision.</p>' });
    await add('electricalAr', { title: 'مهندس كهرباء', locale: 'ar', description: '<p>تصميم لوحات التوزيع.</p>' });
    await add('accountantAr', { title: 'محاسب', locale: 'ar', description: '<p>إعداد القوائم المالية.</p>', activated_at: hoursAgo(72) });
    // Newer than the accountant, "finance" only in its text: ranking must still put the accountant first for "finance".
    await add('hrEn', { title: 'HR Specialist', description: '<p>Work with finance on payroll.</p>', activated_at: hoursAgo(2) });
    await add('developerEn', { title: 'Software Developer', description: '<p>APIs.</p>' });
    // "Finance" and "manager" only in its text: no finance manager's job, while a financial analyst is near that work.
    await add('payrollEn', { title: 'Payroll Coordinator', description: '<p>Report to the finance manager on monthly payroll.</p>' });
    await add('analystEn', { title: 'Financial Analyst', description: '<p>Budgets and forecasts.</p>', activated_at: hoursAgo(96) });
    // How and where the work is done: a part-time cashier, a full-time barista whose text speaks of part-time shifts,
    // a remote writer.
    await add('cashierAr', { title: 'كاشير', locale: 'ar', job_type: 'part_time', description: '<p>خدمة العملاء عند الدفع.</p>' });
    await add('baristaEn', { title: 'Barista', job_type: 'full_time', description: '<p>Part time shifts on weekends are also possible.</p>' });
    await add('writerEn', { title: 'Content Writer', job_type: 'full_time', work_place: 'remote', description: '<p>Articles and product pages.</p>' });
    await add('electricianAr', { title: 'فني كهرباء', locale: 'ar', description: '<p>صيانة اللوحات الكهربائية.</p>' });
    await add('driverAr', { title: 'سائق توصيل', locale: 'ar', description: '<p>توصيل الطلبات.</p>' });
    await add('mathAr', { title: 'معلمة رياضيات', locale: 'ar', description: '<p>تدريس الرياضيات للمرحلة المتوسطة.</p>' });
    // In Al Khobar; and a job in Riyadh whose text says «خبرة» (experience): «الخبر» is the city, not that word.
    await add('khobar', { title: 'Store Manager', city_id: khobar, description: '<p>Lead the branch.</p>' });
    await add('experience', { title: 'موظف استقبال', locale: 'ar', description: '<p>خبرة سنتان في الاستقبال.</p>' });
  });
  afterAll(async () => {
    await app.close();
  });

  const search = async (query: Record<string, string>, locale = 'en') => {
    const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ major_id: String(majorId), per_page: '50', ...query })}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, JSON.stringify(query)).toBe(200);
    return response.json().data as { items: TJobCard[]; total: number; meta: TJobSearchMeta };
  };
  const ids = async (q: string, locale = 'en') => (await search({ q }, locale)).items.map((item) => item.id);
  /** A job of this file's major (in Riyadh, in English) live while `check` runs, closed after it whatever happens. */
  const whileLive = async (values: Partial<TJobRow> & { title: string }, check: (live: TJobRow) => Promise<void>) => {
    const live = await insertLiveJob(database, job.payrollEn!.company_id, { major_id: majorId, city_id: riyadh, locale: 'en', ...values });
    await linkJobOccupations(database.db, live.id, live.title);
    try {
      await check(live);
    } finally {
      await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, live.id));
    }
  };

  it('finds an occupation in both languages: "nurse" finds «ممرضة», «ممرضات» finds "Registered Nurse", "accountant" finds «محاسب»', async () => {
    expect(await ids('nurse')).toEqual(expect.arrayContaining([job.nurseAr!.id, job.nurseEn!.id]));
    expect(await ids('ممرضات', 'ar')).toEqual(expect.arrayContaining([job.nurseAr!.id, job.nurseEn!.id]));
    expect(await ids('accountant')).toContain(job.accountantAr!.id);
    expect(await ids('teacher')).toEqual([job.mathAr!.id]);
  });

  it('reads «مهندس مدني» as civil engineer, and «مهندس» as every engineer', async () => {
    expect(await ids('مهندس مدني', 'ar')).toEqual([job.civilEn!.id]);
    const engineers = await ids('مهندس', 'ar');
    expect(engineers).toEqual(expect.arrayContaining([job.civilEn!.id, job.electricalAr!.id]));
    for (const other of ['nurseAr', 'accountantAr', 'driverAr', 'electricianAr']) expect(engineers).not.toContain(job[other]!.id);
    expect(await ids('كهرباء', 'ar')).toEqual(expect.arrayContaining([job.electricianAr!.id, job.electricalAr!.id]));
  });

  it('knows Gulf synonyms and everyday words: مبرمج is a developer, «مندوب توصيل» a delivery driver', async () => {
    expect(await ids('مبرمج', 'ar')).toEqual([job.developerEn!.id]);
    expect(await ids('مندوب توصيل', 'ar')).toEqual([job.driverAr!.id]);
    expect(await ids('شؤون الموظفين', 'ar')).toEqual([job.hrEn!.id]);
  });

  it('corrects typos and Arabic letter confusions per word, and says the search was approximate', async () => {
    const developer = await search({ q: 'devloper' });
    expect(developer.items.map((item) => item.id)).toEqual([job.developerEn!.id]);
    expect(developer.meta).toMatchObject({ interpreted_as: 'developer', approximate: true, exact: false });
    expect(await ids('محاصب', 'ar')).toEqual([job.accountantAr!.id]);
    expect(await ids('electrition')).toContain(job.electricianAr!.id);
  });

  it('shows the jobs of the occupations nearest the one named when none of its own is live, and says the search was approximate (decision 077)', async () => {
    // A substation technician: an electrician and an electrical engineer are the same work's other ranks.
    const substation = await search({ q: 'فني محطات كهرباء' }, 'ar');
    expect(substation.items.map((item) => item.id).sort()).toEqual([job.electricianAr!.id, job.electricalAr!.id].sort());
    expect(substation.meta).toMatchObject({ interpreted_as: 'فني محطات كهرباء', approximate: true, exact: false });
    // Nothing is near a guard here: still nothing.
    expect((await search({ q: 'security guard' })).total).toBe(0);
  });

  it('shows the near occupations when the words name one and the jobs found hold them only in their text, in both engines (decision 079)', async () => {
    const finance = await search({ q: 'finance manager' });
    expect(finance.items.map((item) => item.id)).toEqual([job.analystEn!.id]);
    expect(finance.meta).toMatchObject({ interpreted_as: 'finance manager', approximate: true, exact: false });
    const fromSql = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, per_page: 50 }, { engine: 'sql' });
    expect(fromSql.items.map((item) => item.id)).toEqual([job.analystEn!.id]);
    expect(fromSql.reading).toMatchObject({ interpreted_as: 'finance manager', approximate: true });
    // A job of the occupation named keeps the search as it was: its own jobs, then those with the words in their text.
    await whileLive({ title: 'Finance Manager', description: '<p>Lead the finance team.</p>' }, async (manager) => {
      for (const engine of ['index', 'sql'] as const) {
        const found = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, per_page: 50 }, { engine });
        expect(found.items.map((item) => item.id), engine).toEqual([manager.id, job.payrollEn!.id]);
        expect(found.reading.approximate, engine).toBe(false);
      }
    });
    // A job alert keeps to the words: the near occupations are the site's suggestion, not the alert's (decision 077).
    const alerted = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, per_page: 50 }, { related: false });
    expect(alerted.items.map((item) => item.id)).toEqual([job.payrollEn!.id]);
  });

  it('shows the jobs whose text holds an occupation\'s word beside words the vocabulary does not know: the work asked, not other work (decision 242), in both engines', async () => {
    await whileLive({ work_place: 'remote', title: 'Plant Planner', description: '<p>Plan preventive maintenance of the pumps.</p>' }, async (planner) => {
      for (const engine of ['index', 'sql'] as const) {
        const found = await searchJobs(database.db, 'en', { q: 'preventive maintenance', major_id: majorId, work_place: 'remote', per_page: 50 }, { engine });
        expect(found.items.map((item) => item.id), engine).toEqual([planner.id]);
        expect(found.reading.approximate, engine).toBe(false);
        // The occupation's word alone still finds only other work, so nothing (decision 082).
        const alone = await searchJobs(database.db, 'en', { q: 'maintenance', major_id: majorId, work_place: 'remote', per_page: 50 }, { engine });
        expect(alone.items, engine).toEqual([]);
      }
    });
  });

  it('shows nothing rather than other work when the jobs found hold the words only in their text and no near occupation has a job, in both engines (decision 082)', async () => {
    // Remote: an editor whose text names the finance manager; the financial analyst (near) works on site.
    await whileLive({ work_place: 'remote', title: 'Content Editor', description: '<p>Write the monthly reports the finance manager sends to the board.</p>' }, async (editor) => {
      for (const engine of ['index', 'sql'] as const) {
        const remote = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, work_place: 'remote', per_page: 50 }, { engine });
        expect(remote.items, engine).toEqual([]);
        expect(remote.total, engine).toBe(0);
        expect(remote.reading.approximate, engine).toBe(false);
        // Read from the words, the same.
        const words = await searchJobs(database.db, 'en', { q: 'remote finance manager', major_id: majorId, per_page: 50 }, { engine });
        expect(words.items, engine).toEqual([]);
        expect(words.reading.terms.work_place, engine).toBe('remote');
        // On site, the near occupation as before (decision 079).
        const anywhere = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, per_page: 50 }, { engine });
        expect(anywhere.items.map((item) => item.id), engine).toEqual([job.analystEn!.id]);
      }
      // Through the API, the reading still says what was understood.
      const answer = await search({ q: 'finance manager', work_place: 'remote' });
      expect(answer.total).toBe(0);
      expect(answer.meta).toMatchObject({ approximate: false, exact: false });
      // A job alert keeps to the words (decision 077): the editor holds them.
      const alerted = await searchJobs(database.db, 'en', { q: 'finance manager', major_id: majorId, work_place: 'remote', per_page: 50 }, { related: false });
      expect(alerted.items.map((item) => item.id)).toEqual([editor.id]);
    });
    // A word that names occupations with no near ones ("engineer": every engineer) follows the same rule: a part-time
    // assistant whose text speaks of the engineers is not a part-time engineer's job.
    await whileLive({ job_type: 'part_time', title: 'Shop Assistant', description: '<p>Help the engineers with the site paperwork.</p>' }, async (assistant) => {
      for (const engine of ['index', 'sql'] as const) {
        const partTime = await searchJobs(database.db, 'en', { q: 'engineer', major_id: majorId, job_type: 'part_time', per_page: 50 }, { engine });
        expect(partTime.items, engine).toEqual([]);
        const full = await searchJobs(database.db, 'en', { q: 'engineer', major_id: majorId, per_page: 50 }, { engine });
        expect(full.items.map((item) => item.id), engine).toEqual(expect.arrayContaining([job.civilEn!.id]));
      }
      const alerted = await searchJobs(database.db, 'en', { q: 'engineer', major_id: majorId, job_type: 'part_time', per_page: 50 }, { related: false });
      expect(alerted.items.map((item) => item.id)).toEqual([assistant.id]);
    });
  });

  it('reads how and where the work is done as the job type and work place filters, in both languages (decision 080)', async () => {
    for (const [q, locale] of [['part time', 'en'], ['وظائف دوام جزئي', 'ar'], ['part-time jobs', 'en']] as const) {
      const found = await search({ q }, locale);
      expect(found.items.map((item) => item.id), q).toEqual([job.cashierAr!.id]);
      expect(found.meta, q).toMatchObject({ interpreted_as: '', job_type: 'part_time', work_place: null, approximate: false });
    }
    const writer = await search({ q: 'content writer remote' });
    expect(writer.items.map((item) => item.id)).toEqual([job.writerEn!.id]);
    expect(writer.meta).toMatchObject({ interpreted_as: 'content writer', work_place: 'remote', job_type: null });
    expect(await ids('كاتب محتوى عن بعد', 'ar')).toEqual([job.writerEn!.id]);
    expect((await search({ q: 'work from home' })).items.map((item) => item.id)).toEqual([job.writerEn!.id]);
    // A filter chosen wins over the words: full time asked, "part time" typed.
    const chosen = await search({ q: 'part time', job_type: 'full_time' });
    expect(chosen.meta.job_type).toBeNull();
    expect(chosen.items.map((item) => item.id)).toContain(job.baristaEn!.id);
    expect(chosen.items.map((item) => item.id)).not.toContain(job.cashierAr!.id);
    // Both engines alike.
    const fromSql = await searchJobs(database.db, 'en', { q: 'part time', major_id: majorId, per_page: 50 }, { engine: 'sql' });
    expect(fromSql.items.map((item) => item.id)).toEqual([job.cashierAr!.id]);
    expect(fromSql.reading.terms).toEqual({ job_type: 'part_time', work_place: null, experience: null });
    // Only job search reads them so: elsewhere (candidates, salaries) they stay words to match.
    const elsewhere = await planSearch(database.db, 'remote writer', 'en');
    expect(elsewhere.terms).toEqual({ job_type: null, work_place: null, experience: null });
    expect(elsewhere.groups.flatMap((group) => group.words)).toEqual(['remote', 'writer']);
    expect((await planSearch(database.db, 'remote writer', 'en', { readTerms: true })).terms.work_place).toBe('remote');
  });

  it('reads internship words, and «تدريب» alone, as the internship job type, in both engines (decisions 088, 168)', async () => {
    // A marketing intern; a full-time supervisor whose text speaks of training interns and trainees; a trainer.
    await whileLive({ job_type: 'internship', title: 'Marketing Intern', description: '<p>Support the campaigns.</p>' }, async (intern) => {
      const supervisor = { job_type: 'full_time' as const, title: 'Sales Supervisor', description: '<p>Weekly training for the team, and coaching of our interns, trainees and co-op students.</p>' };
      await whileLive(supervisor, async () => {
        await whileLive({ job_type: 'full_time', title: 'Corporate Trainer', description: '<p>Courses for new staff.</p>' }, async (trainer) => {
          const words = [
            ['internship', 'en'], ['internships', 'en'], ['intern', 'en'], ['trainee', 'en'], ['co-op', 'en'], ['summer training', 'en'], ['graduate programme', 'en'],
            ['تدريب تعاوني', 'ar'], ['متدرب', 'ar'], ['متدربة', 'ar'], ['تدريب صيفي', 'ar'], ['تمهير', 'ar'], ['برنامج تدريب', 'ar'], ['وظائف تدريب تعاوني', 'ar'],
          ] as const;
          for (const [q, locale] of words) {
            const found = await search({ q }, locale);
            expect(found.items.map((item) => item.id), q).toEqual([intern.id]);
            expect(found.meta, q).toMatchObject({ interpreted_as: '', job_type: 'internship', work_place: null });
          }
          const marketing = await search({ q: 'marketing intern' });
          expect(marketing.items.map((item) => item.id)).toEqual([intern.id]);
          expect(marketing.meta).toMatchObject({ interpreted_as: 'marketing', job_type: 'internship' });
          // «تدريب» / "training" alone: the internship type (decision 168, amending 088), never the supervisor whose
          // text offers training; the trainer by the trainer's own words.
          expect(await ids('training')).toEqual([intern.id]);
          expect(await ids('تدريب', 'ar')).toEqual([intern.id]);
          expect((await search({ q: 'تدريب' }, 'ar')).meta.job_type).toBe('internship');
          expect(await ids('trainer')).toEqual([trainer.id]);
          for (const engine of ['index', 'sql'] as const) {
            const type = await searchJobs(database.db, 'ar', { q: 'تدريب تعاوني', major_id: majorId, per_page: 50 }, { engine });
            expect(type.items.map((item) => item.id), engine).toEqual([intern.id]);
            expect(type.reading.terms, engine).toEqual({ job_type: 'internship', work_place: null, experience: null });
            const training = await searchJobs(database.db, 'en', { q: 'training', major_id: majorId, per_page: 50 }, { engine });
            expect(training.items.map((item) => item.id), engine).toEqual([intern.id]);
          }
          // A job type chosen wins over the words, as for "part time".
          const chosen = await search({ q: 'intern', job_type: 'full_time' });
          expect(chosen.meta.job_type).toBeNull();
          expect(chosen.items.map((item) => item.id)).not.toContain(intern.id);
        });
      });
    });
  });

  it('ranks the titles of a transliterated occupation in both languages alike, the reader’s language first', async () => {
    // «momared» is read as the nurse's names only: the English name counts as one ("Nurse" is shown for "nurse").
    expect(await ids('momared')).toEqual([job.nurseEn!.id, job.nurseAr!.id]);
    expect(await ids('momared', 'ar')).toEqual([job.nurseAr!.id, job.nurseEn!.id]);
  });

  it('reads Arabizi and English in Arabic letters', async () => {
    const arabizi = await search({ q: 'mohaseb' });
    expect(arabizi.items.map((item) => item.id)).toEqual([job.accountantAr!.id]);
    expect(arabizi.meta).toMatchObject({ interpreted_as: 'Accountant', approximate: true });
    expect(await ids('sa2eq')).toEqual([job.driverAr!.id]);
    expect(await ids('اكاونتنت', 'ar')).toEqual([job.accountantAr!.id]);
  });

  it('turns a city in the words into the city filter: «الخبر» is Al Khobar, not «خبرة»', async () => {
    const khobarJobs = await search({ q: 'وظائف الخبر' }, 'ar');
    expect(khobarJobs.items.map((item) => item.id)).toEqual([job.khobar!.id]);
    expect(khobarJobs.meta).toMatchObject({ interpreted_as: '', approximate: false, city: { id: khobar, name: 'الخبر' } });
    const inRiyadh = await search({ q: 'nurse in Riyadh' });
    expect(new Set(inRiyadh.items.map((item) => item.id))).toEqual(new Set([job.nurseAr!.id, job.nurseEn!.id]));
    expect(inRiyadh.meta).toMatchObject({ interpreted_as: 'nurse', city: { id: riyadh, name: 'Riyadh' } });
    expect(await ids('محاسب بالخبر', 'ar')).toEqual([]);
    // A city chosen in the filter wins over one in the words.
    expect((await search({ q: 'nurse in Jeddah', city_id: String(riyadh) })).items.length).toBe(2);
  });

  it('ranks the jobs of the occupation above description matches: "finance" puts the accountant before HR', async () => {
    const finance = await ids('finance');
    expect(finance.indexOf(job.accountantAr!.id)).toBeGreaterThanOrEqual(0);
    expect(finance.indexOf(job.accountantAr!.id)).toBeLessThan(finance.indexOf(job.hrEn!.id));
  });

  it('puts the reader\'s language first when relevance is equal', async () => {
    expect((await ids('nurse', 'ar'))[0]).toBe(job.nurseAr!.id);
    expect((await ids('nurse', 'en'))[0]).toBe(job.nurseEn!.id);
  });

  it('searches exactly what was typed with exact=1, and says nothing was widened when nothing was', async () => {
    const exact = await search({ q: 'nurse in Riyadh', exact: '1' });
    expect(exact.meta).toMatchObject({ interpreted_as: null, exact: true, city: null });
    expect((await search({ q: 'nurse' })).meta).toEqual({ interpreted_as: null, approximate: false, city: null, region: null, job_type: null, work_place: null, work: null, level: null, employer: null, exact: false, near: null });
  });

  it('presents nothing for words that mean no job here', async () => {
    for (const q of ['astronaut', 'رائد فضاء', 'xqzvbnm', 'حارس أمن']) expect(await ids(q, /[a-z]/u.test(q) ? 'en' : 'ar'), q).toEqual([]);
  });

  it('gives a job its occupations when the company saves it, and new ones when its title changes', async () => {
    const company = await readyCompany(app, database);
    const created = await company.call('POST', '/api/v1/company/jobs', { title: 'صيدلانية' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const slugs = async () =>
      (await database.db.select({ slug: occupations.slug }).from(jobOccupations).innerJoin(occupations, eq(occupations.id, jobOccupations.occupation_id)).where(inArray(jobOccupations.job_id, [id]))).map(
        (row) => row.slug,
      );
    expect(await slugs()).toEqual(['pharmacist']);
    const updated = await company.call('PUT', `/api/v1/company/jobs/${id}`, { title: 'Senior Civil Engineer' });
    expect(updated.statusCode).toBe(200);
    expect(await slugs()).toEqual(['civil-engineer']);
  });

  it('never answers 5xx to what people type: quotes, SQL, emoji, mixed scripts, control words; too long is 422', async () => {
    const odd = ["'; drop table jobs; --", '"nurse', 'nurse" OR 1=1', '🙂 ممرض 👩‍⚕️', 'محاسبaccountant', 'mo7aseb في الرياض', '((( ))) & | ! <->', 'في', 'in', 'و', '٣ ممرض', 'ـــ', '\u200f\u200eمحاسب', 'ab'.repeat(100)];
    for (const q of odd) {
      const response = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q, major_id: String(majorId) })}` });
      expect(response.statusCode, q).toBe(200);
    }
    const long = await app.inject({ url: `/api/v1/jobs?${new URLSearchParams({ q: 'ممرض '.repeat(2000) })}` });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toContain('q');
    expect((await app.inject({ url: '/api/v1/jobs?exact=maybe' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/jobs?interpreted=1' })).statusCode).toBe(422);
  });
});

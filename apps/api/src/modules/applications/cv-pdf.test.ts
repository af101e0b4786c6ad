import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { experiences, nationalities, seekerCompanyView, seekerProfiles, skills, users } from '../../db/schema/index.ts';
import { readyCompany, giveMinimumProfile, insertLiveJob, type TTestCompany } from '../../test/factories.ts';
import { sharedPglite, signUp, testApp, type TSignedUp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf.ts';

/**
 * The applicant's CV as a PDF (decision 121, issue 47 §2): the printed CV in the seeker's language, with only what the
 * company may see of that application today, for the job's company only.
 */
describe('the applicant’s CV as a PDF', () => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let rival: TTestCompany;

  beforeAll(async () => {
    database = await sharedPglite();
    app = await testApp(database);
    company = await readyCompany(app, database, { name: 'Horizon PDF' });
    rival = await readyCompany(app, database, { name: 'Rival PDF' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A seeker whose CV holds personal details they show or hide, in their language, who applies to a new job. */
  async function applicant(locale: 'ar' | 'en', values: { title: string; summary: string; job: string; company: string; skill: string }, shown: { nationality?: boolean } = {}) {
    const seeker: TSignedUp = await signUp(app, 'USER', locale === 'ar' ? { first_name: 'Noura', last_name: 'Alotaibi' } : { first_name: 'Sara', last_name: 'Smith' });
    await giveMinimumProfile(database, seeker.id);
    await database.db.update(users).set(locale === 'ar' ? { locale, ar_first_name: 'نورة', ar_last_name: 'العتيبي' } : { locale }).where(eq(users.id, seeker.id));
    const [saudi] = await database.db.select().from(nationalities).limit(1);
    await database.db
      .update(seekerProfiles)
      .set({ job_role_title: values.title, summary: values.summary, birthdate: '1991-05-14', sex: 'female', social_status: 'married', nationality_id: saudi!.id, expected_salary: 12000 })
      .where(eq(seekerProfiles.user_id, seeker.id));
    await database.db.insert(experiences).values({ user_id: seeker.id, job_title: values.job, company_name: values.company, start_date: '2019-03-01', is_current: true });
    await database.db.insert(skills).values({ user_id: seeker.id, skill_name: values.skill, level: 'excellent' });
    if (shown.nationality) await database.db.insert(seekerCompanyView).values({ user_id: seeker.id, nationality: true });
    const job = await insertLiveJob(database, company.companyId, { title: locale === 'ar' ? 'محاسب أول' : 'Senior Accountant' });
    const applied = await seeker.call('POST', `/api/v1/jobs/${job.id}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { seeker, id: applied.json().data.id as number, nationality: saudi! };
  }

  it('writes an Arabic seeker’s CV in Arabic, right to left, words in logical order, without the details they hide', async () => {
    const { id, nationality } = await applicant('ar', {
      title: 'محاسبة قانونية',
      summary: 'خبرة ثماني سنوات في المراجعة المالية باستخدام SAP و Excel في شركات كبرى',
      job: 'رئيسة قسم المحاسبة',
      company: 'شركة الأفق للتقنية',
      skill: 'Power BI',
    });
    const response = await company.call('GET', `/api/v1/company/applications/${id}/cv.pdf`, undefined, 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    // The company asked in English; the CV is the seeker's, in Arabic. Lines come out in logical order, Latin words
    // inside them in their place (words whose letters this font joins into one required ligature, such as lam-alef,
    // come out with those two letters swapped by every extractor: decision 121).
    for (const words of ['نورة', 'محاسبة قانونية', 'نبذة مهنية', 'رئيسة قسم المحاسبة', 'للتقنية', 'المهارات', 'الوظيفة المطلوبة', 'الراتب المتوقع']) expect(text).toContain(words);
    expect(text).toMatch(/المراجعة المالية باستخدام SAP و Excel/);
    expect(text).toMatch(/تقدم لوظيفة ?: ?محاسب أول/);
    expect(text).toContain('Power BI');
    expect(text).toContain('12,000');
    // Hidden by default (decision 086): birthdate, sex, marital status, nationality.
    for (const hidden of ['1991', 'أنثى', 'متزوج', nationality.name_ar, 'الجنسية', 'Experience']) expect(text).not.toContain(hidden);
  });

  it('writes an English seeker’s CV in English, with the nationality they show and nothing they hide', async () => {
    const { id, nationality } = await applicant(
      'en',
      { title: 'Chartered Accountant', summary: 'Eight years of audit work with SAP and Excel, and Arabic reports تقارير مالية for the board', job: 'Head of Accounting', company: 'Horizon Technology', skill: 'Power BI' },
      { nationality: true },
    );
    const response = await company.call('GET', `/api/v1/company/applications/${id}/cv.pdf`, undefined, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    for (const words of ['Sara Smith', 'Chartered Accountant', 'Experience', 'Head of Accounting', 'Horizon Technology', 'Skills', 'Power BI (Excellent)', 'Applied for: Senior Accountant', `Nationality: ${nationality.name_en}`]) expect(text).toContain(words);
    expect(text).toContain('Eight years of audit work with SAP and Excel, and Arabic reports تقارير مالية for the board');
    for (const hidden of ['1991', 'Female', 'Married', 'Date of birth', 'الخبرات']) expect(text).not.toContain(hidden);
  });

  it('answers 404 to another company and 403 to a job seeker', async () => {
    const { seeker, id } = await applicant('en', { title: 'Accountant', summary: 'Audit', job: 'Accountant', company: 'Acme', skill: 'Excel' });
    expect((await rival.call('GET', `/api/v1/company/applications/${id}/cv.pdf`)).statusCode).toBe(404);
    expect((await company.call('GET', `/api/v1/company/applications/999999999/cv.pdf`)).statusCode).toBe(404);
    expect((await seeker.call('GET', `/api/v1/company/applications/${id}/cv.pdf`)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/company/applications/${id}/cv.pdf` })).statusCode).toBe(401);
  });
});

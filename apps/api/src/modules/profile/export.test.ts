import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationEvents, applications, companies, conversations, cvLanguages, cvViews, jobAlerts, majors, messages, savedJobs, seekerMajors, seekerProfiles } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers } from '../../test/harness.ts';
import { insertLiveJob, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('"download my data" with the person’s activity on $name (decision 040)', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A job seeker who applied (with a note) to one job, saved a confidential one, has an alert, a conversation and CV views. */
  async function activeSeeker() {
    const company = await readyCompany(app, database, { name: 'الأفق للتقنية' });
    await database.db.update(companies).set({ foundation_name_en: 'Horizon Tech' }).where(eq(companies.id, company.companyId));
    const hidden = await readyCompany(app, database, { name: 'شركة خفية' });
    const job = await insertLiveJob(database, company.companyId, { title: 'Senior Accountant' });
    const secret = await insertLiveJob(database, hidden.companyId, { title: 'Finance Manager', show_company: false });
    const me = await signUp(app);
    const [application] = await database.db
      .insert(applications)
      .values({ job_id: job.id, user_id: me.id, cover_note: 'I have <b>five</b> years of SAP.', cv_snapshot: {}, stage: 'shortlisted' })
      .returning();
    await database.db.insert(applicationEvents).values([
      { application_id: application!.id, stage: 'submitted' },
      { application_id: application!.id, stage: 'shortlisted' },
    ]);
    await database.db.insert(savedJobs).values({ user_id: me.id, job_id: secret.id });
    await database.db.insert(jobAlerts).values({ user_id: me.id, email: me.account.email, open_keys: 'محاسب', frequency: 'weekly', next_due_at: new Date() });
    const [conversation] = await database.db.insert(conversations).values({ company_id: company.companyId, seeker_id: me.id, job_id: job.id }).returning();
    await database.db.insert(messages).values([
      { conversation_id: conversation!.id, sender_id: company.id, recipient_id: me.id, msg_type: 'text', body: 'Can you start next month?' },
      { conversation_id: conversation!.id, sender_id: me.id, recipient_id: company.id, msg_type: 'text', body: 'Yes, in two weeks.' },
    ]);
    const at = new Date();
    await database.db.insert(cvViews).values([
      { company_id: company.companyId, seeker_id: me.id, day: '2026-01-10', first_at: at, last_at: at, count: 3, source: 'search' },
      { company_id: hidden.companyId, seeker_id: me.id, day: '2026-01-11', first_at: at, last_at: at, count: 1, source: 'application', confidential: true },
    ]);
    return { me, job, secret, company, hidden };
  }

  it('puts applications with cover notes, saved jobs, alerts, conversations and CV views in the JSON, with names next to ids', async () => {
    const { me, job, secret, company } = await activeSeeker();
    const response = await me.call('GET', '/api/v1/user/export', undefined, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { activity } = response.json();
    expect(activity.applications).toEqual([
      expect.objectContaining({
        job_id: job.id,
        job_title: 'Senior Accountant',
        company_id: company.companyId,
        company_name: 'Horizon Tech',
        stage: 'shortlisted',
        cover_note: 'I have <b>five</b> years of SAP.',
        stages: [expect.objectContaining({ stage: 'submitted' }), expect.objectContaining({ stage: 'shortlisted' })],
      }),
    ]);
    // The confidential job's company stays unnamed, as on the site.
    expect(activity.saved_jobs).toEqual([expect.objectContaining({ job_id: secret.id, job_title: 'Finance Manager', company_id: null, company_name: null })]);
    expect(activity.job_alerts).toEqual([expect.objectContaining({ open_keys: 'محاسب', frequency: 'weekly', email: me.account.email })]);
    expect(activity.conversations).toEqual([
      expect.objectContaining({
        company_name: 'Horizon Tech',
        job_title: 'Senior Accountant',
        messages: [expect.objectContaining({ from: 'company', body: 'Can you start next month?' }), expect.objectContaining({ from: 'me', body: 'Yes, in two weeks.' })],
      }),
    ]);
    expect(activity.cv_views).toEqual([
      expect.objectContaining({ day: '2026-01-11', company_id: null, company_name: null, views: 1 }),
      expect.objectContaining({ day: '2026-01-10', company_name: 'Horizon Tech', views: 3 }),
    ]);
    // Arabic readers get the Arabic company name.
    const arabic = (await me.call('GET', '/api/v1/user/export', undefined, 'ar')).json().activity;
    expect(arabic.applications[0].company_name).toBe('الأفق للتقنية');
  });

  it('answers a readable HTML page in the reader’s language, every value escaped', async () => {
    const { me } = await activeSeeker();
    const english = await me.call('GET', '/api/v1/user/export?format=html', undefined, 'en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['content-disposition']).toMatch(/^attachment; filename="tawzeef-my-data-\d{4}-\d{2}-\d{2}\.html"$/);
    const page = english.body;
    expect(page).toContain('<html lang="en" dir="ltr">');
    for (const text of ['Your data on Tawzeef', 'Applications', 'Senior Accountant', 'Horizon Tech', 'Shortlisted', 'Saved jobs', 'Confidential company', 'Weekly', 'Can you start next month?', '3 views', '1 view'])
      expect(page, text).toContain(text);
    expect(page).toContain('I have &lt;b&gt;five&lt;/b&gt; years of SAP.');
    expect(page).not.toContain('<b>five</b>');
    expect(page).not.toContain('شركة خفية');

    const arabic = (await me.call('GET', '/api/v1/user/export?format=html', undefined, 'ar')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const text of ['بياناتك في توظيف', 'طلبات التوظيف', 'الأفق للتقنية', 'في القائمة المختصرة', 'شركة سرية', 'أسبوعيًا', '3 مشاهدات', 'مشاهدة واحدة']) expect(arabic, text).toContain(text);
    expect((await me.call('GET', '/api/v1/user/export?format=pdf', undefined, 'en')).statusCode).toBe(422);
  });

  it('names majors, languages and links in words and keeps the phone left to right (decision 150)', async () => {
    const me = await signUp(app);
    const [major] = await database.db.select().from(majors).limit(1);
    await database.db.insert(seekerProfiles).values({ user_id: me.id, linkedin: 'https://www.linkedin.com/in/noura' }).onConflictDoUpdate({ target: seekerProfiles.user_id, set: { linkedin: 'https://www.linkedin.com/in/noura' } });
    await database.db.insert(seekerMajors).values({ user_id: me.id, major_id: major!.id, position: 1 });
    await database.db.insert(cvLanguages).values([
      { user_id: me.id, language: 'ar', level: 'native' },
      { user_id: me.id, language: 'fil', level: 'basic' },
    ]);
    const json = (await me.call('GET', '/api/v1/user/export', undefined, 'ar')).json();
    expect(json.cv.prominent_majors).toEqual([{ id: major!.id, name: major!.name_ar }]);

    const arabic = (await me.call('GET', '/api/v1/user/export?format=html', undefined, 'ar')).body;
    expect(arabic).toContain(`<bdi>${major!.name_ar}</bdi>`);
    expect(arabic).toContain('<bdi>العربية</bdi> — اللغة الأم');
    expect(arabic).toContain('<bdi>الفلبينية</bdi>');
    expect(arabic).toContain('لينكدإن: ');
    expect(arabic).not.toContain('<bdi>ar</bdi>');
    expect(arabic).not.toContain('linkedin:');
    expect(arabic).toMatch(/<bdi>\u2066\+9665\d{8}\u2069<\/bdi>/);
    const english = (await me.call('GET', '/api/v1/user/export?format=html', undefined, 'en')).body;
    expect(english).toContain(`<bdi>${major!.name_en}</bdi>`);
    expect(english).toContain('<bdi>Arabic</bdi> — Native');
    expect(english).not.toContain('(ids)');
  });
});

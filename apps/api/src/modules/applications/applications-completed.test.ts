import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { experiences, files, jobs, qualifications, seekerMajors, seekerProfiles, skills, users, type TJobRow } from '../../db/schema/index.ts';
import { confirmEmail, signUp, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, readyCompany, type TTestCompany } from '../../test/factories.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { runApplicationDigests } from './company-digest.ts';
import { buildCvSnapshot, matchCvOf } from './cv-snapshot.ts';
import { readSeekerForPreview } from './preview.ts';
import { giveMinimumProfile } from '../../test/factories.ts';

const drivers = await testDrivers();
type TMail = Parameters<TNotifier['mail']>[0];
const HOUR = 60 * 60 * 1000;

describe.each(drivers)('applications, completed (decision 024) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  const mails: TMail[] = [];
  const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
  // A clock that runs, moved forward by the tests (applications made within one millisecond would share a time).
  let clock = 0;
  const now = () => new Date(Date.now() + clock);
  let riyadhId: number;
  let company: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.example' }, { notifier, now });
    const cities = (await app.inject({ url: '/api/v1/lookups/cities', headers: { 'x-locale': 'en' } })).json().data;
    riyadhId = cities.find((c: { name: string }) => c.name === 'Riyadh').id;
    company = await readyCompany(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function job(values: Partial<TJobRow> = {}): Promise<TJobRow> {
    const [row] = await database.db
      .insert(jobs)
      .values({ company_id: company.companyId, status: 'active', title: 'Accountant', description: '<p>Excel and SAP.</p>', deadline: dayFromToday(20), city_id: riyadhId, salary_from: 8000, salary_to: 12000, activated_at: new Date(), published_at: new Date(), ...values })
      .returning();
    return row!;
  }
  const apply = (who: TSignedUp, jobId: number, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/jobs/${jobId}/applications`, {}, locale);
  const preview = async (who: TSignedUp, jobId: number) => (await who.call('GET', `/api/v1/jobs/${jobId}/my-match`)).json().data;

  it('refuses to apply below the minimum profile (422, naming each missing part) and says the same in the preview', async () => {
    const seeker = await signUp(app);
    const target = await job();
    const refused = await apply(seeker, target.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Complete your profile before applying: what is missing is listed below');
    expect(Object.keys(refused.json().errors).sort()).toEqual(['city', 'contact', 'desired_job']);
    expect(refused.json().errors.city).toEqual(['City field is required']);
    const arabic = await apply(seeker, target.id, 'ar');
    expect(arabic.json().errors.contact).toEqual(['حقل رقم جوال أو بريد إلكتروني مؤكد مطلوب']);
    expect((await preview(seeker, target.id)).missing_profile).toEqual(['contact', 'city', 'desired_job']);

    // A confirmed email, a city and a CV file (instead of a desired job title) are enough.
    await confirmEmail(database, seeker.id);
    await database.db.insert(seekerProfiles).values({ user_id: seeker.id, city_id: riyadhId }).onConflictDoUpdate({ target: seekerProfiles.user_id, set: { city_id: riyadhId } });
    expect((await preview(seeker, target.id)).missing_profile).toEqual(['desired_job']);
    const [cv] = await database.db.insert(files).values({ key: randomBytes(16).toString('hex'), owner_id: seeker.id, kind: 'cv', content_type: 'application/pdf', size: 10, original_name: 'cv.pdf' }).returning();
    await database.db.update(seekerProfiles).set({ cv_file_id: cv!.id }).where(eq(seekerProfiles.user_id, seeker.id));
    expect((await preview(seeker, target.id)).missing_profile).toEqual([]);
    expect((await apply(seeker, target.id)).statusCode).toBe(201);
  });

  it('shows the seeker their own match score and reasons: a preview before applying, the stored one after, and in My applications', async () => {
    const seeker = await signUp(app);
    await giveMinimumProfile(database, seeker.id, { city_id: riyadhId });
    const target = await job();
    const before = await preview(seeker, target.id);
    expect(before.match.from).toBe('preview');
    expect(before.match.reasons.find((r: { code: string }) => r.code === 'city')).toMatchObject({ outcome: 'met' });
    const applied = (await apply(seeker, target.id)).json().data;
    expect(applied).toMatchObject({ match_score: before.match.score, match_reasons: before.match.reasons });
    const after = await preview(seeker, target.id);
    expect(after.match).toEqual({ ...before.match, from: 'application' });
    const mine = (await seeker.call('GET', '/api/v1/user/applications')).json().data.items[0];
    expect(mine).toMatchObject({ id: applied.id, match_score: before.match.score });
    expect((await seeker.call('GET', '/api/v1/jobs/2000000000/my-match')).statusCode).toBe(404);
    expect((await company.call('GET', `/api/v1/jobs/${target.id}/my-match`)).statusCode).toBe(403);
  });

  it('reads the match fields of a CV in one statement as the whole CV gives them (decision 065)', async () => {
    const majors = (await app.inject({ url: '/api/v1/lookups/majors', headers: { 'x-locale': 'en' } })).json().data as Array<{ id: number }>;
    const [m1, m2, m3] = majors.map((major) => major.id);
    const full = await signUp(app);
    await giveMinimumProfile(database, full.id, { city_id: riyadhId });
    await database.db.update(seekerProfiles).set({ major_id: m1, expected_salary: 9500.5 }).where(eq(seekerProfiles.user_id, full.id));
    // Inserted out of the CV's orders, so that an order lost on the way shows.
    await database.db.insert(seekerMajors).values([
      { user_id: full.id, major_id: m3!, position: 2 },
      { user_id: full.id, major_id: m2!, position: 1 },
    ]);
    await database.db.insert(experiences).values([
      { user_id: full.id, company_name: 'A', job_title: 'Clerk', start_date: '2015-03-01', end_date: '2018-06-30', foundation_major_id: m2 },
      { user_id: full.id, company_name: 'B', job_title: 'Accountant', start_date: '2019-01-15', is_current: true, foundation_major_id: m1 },
      { user_id: full.id, company_name: 'C', job_title: 'Intern', start_date: '2014-07-01', end_date: '2014-09-01' },
    ]);
    await database.db.insert(qualifications).values([
      { user_id: full.id, qualification_type: 'diploma', university: 'X', study_field: 'Finance', graduated_year: 2012 },
      { user_id: full.id, qualification_type: 'ma', university: 'Y', study_field: 'Accounting', graduation_date: '2020-05-20' },
      { user_id: full.id, qualification_type: 'bachelor', university: 'Z', study_field: 'Accounting', graduated_year: 2014, graduated_month: 6 },
    ]);
    await database.db.insert(skills).values([
      { user_id: full.id, skill_name: 'SAP', level: 'high' },
      { user_id: full.id, skill_name: 'Excel', level: 'excellent' },
    ]);
    const bare = await signUp(app);
    for (const who of [full, bare]) {
      const whole = matchCvOf((await buildCvSnapshot(database.db, who.id)).cv);
      expect((await readSeekerForPreview(database.db, who.id)).cv).toEqual(whole);
    }
    const read = (await readSeekerForPreview(database.db, full.id)).cv;
    expect(read).toMatchObject({ major_id: m1, major_ids: [m2, m3], experience_major_ids: [m1, m2], city_id: riyadhId, qualification_types: ['ma', 'bachelor', 'diploma'], skills: ['SAP', 'Excel'], expected_salary: 9500.5 });
    expect(read.experiences.map((e) => e.start_date)).toEqual(['2019-01-15', '2015-03-01', '2014-07-01']);
    expect((await readSeekerForPreview(database.db, bare.id)).cv).toMatchObject({ major_id: null, major_ids: [], experiences: [], skills: [], expected_salary: null });
  });

  it('mails "application received" to the seeker and at most one digest per job and hour to the company, each in its language', async () => {
    await database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, company.id));
    const target = await job({ title: 'Cashier' });
    const first = await signUp(app, 'USER', { first_name: 'Huda', last_name: 'Alharbi' });
    await giveMinimumProfile(database, first.id);
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, first.id));
    mails.length = 0;
    expect((await apply(first, target.id)).statusCode).toBe(201);
    const received = mails.find((m) => m.to === first.account.email && m.purpose === 'application_received')!;
    expect(received).toMatchObject({ locale: 'en', purpose: 'application_received', subject: 'Application received: Cashier' });
    const digest = mails.filter((m) => m.to === company.account.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]).toMatchObject({ locale: 'ar', purpose: 'application_digest' });
    expect(digest[0]!.text).toContain('Huda Alharbi');
    expect(digest[0]!.text).toContain(`https://tawzeef.example/company-jobs/${target.id}/applicants`);

    // Two more within the hour: no mail to the company until the hour has passed, then one digest of both.
    mails.length = 0;
    for (const name of ['Salem', 'Noura']) {
      const seeker = await signUp(app, 'USER', { first_name: name, last_name: 'Test' });
      await giveMinimumProfile(database, seeker.id);
      expect((await apply(seeker, target.id)).statusCode).toBe(201);
    }
    expect(mails.filter((m) => m.to === company.account.email)).toHaveLength(0);
    expect(mails.filter((m) => m.purpose === 'application_received')).toHaveLength(2);
    // (The database may hold other tests' applications: only this company's mails are counted.)
    const deps = { db: database.db, notifier, config: { publicUrl: 'https://tawzeef.example' }, now };
    await runApplicationDigests(deps);
    expect(mails.filter((m) => m.to === company.account.email)).toHaveLength(0);
    clock += HOUR + 1000;
    expect((await runApplicationDigests(deps)).ran).toBe(true);
    const late = mails.filter((m) => m.to === company.account.email);
    expect(late).toHaveLength(1);
    expect(late[0]!.text).toContain('Salem Test');
    expect(late[0]!.text).toContain('Noura Test');
    expect(late[0]!.text).not.toContain('Huda');
    // Nothing new: nothing more, whatever the hour.
    clock += 2 * HOUR;
    await runApplicationDigests(deps);
    expect(mails.filter((m) => m.to === company.account.email)).toHaveLength(1);
  });
});

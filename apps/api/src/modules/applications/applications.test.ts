// Over 300 lines on purpose: applying, stages, withdrawal and saved jobs as the applications module's specification.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationEvents, applications, jobs, users, type TJobRow } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import type { TNotifier } from '../delivery/notifier.ts';
import { dayFromToday, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { giveMinimumProfile } from '../../test/factories.ts';
import { multipartFile } from '../../test/uploads.ts';

const drivers = await testDrivers();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

type TMail = Parameters<TNotifier['mail']>[0];

describe.each(drivers)('applications API on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;
  const mails: TMail[] = [];
  let riyadhId: number;
  let jeddahId: number;
  let majorId: number;
  let company: TTestCompany;
  let rival: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-applications-'));
    const notifier: TNotifier = { mail: async (m) => void mails.push(m), sms: async () => undefined };
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), PUBLIC_URL: 'https://tawzeef.example' }, { notifier });
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    const cities = await get('/api/v1/lookups/cities');
    riyadhId = cities.find((c: { name: string }) => c.name === 'Riyadh').id;
    jeddahId = cities.find((c: { name: string }) => c.name === 'Jeddah').id;
    majorId = (await get('/api/v1/lookups/majors'))[0].id;
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A job of `owner` inserted in the given state (live by default), with what the match score reads. */
  async function job(owner: TTestCompany, values: Partial<TJobRow> = {}): Promise<TJobRow> {
    const [row] = await database.db
      .insert(jobs)
      .values({
        company_id: owner.companyId,
        status: 'active',
        title: `Accountant ${randomBytes(3).toString('hex')}`,
        description: '<p>We need Excel and SAP skills for monthly closing.</p>',
        deadline: dayFromToday(20),
        city_id: riyadhId,
        major_id: majorId,
        experience_years: 2,
        qualification_type: 'bachelor',
        salary_from: 8000,
        salary_to: 12000,
        activated_at: new Date(),
        published_at: new Date(),
        ...values,
      })
      .returning();
    return row!;
  }

  const countOf = async (jobId: number) => (await database.db.select({ n: jobs.applications_count }).from(jobs).where(eq(jobs.id, jobId)))[0]!.n;
  const apply = (who: TSignedUp, jobId: number, body: unknown = {}, locale: 'ar' | 'en' = 'en') => who.call('POST', `/api/v1/jobs/${jobId}/applications`, body, locale);
  /** A job seeker with the minimum profile applying needs (decision 024), in Jeddah (the jobs are in Riyadh). */
  const seekerUp = async (overrides: Record<string, unknown> = {}) => {
    const who = await signUp(app, 'USER', overrides);
    await giveMinimumProfile(database, who.id, { city_id: jeddahId });
    return who;
  };

  it('applies in one step with a cover note, keeps the CV as it was, scores the match and counts the application', async () => {
    const seeker = await seekerUp({ first_name: 'Huda', last_name: 'Alharbi' });
    await seeker.call('PUT', '/api/v1/user/profile/info', { major_id: majorId, summary: 'Accountant with ten years in retail.' });
    await seeker.call('PUT', '/api/v1/user/profile/job-required', { job_role_title: 'Senior accountant', expected_salary: 10000, notice_period: 1, job_type: 'full_time' });
    await seeker.call('POST', '/api/v1/user/skills', { skill_name: 'Excel', level: 'excellent' });
    const target = await job(company);

    const response = await apply(seeker, target.id, { cover_note: '  I closed the books of three retailers.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Your application has been sent: follow its progress in My applications');
    expect(body.data).toMatchObject({ stage: 'submitted', cover_note: 'I closed the books of three retailers.', withdrawn_at: null, can_withdraw: true, job: { id: target.id, is_open: true } });
    expect(body.data.events).toEqual([expect.objectContaining({ stage: 'submitted', by: 'seeker' })]);
    expect(await countOf(target.id)).toBe(1);

    // The CV changes after applying: the application keeps what the company was sent.
    await seeker.call('PUT', '/api/v1/user/profile/info', { major_id: majorId, summary: 'Changed later.' });
    const [row] = await database.db.select().from(applications).where(eq(applications.id, body.data.id));
    const snapshot = row!.cv_snapshot as { first_name: string; email: string; cv: { summary: string; skills: Array<{ skill_name: string }> } };
    expect(snapshot).toMatchObject({ first_name: 'Huda', email: seeker.account.email, cv: { summary: 'Accountant with ten years in retail.' } });
    expect(snapshot.cv.skills.map((s) => s.skill_name)).toEqual(['Excel']);
    const reasons = row!.match_reasons as Array<{ code: string; outcome: string }>;
    expect(Object.fromEntries(reasons.map((r) => [r.code, r.outcome]))).toMatchObject({ major: 'met', salary: 'met', skills: 'met', experience: 'missed', city: 'missed' });
    expect(row!.match_score).toBeGreaterThan(0);
    expect(row!.match_score).toBeLessThan(100);

    const viewer = (await seeker.call('GET', `/api/v1/jobs/${target.id}/viewer`)).json().data;
    expect(viewer).toMatchObject({ application: { id: body.data.id, stage: 'submitted', withdrawn_at: null }, is_saved: false });
  });

  it('refuses a second application to the same job', async () => {
    const seeker = await seekerUp();
    const target = await job(company);
    expect((await apply(seeker, target.id)).statusCode).toBe(201);
    const again = await apply(seeker, target.id, {}, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('لقد تقدمت لهذه الوظيفة من قبل: تابع طلبك في طلباتي');
    expect(await countOf(target.id)).toBe(1);
  });

  it('makes exactly one application of two parallel submissions', async () => {
    const seeker = await seekerUp();
    const target = await job(company);
    const answers = await Promise.all([apply(seeker, target.id), apply(seeker, target.id), apply(seeker, target.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await database.db.select().from(applications).where(and(eq(applications.job_id, target.id), eq(applications.user_id, seeker.id)));
    expect(rows).toHaveLength(1);
    expect(await countOf(target.id)).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first application, sent together or later, and mails once', async () => {
    const seeker = await seekerUp();
    const target = await job(company);
    const other = await job(company);
    const key = `apply-${randomBytes(8).toString('hex')}`;
    const keyed = (jobId: number, value = key) =>
      app.inject({ method: 'POST', url: `/api/v1/jobs/${jobId}/applications`, payload: { cover_note: 'Retry-safe' }, headers: { authorization: `Bearer ${seeker.token}`, 'x-locale': 'en', 'idempotency-key': value } });
    mails.length = 0;
    const together = await Promise.all([keyed(target.id), keyed(target.id), keyed(target.id)]);
    expect(together.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(together.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const later = await keyed(target.id);
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).toBe([...ids][0]);
    expect(await countOf(target.id)).toBe(1);
    expect(mails.filter((m) => m.to === seeker.account.email && m.purpose === 'application_received')).toHaveLength(1);
    // Without the key, a second application is still refused; the key for another job is 422; a malformed key 400.
    expect((await apply(seeker, target.id)).statusCode).toBe(409);
    const reused = await keyed(other.id);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toContain('Idempotency-Key');
    expect(await countOf(other.id)).toBe(0);
    expect((await keyed(other.id, '')).statusCode).toBe(400);
    expect((await keyed(other.id, 'x'.repeat(256))).statusCode).toBe(400);
  });

  it('refuses to apply to a draft (404), an expired, a closed or a past-deadline job (409)', async () => {
    const seeker = await seekerUp();
    const draft = await job(company, { status: 'draft', activated_at: null, published_at: null });
    expect((await apply(seeker, draft.id)).statusCode).toBe(404);
    for (const values of [{ status: 'expired' as const }, { status: 'closed' as const }, { deadline: dayFromToday(-2) }]) {
      const target = await job(company, values);
      const response = await apply(seeker, target.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This job no longer takes applications');
      expect(await countOf(target.id)).toBe(0);
    }
    expect((await apply(seeker, 2_000_000_000)).statusCode).toBe(404);
  });

  it('lets only job seekers apply: a company or an administrator is refused with 403', async () => {
    const target = await job(company);
    expect((await apply(rival, target.id)).statusCode).toBe(403);
    const admin = await signUpAdmin(app, database);
    expect((await apply(admin, target.id)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/v1/jobs/${target.id}/applications`, payload: {} })).statusCode).toBe(401);
  });

  it('refuses a cover note longer than 2000 characters with a field error', async () => {
    const seeker = await seekerUp();
    const target = await job(company);
    const response = await apply(seeker, target.id, { cover_note: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.cover_note).toHaveLength(1);
  });

  it('withdraws an application, uncounts it, hides it from the company, and reopens it when the seeker applies again', async () => {
    const seeker = await seekerUp();
    const target = await job(company);
    const id = (await apply(seeker, target.id)).json().data.id;

    const withdrawn = await seeker.call('POST', `/api/v1/user/applications/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ can_withdraw: false, can_reapply: true });
    expect(withdrawn.json().data.withdrawn_at).not.toBeNull();
    expect(await countOf(target.id)).toBe(0);
    expect((await seeker.call('POST', `/api/v1/user/applications/${id}/withdraw`)).statusCode).toBe(409);
    expect((await company.call('GET', `/api/v1/company/applications/${id}`)).statusCode).toBe(404);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'shortlisted' })).statusCode).toBe(404);
    expect((await company.call('GET', `/api/v1/company/jobs/${target.id}/applications`)).json().data.total).toBe(0);

    const again = await apply(seeker, target.id, { cover_note: 'Still interested' });
    expect(again.statusCode).toBe(201);
    expect(again.json().message).toBe('Your application has been sent again: follow its progress in My applications');
    expect(again.json().data).toMatchObject({ id, stage: 'submitted', withdrawn_at: null, cover_note: 'Still interested' });
    expect(again.json().data.events.map((e: { stage: string }) => e.stage)).toEqual(['submitted', 'withdrawn', 'submitted']);
    expect(await countOf(target.id)).toBe(1);
  });

  it('moves applicants through the stages with a timestamped event and a mail to the seeker in their language', async () => {
    const seeker = await seekerUp({ first_name: 'Salem' });
    await database.db.update(users).set({ locale: 'ar', ar_first_name: 'سالم', ar_last_name: 'القحطاني' }).where(eq(users.id, seeker.id));
    const target = await job(company, { title: 'محاسب أول' });
    mails.length = 0;
    const id = (await apply(seeker, target.id)).json().data.id;
    // An Arabic mail greets by the Arabic name when the account has one.
    expect(mails.find((m) => m.purpose === 'application_received')?.text).toContain('مرحبًا سالم');
    mails.length = 0;

    // Opening it marks it viewed, without a mail.
    const opened = await company.call('GET', `/api/v1/company/applications/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ stage: 'viewed', name: 'Salem Alqahtani', email: seeker.account.email, next_stages: ['shortlisted', 'interview', 'rejected', 'hired'] });
    expect(opened.json().data.cv_snapshot.email).toBe(seeker.account.email);
    expect(mails).toHaveLength(0);

    const moved = await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('The applicant has been moved: they will be told by email');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ to: seeker.account.email, locale: 'ar', purpose: 'application_stage' });
    expect(mail.subject).toContain('محاسب أول');
    expect(mail.text).toContain('في القائمة المختصرة');
    expect(mail.text).toContain('سالم');
    expect(mail.text).not.toContain('Salem');
    expect(mail.text).toContain('https://tawzeef.example/my-applications');
    expect(mail.html).toContain('dir="rtl"');

    // The same stage again changes nothing; a move the rules do not allow is 409.
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'shortlisted' })).statusCode).toBe(200);
    expect(mails).toHaveLength(1);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'submitted' })).statusCode).toBe(409);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'viewed' })).statusCode).toBe(409);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'hired' })).statusCode).toBe(200);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'rejected' })).statusCode).toBe(409);
    expect((await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'bogus' })).statusCode).toBe(422);

    const events = await database.db.select().from(applicationEvents).where(eq(applicationEvents.application_id, id));
    expect(events.map((e) => e.stage)).toEqual(['submitted', 'viewed', 'shortlisted', 'hired']);
    expect(events.every((e) => e.created_at instanceof Date)).toBe(true);

    const mine = (await seeker.call('GET', '/api/v1/user/applications')).json().data;
    expect(mine.items[0]).toMatchObject({ id, stage: 'hired', can_withdraw: false });
    expect(mine.items[0].events.map((e: { stage: string; by: string }) => `${e.stage}:${e.by}`)).toEqual(['submitted:seeker', 'viewed:company', 'shortlisted:company', 'hired:company']);
    // A hired application cannot be withdrawn.
    expect((await seeker.call('POST', `/api/v1/user/applications/${id}/withdraw`)).statusCode).toBe(409);
  });

  it('hides a confidential job\'s company in the stage mail', async () => {
    const seeker = await seekerUp();
    await database.db.update(users).set({ locale: 'en' }).where(eq(users.id, seeker.id));
    const target = await job(company, { show_company: false });
    const id = (await apply(seeker, target.id)).json().data.id;
    mails.length = 0;
    await company.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'interview' });
    expect(mails[0]!.text).toContain('a confidential company');
    expect(mails[0]!.text).toContain('Invited to an interview');
  });

  it('lists a job\'s applicants by stage and by match score, with counts per stage', async () => {
    const target = await job(company);
    const strong = await seekerUp();
    await strong.call('PUT', '/api/v1/user/profile/info', { major_id: majorId });
    const weak = await seekerUp();
    await apply(weak, target.id);
    await apply(strong, target.id);
    const list = (await company.call('GET', `/api/v1/company/jobs/${target.id}/applications?sort=match`)).json().data;
    expect(list.items.map((a: { name: string; match_score: number }) => a.match_score)).toEqual([...list.items.map((a: { match_score: number }) => a.match_score)].sort((a, b) => b - a));
    expect(list.items[0].id).toBe((await strong.call('GET', `/api/v1/jobs/${target.id}/viewer`)).json().data.application.id);
    expect(list.stage_counts).toMatchObject({ submitted: 2, shortlisted: 0 });
    const newest = (await company.call('GET', `/api/v1/company/jobs/${target.id}/applications?sort=newest`)).json().data;
    expect(newest.items.map((a: { id: number }) => a.id)).toEqual([...list.items.map((a: { id: number }) => a.id)].sort((a, b) => b - a));
    await company.call('PUT', `/api/v1/company/applications/${list.items[0].id}/stage`, { stage: 'shortlisted' });
    const shortlisted = (await company.call('GET', `/api/v1/company/jobs/${target.id}/applications?stage=shortlisted`)).json().data;
    expect(shortlisted.items.map((a: { id: number }) => a.id)).toEqual([list.items[0].id]);
    expect((await company.call('GET', `/api/v1/company/jobs/${target.id}/applications?sort=salary`)).statusCode).toBe(422);
  });

  it('shows a company only the applicants of its own jobs, and a seeker only their own applications (404)', async () => {
    const seeker = await seekerUp();
    const other = await seekerUp();
    const target = await job(company);
    const id = (await apply(seeker, target.id)).json().data.id;
    expect((await rival.call('GET', `/api/v1/company/jobs/${target.id}/applications`)).statusCode).toBe(404);
    expect((await rival.call('GET', `/api/v1/company/applications/${id}`)).statusCode).toBe(404);
    expect((await rival.call('PUT', `/api/v1/company/applications/${id}/stage`, { stage: 'rejected' })).statusCode).toBe(404);
    expect((await rival.call('GET', `/api/v1/company/applications/${id}/cv-file`)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/v1/user/applications/${id}`)).statusCode).toBe(404);
    expect((await other.call('POST', `/api/v1/user/applications/${id}/withdraw`)).statusCode).toBe(404);
    expect((await seeker.call('GET', `/api/v1/company/jobs/${target.id}/applications`)).statusCode).toBe(403);
    const [row] = await database.db.select({ stage: applications.stage, withdrawn: applications.withdrawn_at }).from(applications).where(eq(applications.id, id));
    expect(row).toEqual({ stage: 'submitted', withdrawn: null });
  });

  it('keeps the CV file with the application and serves it only to the job\'s company', async () => {
    const seeker = await seekerUp();
    const file = multipartFile(PDF, 'cv.pdf');
    const upload = await app.inject({ method: 'POST', url: '/api/v1/files?kind=cv', payload: file.payload, headers: { ...file.headers, authorization: `Bearer ${seeker.token}` } });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await seeker.call('PUT', '/api/v1/user/profile/cv', { file_id: upload.json().data.id })).statusCode).toBe(200);
    const target = await job(company);
    const id = (await apply(seeker, target.id)).json().data.id;
    const detail = (await company.call('GET', `/api/v1/company/applications/${id}`)).json().data;
    expect(detail).toMatchObject({ has_cv_file: true, cv_file: { name: 'cv.pdf', content_type: 'application/pdf' } });
    const download = await company.call('GET', `/api/v1/company/applications/${id}/cv-file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await rival.call('GET', `/api/v1/company/applications/${id}/cv-file`)).statusCode).toBe(404);
  });

  it('saves, lists and unsaves jobs, each card saying whether the job is still open', async () => {
    const seeker = await seekerUp();
    const open = await job(company);
    const closing = await job(company, { city_id: jeddahId });
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${open.id}`)).statusCode).toBe(200);
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${open.id}`)).statusCode).toBe(200);
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${closing.id}`)).statusCode).toBe(200);
    await database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closing.id));
    const list = (await seeker.call('GET', '/api/v1/user/saved-jobs')).json().data;
    expect(list.total).toBe(2);
    expect(list.items.map((card: { id: number; is_open: boolean }) => [card.id, card.is_open])).toEqual([
      [closing.id, false],
      [open.id, true],
    ]);
    expect((await seeker.call('GET', `/api/v1/jobs/${open.id}/viewer`)).json().data.is_saved).toBe(true);
    const removed = await seeker.call('DELETE', `/api/v1/saved-jobs/${open.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ is_saved: false });
    expect((await seeker.call('GET', '/api/v1/user/saved-jobs')).json().data.items.map((c: { id: number }) => c.id)).toEqual([closing.id]);
    const draft = await job(company, { status: 'draft' });
    expect((await seeker.call('PUT', `/api/v1/saved-jobs/${draft.id}`)).statusCode).toBe(404);
    expect((await company.call('PUT', `/api/v1/saved-jobs/${open.id}`)).statusCode).toBe(403);
    // Another seeker's saved jobs are theirs alone.
    expect((await (await signUp(app)).call('GET', '/api/v1/user/saved-jobs')).json().data.total).toBe(0);
  });
});

// The held-ads queue decided in bulk (issue 57 §6): approve or reject (with one reason) many held jobs in one request,
// each job as its single decision would be decided: its audit entry, its mail in the company's language, its refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import { signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();
const BULK = '/api/admin/moderation/jobs/bulk';

describe.each(drivers)('bulk decisions on held jobs on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let sectorId: number;
  let cityId: number;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.test', JOB_POSTING_FEE_SAR: '499' });
    admin = await signUpAdmin(app, database);
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    sectorId = (await get('/api/v1/lookups/sectors'))[0].id;
    cityId = (await get('/api/v1/lookups/cities'))[0].id;
  });
  afterAll(async () => {
    await app.close();
  });

  async function company(locale: 'ar' | 'en'): Promise<TTestCompany> {
    const created = await readyCompany(app, database);
    await database.db.update(users).set({ locale }).where(eq(users.id, created.id));
    return created;
  }
  /** A job of `owner` sent to payment and held by the screen for what its qualifications ask. */
  async function heldJob(owner: TTestCompany, qualifications = 'ذكر سعودي الجنسية فقط، أعزب'): Promise<number> {
    const draft = await owner.call('POST', '/api/v1/company/jobs', {
      title: `محاسب أول ${Math.random().toString(36).slice(2, 8)}`,
      description: '<p>إعداد القوائم المالية الشهرية.</p>',
      duties: 'الإقفال الشهري',
      qualifications,
      qualification_type: 'bachelor',
      experience_years: 3,
      sector_id: sectorId,
      city_id: cityId,
      job_type: 'full_time',
      working_hours: 'من الأحد إلى الخميس',
      benefits: 'تأمين طبي',
      deadline: dayFromToday(30),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as number;
    const submitted = await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
    expect((await jobOf(database, id)).status, submitted.body).toBe('held');
    return id;
  }
  const mails = (to: string, purpose: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, to), eq(mailOutbox.purpose, purpose)));

  it('approves several held jobs at once: each leaves review with its own audit entry and mail', async () => {
    const [first, second] = [await company('ar'), await company('en')];
    const ids = [await heldJob(first), await heldJob(second)];
    const answer = await admin.call('POST', BULK, { action: 'approve', ids });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ done: 2, failed: 0, results: ids.map((id) => ({ id, ok: true, status: 200, message: 'The job is approved and the company was told' })) });
    for (const id of ids) expect((await jobOf(database, id)).status).toBe('awaiting_payment');
    expect(await mails(first.account.email, 'job_review_approved')).toEqual([expect.objectContaining({ locale: 'ar' })]);
    expect(await mails(second.account.email, 'job_review_approved')).toEqual([expect.objectContaining({ locale: 'en' })]);
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'jobs'), inArray(auditLog.record_id, ids.map(String))));
    expect(audit.map((entry) => [entry.record_id, entry.action, entry.actor_id]).sort()).toEqual(ids.map((id) => [String(id), 'review_approve', admin.id]).sort());
  });

  it('rejects several with one reason mailed to each company in its language, and reports the jobs it could not decide', async () => {
    const [first, second] = [await company('ar'), await company('en')];
    const ids = [await heldJob(first), await heldJob(second)];
    const decided = await heldJob(first);
    expect((await admin.call('POST', `/api/admin/moderation/jobs/${decided}/approve`)).statusCode).toBe(200);
    const reason = 'Requirements about sex, nationality or marital status are not allowed';
    const answer = await admin.call('POST', BULK, { action: 'reject', ids: [...ids, decided, 999_999_999], reason }, 'ar');
    expect(answer.statusCode, answer.body).toBe(200);
    const { done, failed, results } = answer.json().data;
    expect({ done, failed }).toEqual({ done: 2, failed: 2 });
    expect(results.map((result: { id: number; status: number }) => [result.id, result.status])).toEqual([[ids[0], 200], [ids[1], 200], [decided, 409], [999_999_999, 404]]);
    expect(results[2].message).toBe('هذه الوظيفة ليست موقوفة للمراجعة (ربما بُتّ فيها): أعد التحميل لمعرفة حالتها');
    for (const [owner, locale] of [[first, 'ar'], [second, 'en']] as const) {
      const [mail, ...more] = await mails(owner.account.email, 'job_review_rejected');
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ locale });
      expect(mail!.text_body).toContain(reason);
    }
    for (const id of ids) expect((await admin.call('GET', `/api/admin/moderation/jobs/${id}`)).json().data.review).toMatchObject({ waiting_for: 'company', reason });
  });

  it('refuses a rejection without a reason and an empty list in words, and is for administrators only', async () => {
    const owner = await company('en');
    const id = await heldJob(owner);
    const noReason = await admin.call('POST', BULK, { action: 'reject', ids: [id] });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason[0]).toMatch(/required|Reason/i);
    expect((await admin.call('POST', BULK, { action: 'approve', ids: [] })).statusCode).toBe(422);
    expect((await owner.call('POST', BULK, { action: 'approve', ids: [id] })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: BULK, payload: { action: 'approve', ids: [id] } })).statusCode).toBe(401);
    expect((await jobOf(database, id)).status).toBe('held');
  });
});

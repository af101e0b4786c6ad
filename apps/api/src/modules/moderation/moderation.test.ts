// Decision 032's specification: job ads screened before they go live and on every edit, held jobs reviewed by
// administrators (never charged twice), anyone's reports hiding a job after three reporters, and the job mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import type { TDatabase, TDatabaseHandle } from '../../db/client.ts';
import { auditLog, jobReports, jobs, mailOutbox, payments, users } from '../../db/schema/index.ts';
import { futureExpiry, signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, insertJob, insertLiveJob, jobOf, readyCompany, uploadReceipt, type TTestCompany } from '../../test/factories.ts';
import { runJobExpiry } from '../jobs/scheduler.ts';
import { createMailer } from '../delivery/mail.ts';
import { loadConfig } from '../../config.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.test';
const DISCRIMINATORY = 'ذكر سعودي الجنسية فقط، العمر أقل من 30 سنة، أعزب';

describe.each(drivers)('moderation of job ads on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let db: TDatabase;
  let admin: TSignedUp;
  let sectorId: number;
  let cityId: number;

  beforeAll(async () => {
    database = await driver.open();
    db = database.db;
    app = await testApp(database, { PUBLIC_URL, JOB_POSTING_FEE_SAR: '499', SEARCH_CACHE_SECONDS: '0' });
    admin = await signUpAdmin(app, database);
    const get = async (url: string) => (await app.inject({ url, headers: { 'x-locale': 'en' } })).json().data;
    sectorId = (await get('/api/v1/lookups/sectors'))[0].id;
    cityId = (await get('/api/v1/lookups/cities'))[0].id;
  });
  afterAll(async () => {
    await app.close();
  });

  async function company(locale: 'ar' | 'en' = 'ar'): Promise<TTestCompany> {
    const created = await readyCompany(app, database);
    await db.update(users).set({ locale }).where(eq(users.id, created.id));
    return created;
  }

  const completeJob = (overrides: Record<string, unknown> = {}) => ({
    title: `محاسب أول ${Math.random().toString(36).slice(2, 8)}`,
    description: '<p>إعداد القوائم المالية الشهرية لشركة ناشئة.</p>',
    duties: 'الإقفال الشهري وإقرارات ضريبة القيمة المضافة',
    qualifications: 'شهادة SOCPA وإجادة اللغة العربية',
    qualification_type: 'bachelor',
    experience_years: 3,
    sector_id: sectorId,
    city_id: cityId,
    job_type: 'full_time',
    working_hours: 'من الأحد إلى الخميس',
    benefits: 'تأمين طبي',
    deadline: dayFromToday(30),
    ...overrides,
  });

  async function draft(owner: TSignedUp, body: Record<string, unknown> = completeJob()): Promise<number> {
    const response = await owner.call('POST', '/api/v1/company/jobs', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }

  /** The mails of one purpose the outbox holds for an address (every mail is recorded there). */
  const mails = (to: string, purpose: string) => db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, to), eq(mailOutbox.purpose, purpose)));
  const paidPayments = (jobId: number) => db.select().from(payments).where(and(eq(payments.job_id, jobId), eq(payments.status, 'paid')));
  const searchIds = async (q: string) => (await app.inject({ url: `/api/v1/jobs?q=${encodeURIComponent(q)}` })).json().data.items.map((item: { id: number }) => item.id);

  async function payOnline(owner: TSignedUp, jobId: number) {
    const payment = (await owner.call('POST', `/api/v1/company/jobs/${jobId}/payments`, { pay_type: 'online' })).json().data;
    const url = new URL(payment.redirect_url);
    const paid = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', number: '4111111111111111', expiry: futureExpiry, cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).json().data.status).toBe('paid');
    return payment;
  }

  describe('screening before a job goes live', () => {
    it('holds a job sent to payment whose requirements discriminate, names each phrase and why, and takes no payment for it', async () => {
      const owner = await company('ar');
      const id = await draft(owner, completeJob({ qualifications: DISCRIMINATORY }));
      const submitted = await owner.call('POST', `/api/v1/company/jobs/${id}/submit`, undefined, 'ar');
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().message).toContain('موقوفة للمراجعة');
      const job = submitted.json().data;
      expect(job.status).toBe('held');
      expect(job.review).toMatchObject({ waiting_for: 'admin', is_paid: false, reason: null });
      expect(job.review.findings.map((finding: { category: string }) => finding.category).sort()).toEqual(['age', 'gender', 'marital_status']);
      expect(job.review.findings).toContainEqual({ field: 'qualifications', phrase: 'العمر أقل من 30 سنة', category: 'age' });
      expect((await owner.call('POST', `/api/v1/company/jobs/${id}/payments`, { pay_type: 'online' })).statusCode).toBe(409);
      expect((await app.inject({ url: `/api/v1/jobs/${id}` })).statusCode).toBe(404);
      const counts = (await owner.call('GET', '/api/v1/company/jobs/counts')).json().data;
      expect(counts.awaiting).toBeGreaterThanOrEqual(1);
    });

    it('sends a clean job to payment as before', async () => {
      const owner = await company('en');
      const id = await draft(owner, completeJob({ qualifications: 'Female ward nursing experience; Saudi nationals preferred per Saudization (Nitaqat)' }));
      const submitted = await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      expect(submitted.json().data).toMatchObject({ status: 'awaiting_payment', review: null });
    });

    // Issue 58's walk-through as a company: each of these went straight to payment under decision 083's list.
    it.each([
      ['qualifications', 'يفضل المسلمين', ['religion']],
      ['title', 'مطلوب شاب سعودي', ['age', 'gender']],
      ['description', '<p>يفضل أن يكون شاباً</p>', ['age', 'gender']],
    ])('holds a job whose %s says «%s» for an administrator instead of sending it to payment (decision 156)', async (field, text, categories) => {
      const owner = await company('ar');
      const id = await draft(owner, completeJob({ [field]: text }));
      const submitted = await owner.call('POST', `/api/v1/company/jobs/${id}/submit`, undefined, 'ar');
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin', is_paid: false } });
      const findings = submitted.json().data.review.findings as Array<{ field: string; category: string }>;
      expect(findings.every((finding) => finding.field === field)).toBe(true);
      expect([...new Set(findings.map((finding) => finding.category))].sort()).toEqual(categories);
      expect((await owner.call('POST', `/api/v1/company/jobs/${id}/payments`, { pay_type: 'online' })).statusCode).toBe(409);
      const queue = (await admin.call('GET', '/api/admin/moderation/jobs')).json().data.items.map((item: { job_id: number }) => item.job_id);
      expect(queue).toContain(id);
    });

    it.each([
      ['description', 'Pay a registration fee of 300 SAR before your interview'],
      ['duties', 'للتقديم تواصل واتساب فقط 0551234567'],
      ['qualifications', 'Send a copy of your passport and your bank IBAN with your application'],
      ['benefits', 'توظيف مضمون 100٪ بدون مقابلة'],
    ])('holds a job whose %s asks what fake ads ask («%s») for the same administrators’ queue, with the reason in both languages (decision 156)', async (field, text) => {
      const owner = await company('en');
      const id = await draft(owner, completeJob({ [field]: text }));
      const submitted = await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      expect(submitted.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin' } });
      expect(submitted.json().data.review.findings).toEqual([{ field, phrase: text.replace(/<[^>]+>/g, ''), category: 'fraud' }]);
      expect(submitted.json().message).toContain('held for review');
      const queue = (await admin.call('GET', '/api/admin/moderation/jobs')).json().data.items.map((item: { job_id: number }) => item.job_id);
      expect(queue).toContain(id);
    });

    it('sends a job to payment whose fees, visas and messengers are the employer’s promise or the job’s duties (decision 156)', async () => {
      const owner = await company('en');
      const id = await draft(
        owner,
        completeJob({
          benefits: 'The company pays all visa and iqama fees; salary transferred to your bank account monthly',
          duties: 'Collect fees from customers and answer their WhatsApp messages',
          qualifications: 'Valid passport required for travel to branches',
        }),
      );
      expect((await owner.call('POST', `/api/v1/company/jobs/${id}/submit`)).json().data).toMatchObject({ status: 'awaiting_payment', review: null });
    });

    it('keeps a held job held when the company edits the phrase away, until an administrator approves it for payment', async () => {
      const owner = await company('en');
      const body = completeJob({ qualifications: 'Female only' });
      const id = await draft(owner, body);
      expect((await owner.call('POST', `/api/v1/company/jobs/${id}/submit`)).json().data.status).toBe('held');
      const edited = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'Female ward nursing experience' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().message).toContain('held for review');
      expect(edited.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin', findings: [], is_paid: false } });
      expect((await owner.call('POST', `/api/v1/company/jobs/${id}/payments`, { pay_type: 'online' })).statusCode).toBe(409);
      const heldAgain = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'Age 25-35' });
      expect(heldAgain.json().data.review.findings).toEqual([{ field: 'qualifications', phrase: 'Age 25-35', category: 'age' }]);
      await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'Female ward nursing experience' });
      const queue = (await admin.call('GET', '/api/admin/moderation/jobs?status=waiting')).json().data.items.map((item: { job_id: number }) => item.job_id);
      expect(queue).toContain(id);
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${id}/approve`)).statusCode).toBe(200);
      expect((await jobOf(database, id)).status).toBe('awaiting_payment');
      await payOnline(owner, id);
      expect((await jobOf(database, id)).status).toBe('active');
    });

    it('keeps a live job held after an edit held until an administrator approves it, however the company rewords it', async () => {
      const owner = await company('ar');
      const title = `مدرب صقور ${Date.now()}`;
      const body = completeJob({ title, qualifications: 'خبرة خمس سنوات' });
      const id = await draft(owner, body);
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      await payOnline(owner, id);
      expect((await jobOf(database, id)).status).toBe('active');
      expect((await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'الأفضلية للذكور' })).json().data.status).toBe('held');
      const reworded = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'خبرة خمس سنوات في تدريب الصقور' });
      expect(reworded.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin', is_paid: true } });
      expect(await searchIds(title)).not.toContain(id);
      expect((await app.inject({ url: `/api/v1/jobs/${id}` })).statusCode).toBe(404);
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${id}/approve`)).statusCode).toBe(200);
      expect((await jobOf(database, id)).status).toBe('active');
      expect(await paidPayments(id)).toHaveLength(1);
      expect(await searchIds(title)).toContain(id);
    });

    it('screens every edit of a live job: a catch takes it off the site until an administrator approves it, without a new payment', async () => {
      const owner = await company('en');
      const title = `Falconry trainer ${Date.now()}`;
      const body = completeJob({ title, qualifications: 'Five years of falconry' });
      const id = await draft(owner, body);
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      await payOnline(owner, id);
      const live = await jobOf(database, id);
      expect(live.status).toBe('active');
      expect(await searchIds(title)).toContain(id);

      const edited = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'Male candidates only' });
      expect(edited.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin', is_paid: true } });
      expect(await searchIds(title)).not.toContain(id);
      expect((await app.inject({ url: `/api/v1/jobs/${id}` })).statusCode).toBe(404);

      const approved = await admin.call('POST', `/api/admin/moderation/jobs/${id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      const after = await jobOf(database, id);
      expect(after.status).toBe('active');
      expect(after.activated_at?.getTime()).toBe(live.activated_at?.getTime());
      expect(await paidPayments(id)).toHaveLength(1);
      expect(await db.select().from(payments).where(and(eq(payments.job_id, id), eq(payments.status, 'pending')))).toHaveLength(0);
      expect(await searchIds(title)).toContain(id);
      // The approved phrase passes from now on: another edit keeps the job live.
      const again = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'Male candidates only', benefits: 'Housing' });
      expect(again.json().data.status).toBe('active');
      expect(await mails(owner.account.email, 'job_live')).toHaveLength(2);
    });

    it('screens again when the payment is confirmed: a paid job that is caught waits for review, and approval publishes it with no second payment', async () => {
      const owner = await company('ar');
      const job = await insertJob(database, owner.companyId, { title: 'مندوب مبيعات', qualifications: 'للذكور فقط' });
      await payOnline(owner, job.id);
      const held = await jobOf(database, job.id);
      expect(held).toMatchObject({ status: 'held', held_paid: true, activated_at: null });
      const [receipt] = await mails(owner.account.email, 'payment_online_paid');
      expect(receipt!.text_body).toContain('تجري مراجعة صياغة الوظيفة');
      expect(await mails(owner.account.email, 'job_live')).toHaveLength(0);

      const own = (await owner.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data;
      expect(own.review).toMatchObject({ waiting_for: 'admin', is_paid: true, findings: [{ field: 'qualifications', phrase: 'للذكور فقط', category: 'gender' }] });
      expect((await owner.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' })).statusCode).toBe(409);

      expect((await admin.call('POST', `/api/admin/moderation/jobs/${job.id}/approve`)).statusCode).toBe(200);
      const live = await jobOf(database, job.id);
      expect(live.status).toBe('active');
      expect(live.activated_at).not.toBeNull();
      expect(await paidPayments(job.id)).toHaveLength(1);
      const [liveMail] = await mails(owner.account.email, 'job_live');
      expect(liveMail).toMatchObject({ locale: 'ar', subject: 'وظيفتك «مندوب مبيعات» منشورة الآن على توظيف' });
      expect(liveMail!.text_body).toContain(`${PUBLIC_URL}/jobs/${job.id}`);
    });
  });

  describe('the administrators\' review', () => {
    it('lists held jobs waiting for review, oldest first, with what was caught', async () => {
      const owner = await company('ar');
      const id = await draft(owner, completeJob({ qualifications: 'حسن المظهر' }));
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      const list = (await admin.call('GET', '/api/admin/moderation/jobs?status=waiting&page=1')).json().data;
      const item = list.items.find((entry: { job_id: number }) => entry.job_id === id);
      expect(item).toMatchObject({ status: 'held', review: { waiting_for: 'admin', findings: [{ category: 'appearance', phrase: 'حسن المظهر' }] } });
      expect((await admin.call('GET', `/api/admin/moderation/jobs/${id}`)).json().data.qualifications).toBe('حسن المظهر');
    });

    it('rejects with a reason mailed in the company\'s language; the company\'s next edit goes back to the queue, not live', async () => {
      const owner = await company('ar');
      const body = completeJob({ qualifications: 'أن يكون مسلمًا' });
      const id = await draft(owner, body);
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      const reason = 'لا يجوز اشتراط الديانة في إعلان الوظيفة';
      const rejected = await admin.call('POST', `/api/admin/moderation/jobs/${id}/reject`, { reason }, 'ar');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().data.review).toMatchObject({ waiting_for: 'company', reason });
      const [mail] = await mails(owner.account.email, 'job_review_rejected');
      expect(mail).toMatchObject({ locale: 'ar' });
      expect(mail!.text_body).toContain(reason);
      expect(mail!.text_body).toContain(`${PUBLIC_URL}/post-job/${id}`);
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${id}/reject`, { reason })).statusCode).toBe(409);
      const rejectedList = (await admin.call('GET', '/api/admin/moderation/jobs?status=rejected')).json().data.items.map((item: { job_id: number }) => item.job_id);
      expect(rejectedList).toContain(id);

      const edited = await owner.call('PUT', `/api/v1/company/jobs/${id}`, { ...body, qualifications: 'خبرة في المصرفية الإسلامية' });
      expect(edited.json().data).toMatchObject({ status: 'held', review: { waiting_for: 'admin', findings: [] } });
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${id}/approve`)).statusCode).toBe(200);
      expect((await jobOf(database, id)).status).toBe('awaiting_payment');
      const [approvedMail] = await mails(owner.account.email, 'job_review_approved');
      expect(approvedMail!.text_body).toContain(`${PUBLIC_URL}/checkout/${id}`);
      const audit = await db.select().from(auditLog).where(and(eq(auditLog.resource, 'jobs'), eq(auditLog.record_id, String(id))));
      expect(audit.map((entry) => entry.action).sort()).toEqual(['review_approve', 'review_reject']);
      expect(audit.find((entry) => entry.action === 'review_reject')).toMatchObject({ actor_id: admin.id, reason });
    });

    it('lets exactly one of two racing approvals decide', async () => {
      const owner = await company('en');
      const id = await draft(owner, completeJob({ qualifications: 'Must be unmarried' }));
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      const answers = await Promise.all([1, 2, 3].map(() => admin.call('POST', `/api/admin/moderation/jobs/${id}/approve`)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await mails(owner.account.email, 'job_review_approved')).toHaveLength(1);
    });

    it('refuses a rejection without a reason (422) and is for administrators only', async () => {
      const owner = await company('en');
      const seeker = await signUp(app, 'USER');
      const id = await draft(owner, completeJob({ qualifications: 'No disabilities' }));
      await owner.call('POST', `/api/v1/company/jobs/${id}/submit`);
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${id}/reject`, { reason: '' })).statusCode).toBe(422);
      for (const url of ['/api/admin/moderation/jobs', `/api/admin/moderation/jobs/${id}`, '/api/admin/moderation/reports']) {
        expect((await app.inject({ url })).statusCode).toBe(401);
        expect((await owner.call('GET', url)).statusCode).toBe(403);
        expect((await seeker.call('GET', url)).statusCode).toBe(403);
      }
      expect((await owner.call('POST', `/api/admin/moderation/jobs/${id}/approve`)).statusCode).toBe(403);
      expect((await jobOf(database, id)).status).toBe('held');
      expect((await admin.call('POST', '/api/admin/moderation/jobs/999999999/approve')).statusCode).toBe(404);
    });
  });

  describe('the screening rules in the console (decision 083)', () => {
    const TRY = '/api/admin/moderation/screening/try';

    it('lets an administrator try a text against the saved rules and the rule being written, before saving it', async () => {
      const word = `زقزوق${Date.now().toString(36).replace(/[0-9]/g, '')}`;
      const text = `مطلوب محاسب. لِلذُّكُورِ فقط، ${word} مُفضَّل`;
      // The administrators' own rules (the seeded list is retired, decision 161): a block rule and an allow rule.
      const block = await admin.call('POST', '/api/admin/screening-rules', { category: 'gender', action: 'block', kind: 'phrase', language: 'ar', pattern: 'للذكور فقط', is_active: true });
      expect(block.statusCode, block.body).toBe(201);
      const allow = await admin.call('POST', '/api/admin/screening-rules', { category: 'gender', action: 'allow', kind: 'phrase', language: 'en', pattern: 'female ward', is_active: true });
      expect(allow.statusCode, allow.body).toBe(201);
      const saved = await admin.call('POST', TRY, { text }, 'ar');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.matches).toEqual([{ field: 'qualifications', phrase: 'لِلذُّكُورِ فقط', category: 'gender', rule_id: expect.any(Number), source: 'rule' }]);
      const draft = { category: 'tribe', action: 'block', kind: 'phrase', pattern: `${word} مفضل` };
      const withDraft = (await admin.call('POST', TRY, { text, rule: draft })).json().data.matches;
      expect(withDraft).toContainEqual({ field: 'qualifications', phrase: `${word} مُفضَّل`, category: 'tribe', rule_id: null, source: 'draft' });
      // Nothing was saved: the next ad is screened by the saved rules only.
      expect((await admin.call('POST', TRY, { text })).json().data.matches).toHaveLength(1);
      // The rule being edited replaces its saved version: an allow rule switched to block for a try.
      const female = (await admin.call('POST', TRY, { text: 'Female ward nurse' })).json().data.matches;
      expect(female).toEqual([]);
      const asBlock = (await admin.call('POST', TRY, { text: 'Female ward nurse', rule: { id: allow.json().data.id, category: 'gender', action: 'block', kind: 'phrase', pattern: 'female ward' } })).json().data.matches;
      expect(asBlock).toContainEqual({ field: 'qualifications', phrase: 'Female ward', category: 'gender', rule_id: null, source: 'draft' });
      for (const rule of [block, allow]) expect((await admin.call('DELETE', `/api/admin/screening-rules/${rule.json().data.id}`)).statusCode).toBe(200);
    });

    it('shows what the built-in reading holds beside the rules: attributes with a demand, and fraud (decision 156)', async () => {
      const religion = (await admin.call('POST', TRY, { text: 'يفضل المسلمين' })).json().data.matches;
      expect(religion).toEqual([{ field: 'qualifications', phrase: 'يفضل المسلمين', category: 'religion', rule_id: null, source: 'reading' }]);
      const fee = (await admin.call('POST', TRY, { text: 'Pay a registration fee of 200 SAR before the interview', field: 'description' })).json().data.matches;
      expect(fee).toEqual([{ field: 'description', phrase: 'Pay a registration fee of 200 SAR before the interview', category: 'fraud', rule_id: null, source: 'reading' }]);
      const title = (await admin.call('POST', TRY, { text: 'مطلوب شاب سعودي', field: 'title' })).json().data.matches;
      expect(title.map((match: { category: string }) => match.category).sort()).toEqual(['age', 'gender']);
      expect((await admin.call('POST', TRY, { text: 'The company pays all visa fees' })).json().data.matches).toEqual([]);
    });

    it('answers a pattern that does not compile with the reason on the field, in the administrator\'s language, and is for administrators only', async () => {
      const broken = await admin.call('POST', TRY, { text: 'any text', rule: { category: 'gender', action: 'block', kind: 'regex', pattern: 'male(' } }, 'ar');
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors['rule.pattern'][0]).toContain('هذا ليس نمطًا يستطيع الفحص قراءته');
      const owner = await company('en');
      expect((await owner.call('POST', TRY, { text: 'Female only' })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: TRY, payload: { text: 'Female only' } })).statusCode).toBe(401);
    });

    it('holds the next ad by a phrase rule saved in the console, in its spellings', async () => {
      const word = `قرقيعان${Date.now().toString(36).replace(/[0-9]/g, '')}`;
      const created = await admin.call('POST', '/api/admin/screening-rules', { category: 'tribe', action: 'block', kind: 'phrase', language: 'ar', pattern: `من آل ${word} فقط`, is_active: true });
      expect(created.statusCode, created.body).toBe(201);
      const owner = await company('ar');
      const id = await draft(owner, completeJob({ benefits: `الأولويـــة لمن هُم مِن ال ${word} فقط` }));
      const held = (await owner.call('POST', `/api/v1/company/jobs/${id}/submit`)).json().data;
      expect(held).toMatchObject({ status: 'held', review: { findings: [{ field: 'benefits', phrase: `مِن ال ${word} فقط`, category: 'tribe' }] } });
      expect((await admin.call('DELETE', `/api/admin/screening-rules/${created.json().data.id}`)).statusCode).toBe(200);
    });
  });

  describe('reports', () => {
    const report = (jobId: number, address: string, body: Record<string, unknown> = { reason: 'scam' }, token?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/jobs/${jobId}/report`,
        payload: body,
        remoteAddress: address,
        headers: { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    let nextAddress = 1;
    const address = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

    it('takes a visitor\'s report once per address, and refuses an unknown reason, an unpublished job and the company\'s own job', async () => {
      const owner = await company('en');
      const job = await insertLiveJob(database, owner.companyId);
      const from = address();
      const first = await report(job.id, from, { reason: 'discriminatory', note: 'Asks for men only' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ message: 'Thank you: your report was sent to our team', data: { job_id: job.id, already_reported: false } });
      expect((await report(job.id, from, { reason: 'other' })).json().data.already_reported).toBe(true);
      expect((await report(job.id, address(), { reason: 'spam' })).statusCode).toBe(422);
      const draftJob = await insertJob(database, owner.companyId, { status: 'draft' });
      expect((await report(draftJob.id, address())).statusCode).toBe(404);
      expect((await report(job.id, address(), { reason: 'scam' }, owner.token)).statusCode).toBe(409);
      const rows = await db.select().from(jobReports).where(eq(jobReports.job_id, job.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ reason: 'discriminatory', note: 'Asks for men only', reporter_id: null, status: 'open' });
      expect(rows[0]!.address_hash).not.toContain(from);
    });

    it('hides a job from lists once three accounts on three addresses report it, keeps its page, and shows it again when the reports are dismissed', async () => {
      const owner = await company('en');
      const title = `Pearl diver ${Date.now()}`;
      const job = await insertLiveJob(database, owner.companyId, { title });
      expect(await searchIds(title)).toContain(job.id);
      const reporters = await Promise.all([1, 2, 3].map(() => signUp(app, 'USER')));
      // Two accounts on one address and a visitor there too count as one address: not enough.
      const shared = address();
      await report(job.id, shared, { reason: 'scam' }, reporters[0]!.token);
      await report(job.id, shared, { reason: 'scam' }, reporters[1]!.token);
      await report(job.id, shared, { reason: 'scam' });
      expect((await jobOf(database, job.id)).hidden_at).toBeNull();
      expect(await searchIds(title)).toContain(job.id);
      await report(job.id, address(), { reason: 'scam' }, reporters[2]!.token);
      expect((await jobOf(database, job.id)).hidden_at).toBeNull();
      await report(job.id, address(), { reason: 'wrong_information' });
      expect((await jobOf(database, job.id)).hidden_at).not.toBeNull();
      expect(await searchIds(title)).not.toContain(job.id);
      expect((await app.inject({ url: `/api/v1/jobs/${job.id}` })).statusCode).toBe(200);
      expect((await owner.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data.is_hidden_by_reports).toBe(true);

      const open = (await admin.call('GET', `/api/admin/moderation/reports?status=open&job_id=${job.id}`)).json().data;
      expect(open.total).toBe(5);
      expect(open.items[0]).toMatchObject({ job_id: job.id, status: 'open', is_job_hidden: true, open_reports: 5 });
      const dismissed = await admin.call('POST', `/api/admin/moderation/reports/${open.items[0].id}/dismiss`, { note: 'A genuine vacancy' });
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(dismissed.json().data).toMatchObject({ status: 'dismissed', resolution: 'A genuine vacancy', is_job_hidden: false, open_reports: 0 });
      expect(await searchIds(title)).toContain(job.id);
      expect((await admin.call('POST', `/api/admin/moderation/reports/${open.items[1].id}/dismiss`, {})).statusCode).toBe(409);
    });

    it('unpublishes a reported live job with a reason: the company is mailed in its language, may correct it, and it goes live again on approval without paying again', async () => {
      const owner = await company('ar');
      const title = `مدرب صقارة ${Date.now()}`;
      const body = completeJob({ title, qualifications: 'خبرة خمس سنوات' });
      const job = await insertLiveJob(database, owner.companyId, { ...body, description: body.description as string, qualification_type: 'bachelor', job_type: 'full_time' });
      const created = await report(job.id, address(), { reason: 'scam', note: 'طلبوا مني رسوم تسجيل' });
      const reportId = (await db.select().from(jobReports).where(eq(jobReports.job_id, job.id)))[0]!.id;
      expect(created.statusCode).toBe(201);
      const reason = 'الإعلان يطلب من المتقدمين دفع رسوم';
      const acted = await admin.call('POST', `/api/admin/moderation/reports/${reportId}/unpublish`, { reason });
      expect(acted.statusCode, acted.body).toBe(200);
      expect(acted.json().data).toMatchObject({ status: 'actioned', resolution: reason, job_status: 'held' });
      expect(await searchIds(title)).not.toContain(job.id);
      const [mail] = await mails(owner.account.email, 'job_review_unpublished');
      expect(mail).toMatchObject({ locale: 'ar' });
      expect(mail!.text_body).toContain(reason);
      const own = (await owner.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data;
      expect(own.review).toMatchObject({ waiting_for: 'company', reason, is_paid: true });
      expect((await admin.call('POST', `/api/admin/moderation/reports/${reportId}/unpublish`, { reason })).statusCode).toBe(409);

      const edited = await owner.call('PUT', `/api/v1/company/jobs/${job.id}`, { ...body, qualifications: 'خبرة خمس سنوات دون أي رسوم على المتقدمين' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.review).toMatchObject({ waiting_for: 'admin' });
      expect((await admin.call('POST', `/api/admin/moderation/jobs/${job.id}/approve`)).statusCode).toBe(200);
      expect((await jobOf(database, job.id)).status).toBe('active');
      expect(await db.select().from(payments).where(eq(payments.job_id, job.id))).toHaveLength(0);
      expect(await searchIds(title)).toContain(job.id);
    });

    it('answers a retry with the same Idempotency-Key as the first report and stores one (decision 095)', async () => {
      const owner = await company('en');
      const job = await insertLiveJob(database, owner.companyId);
      const keyed = (jobId: number, from: string, body: Record<string, unknown>, key: string, token?: string) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/jobs/${jobId}/report`,
          payload: body,
          remoteAddress: from,
          headers: { 'x-locale': 'en', 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
      const stored = async (jobId: number) => (await db.select().from(jobReports).where(eq(jobReports.job_id, jobId))).length;
      // An account: the retry answers "reported", not "already reported"; two at once store one.
      const seeker = await signUp(app);
      const from = address();
      const together = await Promise.all([1, 2].map(() => keyed(job.id, from, { reason: 'scam' }, 'report-key-1', seeker.token)));
      expect(together.map((answer) => answer.statusCode)).toEqual([201, 201]);
      expect(together.map((answer) => answer.json().data.already_reported)).toEqual([false, false]);
      const again = await keyed(job.id, address(), { reason: 'scam' }, 'report-key-1', seeker.token);
      expect(again.json()).toEqual(together[0]!.json());
      expect(await stored(job.id)).toBe(1);
      const reused = await keyed(job.id, from, { reason: 'other' }, 'report-key-1', seeker.token);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for another request: send a new key');
      // Another key is another report (of another job: one open report per reporter and job).
      const other = await insertLiveJob(database, owner.companyId);
      expect((await keyed(other.id, from, { reason: 'scam' }, 'report-key-2', seeker.token)).json().data.already_reported).toBe(false);
      expect(await stored(other.id)).toBe(1);

      // A visitor: the key is theirs by address and report; the same key from another address is another visitor's report.
      const visitor = address();
      const first = await keyed(job.id, visitor, { reason: 'wrong_information' }, 'shared-key');
      expect(first.json().data.already_reported).toBe(false);
      expect((await keyed(job.id, visitor, { reason: 'wrong_information' }, 'shared-key')).json()).toEqual(first.json());
      expect(await stored(job.id)).toBe(2);
      const stranger = await keyed(job.id, address(), { reason: 'wrong_information' }, 'shared-key');
      expect(stranger.json().data.already_reported).toBe(false);
      expect(await stored(job.id)).toBe(3);
    });

    it('limits how many reports one address sends in an hour (429), counted in PostgreSQL', async () => {
      const owner = await company('en');
      const from = address();
      const answers: number[] = [];
      for (let index = 0; index < 11; index += 1) {
        const job = await insertLiveJob(database, owner.companyId);
        answers.push((await report(job.id, from)).statusCode);
      }
      expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(answers[10]).toBe(429);
    });
  });

  describe('job mails', () => {
    const mailDeps = () => {
      const mailer = createMailer(loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL }), db);
      return { notifier: { mail: async (message: Parameters<typeof mailer.send>[0]) => void (await mailer.send(message)), sms: async () => undefined }, config: { publicUrl: PUBLIC_URL, jobPostingDays: 60 } };
    };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

    it('warns a company three days before its job expires, once, in its language, and tells it when the job expired with the way to renew', async () => {
      const arabic = await company('ar');
      const english = await company('en');
      const expiring = await insertLiveJob(database, arabic.companyId, { title: 'أخصائي موارد بشرية', deadline: dayFromToday(2), activated_at: daysAgo(20) });
      const fresh = await insertLiveJob(database, arabic.companyId, { title: 'محاسب', deadline: dayFromToday(2), activated_at: new Date() });
      const expired = await insertLiveJob(database, english.companyId, { title: 'Site engineer', deadline: dayFromToday(-1), activated_at: daysAgo(30) });

      await runJobExpiry(db, new Date(), mailDeps());
      await runJobExpiry(db, new Date(), mailDeps());

      const warnings = await mails(arabic.account.email, 'job_expiring');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.subject).toContain('أخصائي موارد بشرية');
      expect(warnings[0]!.text_body).toContain(`${PUBLIC_URL}/post-job/${expiring.id}`);
      expect((await jobOf(database, expiring.id)).expiry_warned_for).toBe(expiring.deadline);
      expect((await jobOf(database, fresh.id)).expiry_warned_for).toBeNull();

      const ended = await mails(english.account.email, 'job_expired');
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({ locale: 'en', subject: 'Your job “Site engineer” has expired' });
      expect(ended[0]!.text_body).toContain(`${PUBLIC_URL}/en/company-jobs?tab=expired`);
      expect((await jobOf(database, expired.id)).status).toBe('expired');
    });

    it('tells a company in its language that its bank transfer receipt was received, once', async () => {
      const owner = await company('ar');
      const job = await insertJob(database, owner.companyId, { title: 'فني صيانة' });
      const payment = (await owner.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
      const fileId = await uploadReceipt(app, owner);
      expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: fileId })).statusCode).toBe(200);
      expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: fileId })).statusCode).toBe(409);
      const received = await mails(owner.account.email, 'payment_transfer_received');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ locale: 'ar', subject: 'استلمنا إيصال تحويلك البنكي لوظيفة «فني صيانة»' });
      expect(received[0]!.text_body).toContain(`${PUBLIC_URL}/payments`);
    });

    it('warns again for a new deadline (the company extended it), and not for the old one', async () => {
      const owner = await company('en');
      const job = await insertLiveJob(database, owner.companyId, { title: 'Barista', deadline: dayFromToday(1), activated_at: daysAgo(20) });
      await runJobExpiry(db, new Date(), mailDeps());
      await db.update(jobs).set({ deadline: dayFromToday(3) }).where(eq(jobs.id, job.id));
      await runJobExpiry(db, new Date(), mailDeps());
      const warnings = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, owner.account.email), like(mailOutbox.purpose, 'job_expiring')));
      expect(warnings).toHaveLength(2);
    });
  });
});

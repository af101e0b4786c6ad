// Featured jobs (decision 135): the console's featuring periods, a live job featured through the same payment as a
// post (online and by bank transfer, VAT invoice), featured_until set once paid and extended by a second period; an
// expired, closed or unpublished job cannot be featured (422, both languages).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers, jobs } from '../../db/schema/index.ts';
import { appWithAdmin, futureExpiry, signUp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertJob, insertLiveJob, jobOf, readyCompany, uploadReceipt } from '../../test/factories.ts';

const drivers = await testDrivers();
const DAY_MS = 86_400_000;

describe.each(drivers)('featuring a job on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await driver.open();
    ({ app, admin, close } = await appWithAdmin(database, 'featuring', { PUBLIC_URL: 'https://tawzeef.test' }));
  });
  afterAll(() => close());

  async function newOption(days: number, price_sar = 300): Promise<number> {
    const created = await admin.call('POST', '/api/admin/feature-options', { days, price_sar });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id;
  }
  const feature = (company: TSignedUp, jobId: number, optionId: number, payType: 'online' | 'bank', locale: 'ar' | 'en' = 'en', key?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/company/jobs/${jobId}/feature`,
      payload: { option_id: optionId, pay_type: payType },
      headers: { authorization: `Bearer ${company.token}`, 'x-locale': locale, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  async function payOnline(company: TSignedUp, jobId: number, optionId: number) {
    const started = await feature(company, jobId, optionId, 'online');
    expect(started.statusCode, started.body).toBe(201);
    const payment = started.json().data;
    const url = new URL(payment.redirect_url);
    const paid = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', expiry: futureExpiry, cvc: '123', number: '4111 1111 1111 1111' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return payment;
  }
  const featuredUntil = async (jobId: number) => (await jobOf(database, jobId)).featured_until;

  it('refuses bad periods in the console with 422 naming each field, in both languages, and lists active ones with VAT', async () => {
    const bad = await admin.call('POST', '/api/admin/feature-options', { days: 0, price_sar: 10.005 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['days', 'price_sar']);
    const arabic = await admin.call('POST', '/api/admin/feature-options', { days: 400, price_sar: 100 }, 'ar');
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors.days[0]).toMatch(/[\u0600-\u06FF]/);
    const id = await newOption(7, 200);
    const listed = (await app.inject({ url: '/api/v1/feature-options' })).json().data.find((o: { id: number }) => o.id === id);
    expect(listed).toMatchObject({ days: 7, fee_halalas: 20_000, vat_halalas: 3_000, total_halalas: 23_000 });
    expect((await admin.call('PUT', `/api/admin/feature-options/${id}`, { days: 7, price_sar: 200, is_active: false })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/feature-options' })).json().data.some((o: { id: number }) => o.id === id)).toBe(false);
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId);
    expect((await feature(company, job.id, id, 'bank')).statusCode).toBe(404);
  });

  it('online: featured once paid, for the days bought, with a VAT invoice; a second period extends the first', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId, { title: 'Payroll Accountant' });
    const option = await newOption(7, 300);
    const payment = await payOnline(company, job.id, option);
    expect(payment).toMatchObject({ subject: 'feature', job_id: job.id, job_title: 'Payroll Accountant', feature_days: 7, status: 'pending', total_halalas: 34_500 });
    expect(await featuredUntil(job.id)).toBeNull();
    const answers = await Promise.all(Array.from({ length: 4 }, () => company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)));
    for (const answer of answers) expect(answer.json().data.status).toBe('paid');
    expect(answers.map((a) => a.json().message)).toContain('Payment confirmed: your job is featured');
    const until = (await featuredUntil(job.id))!.getTime();
    // Seven days from the payment, once (parallel confirmations add nothing).
    expect(Math.abs(until - (Date.now() + 7 * DAY_MS))).toBeLessThan(120_000);
    // The job is still live and the same: only featured.
    expect((await jobOf(database, job.id)).status).toBe('active');

    const invoice = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data;
    expect(invoice).toMatchObject({ job_id: job.id, fee_halalas: 30_000, vat_halalas: 4_500, total_halalas: 34_500, posting_days: 7 });
    expect(invoice.description).toBe('Featured job: \u2068Payroll Accountant\u2069 for 7 days');
    const arabic = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'ar')).json().data;
    expect(arabic.description).toContain('تمييز وظيفة');

    // The company's own job says until when; the search card and the job page mark it.
    const own = (await company.call('GET', `/api/v1/company/jobs/${job.id}`)).json().data;
    expect(own.featured_until).not.toBeNull();
    expect((await app.inject({ url: `/api/v1/jobs/${job.id}` })).json().data.is_featured).toBe(true);

    // The job's analytics name its featured days (today, Riyadh) and the search appearances on them.
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const analytics = (await company.call('GET', `/api/v1/company/jobs/${job.id}/analytics`)).json().data;
    expect(analytics.featured.days).toEqual([today]);
    expect(analytics.featured.impressions).toBe(0);

    // A second period starts where the first ends, and its invoice says so.
    const second = await payOnline(company, job.id, await newOption(14, 500));
    await company.call('POST', `/api/v1/company/payments/${second.id}/confirm`);
    const secondInvoice = (await company.call('GET', `/api/v1/company/payments/${second.id}/invoice`)).json().data;
    expect(secondInvoice.service_from > invoice.service_to).toBe(true);
    expect(secondInvoice.posting_days).toBe(14);
    expect((await featuredUntil(job.id))!.getTime() - until).toBeGreaterThanOrEqual(14 * DAY_MS - 1000);
    expect((await featuredUntil(job.id))!.getTime() - until).toBeLessThan(14 * DAY_MS + 120_000);
  });

  it('by bank transfer: featured with the administrator’s approval; a rejection features nothing', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId);
    const option = await newOption(30, 900);
    const started = await feature(company, job.id, option, 'bank');
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().message).toContain('the job is featured once it is approved');
    const payment = started.json().data;
    const attached = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().message).toBe('Receipt received: an admin will check the transfer and feature your job');
    expect(attached.json().data.status).toBe('awaiting_review');
    const reviews = await Promise.all(Array.from({ length: 3 }, () => admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })));
    expect(reviews.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The console says what the transfer paid for.
    expect(reviews.find((r) => r.statusCode === 200)!.json().message).toBe('Transfer approved: the job is featured');
    const until = (await featuredUntil(job.id))!.getTime();
    expect(Math.abs(until - (Date.now() + 30 * DAY_MS))).toBeLessThan(120_000);

    const other = await insertLiveJob(database, company.companyId);
    const rejected = (await feature(company, other.id, option, 'bank')).json().data;
    await company.call('POST', `/api/v1/company/payments/${rejected.id}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
    expect((await admin.call('POST', `/api/admin/payments/${rejected.id}/review`, { decision: 'reject', reason: 'No such transfer' })).statusCode).toBe(200);
    expect(await featuredUntil(other.id)).toBeNull();
  });

  it('refuses a job that is not live with 422 in both languages: expired, closed, paused, waiting for payment', async () => {
    const company = await readyCompany(app, database);
    const option = await newOption(7);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    const expired = await insertLiveJob(database, company.companyId, { deadline: yesterday });
    const closed = await insertLiveJob(database, company.companyId);
    await database.db.update(jobs).set({ status: 'closed', closed_at: new Date() }).where(eq(jobs.id, closed.id));
    const paused = await insertLiveJob(database, company.companyId, { status: 'paused', paused_at: new Date() });
    const waiting = await insertJob(database, company.companyId);
    for (const job of [expired, closed, paused, waiting]) {
      const en = await feature(company, job.id, option, 'online');
      expect(en.statusCode, String(job.status)).toBe(422);
      expect(en.json().message).toContain('Only a live job can be featured');
      const ar = await feature(company, job.id, option, 'bank', 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().message).toContain('لا يمكن تمييز إلا وظيفة منشورة');
    }
    // Another company's job: not found.
    const stranger = await readyCompany(app, database);
    const live = await insertLiveJob(database, company.companyId);
    expect((await feature(stranger, live.id, option, 'online')).statusCode).toBe(404);
  });

  it('is for owners only: a recruiter and a viewer get 403', async () => {
    const owner = await readyCompany(app, database);
    const job = await insertLiveJob(database, owner.companyId);
    const option = await newOption(7);
    for (const role of ['recruiter', 'viewer'] as const) {
      const colleague = await signUp(app, 'COMPANY');
      await database.db.update(companyMembers).set({ company_id: owner.companyId, role }).where(eq(companyMembers.user_id, colleague.id));
      expect((await feature(colleague, job.id, option, 'online')).statusCode).toBe(403);
    }
  });

  it('one Idempotency-Key is one purchase; the key for another period is 422', async () => {
    const company = await readyCompany(app, database);
    const job = await insertLiveJob(database, company.companyId);
    const option = await newOption(7);
    const key = `feature-${randomBytes(8).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 3 }, () => feature(company, job.id, option, 'bank', 'en', key)));
    expect(new Set(answers.map((a) => a.json().data?.id)).size).toBe(1);
    expect((await feature(company, job.id, await newOption(14), 'bank', 'en', key)).statusCode).toBe(422);
  });
});

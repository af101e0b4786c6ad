import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import { futureExpiry, signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, insertJob, readyCompany, uploadReceipt, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

describe.each(drivers)('the checkout view on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { PUBLIC_URL: 'https://tawzeef.test', JOB_POSTING_DAYS: '60' });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  const checkout = (company: TSignedUp, jobId: number, locale: 'ar' | 'en' = 'en') => company.call('GET', `/api/v1/company/jobs/${jobId}/checkout`, undefined, locale);
  const start = async (company: TSignedUp, jobId: number, payType: 'online' | 'bank') => {
    const response = await company.call('POST', `/api/v1/company/jobs/${jobId}/payments`, { pay_type: payType });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; redirect_url: string | null };
  };
  const payWithCard = (redirectUrl: string, number: string) => {
    const url = new URL(redirectUrl);
    return app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', expiry: futureExpiry, cvc: '123', number }).toString(),
    });
  };
  const sendReceipt = async (company: TTestCompany, paymentId: number) => {
    const attached = await company.call('POST', `/api/v1/company/payments/${paymentId}/receipt`, { invoice_file_id: await uploadReceipt(app, company) });
    expect(attached.statusCode).toBe(200);
  };
  const review = async (paymentId: number, body: Record<string, string>) => {
    expect((await admin.call('POST', `/api/admin/payments/${paymentId}/review`, body)).statusCode).toBe(200);
  };

  it('shows the owner its job, the price, that it may publish, the active bank accounts and no payment yet', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId, { title: 'Site Engineer' });
    const iban = () => `SA44${Array.from({ length: 20 }, () => randomInt(0, 10)).join('')}`;
    const [account, hidden] = await database.db
      .insert(bankAccounts)
      .values([
        { bank_name_ar: 'مصرف الراجحي', bank_name_en: 'Al Rajhi Bank', account_name: 'Tawzeef', iban: iban(), is_active: true },
        { bank_name_ar: 'بنك الرياض', bank_name_en: 'Riyad Bank', account_name: 'Tawzeef', iban: iban(), is_active: false },
      ])
      .returning();
    const response = await checkout(company, job.id);
    await database.db.delete(bankAccounts).where(inArray(bankAccounts.id, [account!.id, hidden!.id]));
    expect(response.statusCode).toBe(200);
    const view = response.json().data;
    expect(view.job).toEqual({ id: job.id, title: 'Site Engineer', status: 'awaiting_payment' });
    expect(view.price).toEqual((await app.inject({ url: '/api/v1/payments/price' })).json().data);
    expect(view).toMatchObject({ can_publish: true, publish_blockers: [], open_payment: null, last_failure: null, paid_payment: null });
    expect(view.bank_accounts.find((a: { id: number }) => a.id === account!.id)).toMatchObject({ bank_name: 'Al Rajhi Bank', iban: account!.iban });
    expect(view.bank_accounts.some((a: { id: number }) => a.id === hidden!.id)).toBe(false);
  });

  it('says what stops a company that may not publish', async () => {
    const company = await readyCompany(app, database, { verify: false, completeProfile: false });
    const job = await insertJob(database, company.companyId);
    const view = (await checkout(company, job.id)).json().data;
    expect(view.can_publish).toBe(false);
    expect(view.publish_blockers).toEqual(['company_unverified', 'profile_incomplete']);
  });

  it('answers 404 for another company’s job and an unknown one, 403 for a job seeker, 401 for a visitor', async () => {
    const owner = await readyCompany(app, database);
    const other = await readyCompany(app, database);
    const job = await insertJob(database, owner.companyId);
    expect((await checkout(other, job.id)).statusCode).toBe(404);
    expect((await checkout(owner, 2_000_000_000)).statusCode).toBe(404);
    expect((await checkout(await signUp(app, 'USER'), job.id)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/v1/company/jobs/${job.id}/checkout` })).statusCode).toBe(401);
  });

  it('shows a bank transfer waiting for its receipt, then under review, as the open payment', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const payment = await start(company, job.id, 'bank');
    const waiting = (await checkout(company, job.id)).json().data;
    expect(waiting.open_payment).toMatchObject({ id: payment.id, pay_type: 'bank', status: 'pending' });
    expect(waiting).toMatchObject({ last_failure: null, paid_payment: null });

    await sendReceipt(company, payment.id);
    const underReview = (await checkout(company, job.id)).json().data;
    expect(underReview.job.status).toBe('awaiting_review');
    expect(underReview.open_payment).toMatchObject({ id: payment.id, status: 'awaiting_review' });
  });

  it('shows a refused transfer as the last failure until a newer payment replaces it', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const payment = await start(company, job.id, 'bank');
    await sendReceipt(company, payment.id);
    await review(payment.id, { decision: 'reject', reason: 'The amount on the receipt is 500 SAR' });
    const rejected = (await checkout(company, job.id)).json().data;
    expect(rejected.job.status).toBe('awaiting_payment');
    expect(rejected.open_payment).toBeNull();
    expect(rejected.last_failure).toMatchObject({ id: payment.id, status: 'rejected', rejection_reason: 'The amount on the receipt is 500 SAR' });

    // A card payment begun but not finished does not hide the refusal; a new transfer does.
    await start(company, job.id, 'online');
    expect((await checkout(company, job.id)).json().data.last_failure).toMatchObject({ id: payment.id });
    const again = await start(company, job.id, 'bank');
    const replaced = (await checkout(company, job.id)).json().data;
    expect(replaced.last_failure).toBeNull();
    expect(replaced.open_payment).toMatchObject({ id: again.id, status: 'pending', pay_type: 'bank' });
  });

  it('shows a declined card as the last failure', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const payment = await start(company, job.id, 'online');
    await payWithCard(payment.redirect_url!, '4000000000000002');
    expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).json().data.status).toBe('failed');
    const view = (await checkout(company, job.id)).json().data;
    expect(view.open_payment).toBeNull();
    expect(view.last_failure).toMatchObject({ id: payment.id, status: 'failed', pay_type: 'online' });
  });

  it('shows the paid payment of a live job, and an expired job as expired', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId, { deadline: dayFromToday(12) });
    const shownDays = (await checkout(company, job.id)).json().data.service_days;
    expect(shownDays).toBe(13);
    const payment = await start(company, job.id, 'online');
    // The card payment page names the same days as the checkout, not the longest posting (JOB_POSTING_DAYS, 60 here).
    const url = new URL(payment.redirect_url!);
    const cardPage = (await app.inject({ url: `${url.pathname}${url.search}` })).body;
    expect(cardPage).toContain('(13 days)');
    expect(cardPage).not.toContain('60 days');
    const paid = await payWithCard(payment.redirect_url!, '4111111111111111');
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const confirmed = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('paid');
    const view = (await checkout(company, job.id)).json().data;
    // The days the checkout showed are the invoice's service period: one rule (servicePeriodFrom).
    const invoice = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data;
    expect(invoice.posting_days).toBe(shownDays);
    expect(view.job.status).toBe('active');
    expect(view.paid_payment).toMatchObject({ id: payment.id, status: 'paid' });
    expect(view.paid_payment.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(view).toMatchObject({ open_payment: null, last_failure: null });

    const old = await insertJob(database, company.companyId, { status: 'active', deadline: dayFromToday(-2) });
    expect((await checkout(company, old.id)).json().data.job.status).toBe('expired');
  });
});

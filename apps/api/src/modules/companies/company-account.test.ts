import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, conversations, mailOutbox, payments, users } from '../../db/schema/index.ts';
import { signUp, testApp, testDrivers, uniqueEmail, uniquePhone } from '../../test/harness.ts';
import { insertJob, insertLiveJob, jobOf, readyCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

/** A paid payment with its tax invoice number, as the payments module leaves one (decision 026). */
async function insertPaidInvoice(database: TDatabaseHandle, companyId: number, jobId: number, status: 'paid' | 'awaiting_review' | 'pending' = 'paid') {
  const [row] = await database.db
    .insert(payments)
    .values({
      company_id: companyId,
      job_id: jobId,
      pay_type: status === 'awaiting_review' ? 'bank' : 'online',
      status,
      fee_halalas: 10_000,
      vat_halalas: 1_500,
      total_halalas: 11_500,
      vat_rate_basis_points: 1500,
      ...(status === 'paid' ? { invoice_number: 900_000 + Math.floor(Math.random() * 90_000), invoice_issued_at: new Date(), paid_at: new Date(), buyer_name: 'Horizon Trading' } : {}),
    })
    .returning();
  return row!;
}

describe.each(drivers)('a company’s account on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('changes its email and phone with the current password, like a job seeker', async () => {
    const company = await readyCompany(app, database);
    const wanted = { email: uniqueEmail('co-new'), phone: uniquePhone() };
    const withoutPassword = await company.call('PUT', '/api/v1/user/profile/contact-info', wanted);
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json().errors.current_password).toBeDefined();
    const wrong = await company.call('PUT', '/api/v1/user/profile/contact-info', { ...wanted, current_password: 'not-the-password' }, 'ar');
    expect(wrong.json().errors.current_password).toEqual(['كلمة المرور الحالية غير صحيحة']);
    const saved = await company.call('PUT', '/api/v1/user/profile/contact-info', { ...wanted, current_password: company.account.password });
    expect(saved.statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, company.id));
    expect(row?.email).toBe(wanted.email);
  });

  it('changes its password with the current one, keeps this session and ends the others', async () => {
    const company = await signUp(app, 'COMPANY');
    const other = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: company.account.email, password: company.account.password } });
    const otherToken: string = other.json().data.access_token.token;
    const change = (body: Record<string, string>) => company.call('PUT', '/api/v1/user/password', body);

    const wrong = await change({ current_password: 'wrong-one-123', password: 'Brand-new-pass-26', password_confirmation: 'Brand-new-pass-26' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is not correct']);
    const mismatch = await change({ current_password: company.account.password, password: 'Brand-new-pass-26', password_confirmation: 'Brand-new-pass-27' });
    expect(mismatch.json().errors.password_confirmation).toBeDefined();

    const changed = await change({ current_password: company.account.password, password: 'Brand-new-pass-26', password_confirmation: 'Brand-new-pass-26' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your password has been changed: other devices were logged out');
    expect((await company.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);
    const otherNow = await app.inject({ url: '/api/v1/user/simple-profile', headers: { authorization: `Bearer ${otherToken}` } });
    expect(otherNow.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { login: company.account.email, password: 'Brand-new-pass-26' } });
    expect(login.statusCode).toBe(200);
  });

  it('throttles guesses at the current password like logins', async () => {
    const company = await signUp(app, 'COMPANY');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await company.call('PUT', '/api/v1/user/password', { current_password: `guess-${i}-xx`, password: 'Brand-new-pass-26', password_confirmation: 'Brand-new-pass-26' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it('lists its sign-in methods: a password and no linked provider', async () => {
    const company = await signUp(app, 'COMPANY');
    const methods = await company.call('GET', '/api/v1/user/sign-in-methods');
    expect(methods.json().data).toEqual({ has_password: true, providers: [] });
  });

  it('says what deleting would do, then deletes: jobs closed and off the lists, invoices kept, sessions ended', async () => {
    const company = await readyCompany(app, database);
    const seeker = await signUp(app, 'USER');
    const live = await insertLiveJob(database, company.companyId);
    const draft = await insertJob(database, company.companyId, { status: 'draft' });
    const waiting = await insertJob(database, company.companyId);
    const invoice = await insertPaidInvoice(database, company.companyId, live.id);
    const open = await insertPaidInvoice(database, company.companyId, waiting.id, 'pending');
    await database.db.insert(conversations).values({ company_id: company.companyId, seeker_id: seeker.id });

    const preview = await company.call('GET', '/api/v1/company/account');
    expect(preview.json().data).toEqual({ open_jobs: 3, invoices: 1, payments_under_review: 0 });

    const wrong = await company.call('DELETE', '/api/v1/company/account', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The current password is not correct']);
    expect((await jobOf(database, live.id)).status).toBe('active');

    const deleted = await company.call('DELETE', '/api/v1/company/account', { password: company.account.password }, 'ar');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('تم حذف حساب المنشأة: أُغلقت وظائفها واحتُفظ بفواتيرها الضريبية كما يوجب النظام');

    expect((await company.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.id, company.id))).toEqual([]);
    for (const job of [live, draft, waiting]) expect((await jobOf(database, job.id)).status).toBe('closed');
    expect((await app.inject({ url: `/api/v1/jobs/${live.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/companies/${company.companyId}` })).statusCode).toBe(404);
    const [kept] = await database.db.select().from(payments).where(eq(payments.id, invoice.id));
    expect(kept).toMatchObject({ status: 'paid', invoice_number: invoice.invoice_number, buyer_name: 'Horizon Trading' });
    const [cancelled] = await database.db.select().from(payments).where(eq(payments.id, open.id));
    expect(cancelled?.status).toBe('cancelled');
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(row?.user_id).toBeNull();
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await database.db.select().from(conversations).where(eq(conversations.company_id, company.companyId))).toEqual([]);
    // A mail confirms it, to the address the account had, in the account's language (decision 089).
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, company.account.email));
    expect(mails.filter((mail) => mail.purpose === 'account_deleted')).toEqual([expect.objectContaining({ locale: 'ar', subject: 'تم حذف حسابك في توظيف' })]);
    expect(mails.find((mail) => mail.purpose === 'account_deleted')!.text_body).toContain('حُذف حساب منشأتك في توظيف');
    // The email and phone are free again.
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { ...company.account } });
    expect(again.statusCode).toBe(201);
  });

  it('refuses to delete while a bank transfer waits for review', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    await insertPaidInvoice(database, company.companyId, job.id, 'awaiting_review');
    expect((await company.call('GET', '/api/v1/company/account')).json().data.payments_under_review).toBe(1);
    const refused = await company.call('DELETE', '/api/v1/company/account', { password: company.account.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A bank transfer of the company is waiting for review: the account can be deleted once it is decided');
    expect((await company.call('GET', '/api/v1/user/simple-profile')).statusCode).toBe(200);
  });

  it('is for companies only: a job seeker deletes through its own endpoint', async () => {
    const seeker = await signUp(app, 'USER');
    expect((await seeker.call('DELETE', '/api/v1/company/account', { password: seeker.account.password })).statusCode).toBe(403);
  });
});

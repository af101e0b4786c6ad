// Over 300 lines on purpose: the payment life cycle (online, bank transfer, review, invoices) as one specification.
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { bankAccounts, payments, testGatewayCharges } from '../../db/schema/index.ts';
import { appWithAdmin, futureExpiry, signUp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { dayFromToday, insertJob, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();

const PUBLIC_URL = 'https://tawzeef.test';

/** The smallest PDF readers open: a transfer receipt. */
const RECEIPT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A valid Saudi IBAN: SA, mod-97 check digits, 2-digit bank code and 18 digits. */
function saudiIban(): string {
  const bban = `80${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;
  const digits = `${bban}SA00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `SA${String(98 - remainder).padStart(2, '0')}${bban}`;
}

describe.each(drivers)('paying for a job on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await driver.open();
    ({ app, admin, close } = await appWithAdmin(database, 'payments', { PUBLIC_URL, JOB_POSTING_DAYS: '60' }));
  });
  afterAll(() => close());

  const start = (company: TSignedUp, jobId: number, payType: 'online' | 'bank', locale: 'ar' | 'en' = 'en') =>
    company.call('POST', `/api/v1/company/jobs/${jobId}/payments`, { pay_type: payType }, locale);

  /** The hosted page's path and query, from the absolute redirect URL. */
  const pagePath = (redirectUrl: string) => {
    const url = new URL(redirectUrl);
    return `${url.pathname}${url.search}`;
  };

  const payWithCard = (redirectUrl: string, card: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: pagePath(redirectUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', expiry: futureExpiry, cvc: '123', ...card }).toString(),
    });

  async function uploadReceipt(company: TSignedUp): Promise<number> {
    const boundary = `----tawzeef${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="transfer.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/files?kind=invoice',
      headers: { authorization: `Bearer ${company.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), RECEIPT_PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  async function bankPaymentAwaitingReview(company: TTestCompany) {
    const job = await insertJob(database, company.companyId);
    const payment = (await start(company, job.id, 'bank')).json().data;
    const receipt = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(company) });
    expect(receipt.statusCode).toBe(200);
    return { job, payment: receipt.json().data };
  }

  describe('who may pay', () => {
    it('refuses a company that could not publish, saying what to do in English and Arabic', async () => {
      const cases = [
        { options: { confirmEmail: false }, en: 'Confirm your email before paying', ar: 'أكّد بريدك الإلكتروني قبل الدفع' },
        {
          options: { verify: false },
          en: 'Your company is being verified: you can pay once an admin has checked your commercial registration',
          ar: 'جارٍ التحقق من منشأتك: يمكنك الدفع بعد أن يراجع المشرف سجلك التجاري',
        },
        {
          options: { completeProfile: false },
          en: 'Complete your company profile (activity, city, address, about) before paying',
          ar: 'أكمل ملف منشأتك (النشاط والمدينة والعنوان والنبذة) قبل الدفع',
        },
      ];
      for (const { options, en, ar } of cases) {
        const company = await readyCompany(app, database, options);
        const job = await insertJob(database, company.companyId);
        const english = await start(company, job.id, 'online', 'en');
        expect(english.statusCode).toBe(403);
        expect(english.json().message).toBe(en);
        const arabic = await start(company, job.id, 'bank', 'ar');
        expect(arabic.statusCode).toBe(403);
        expect(arabic.json().message).toBe(ar);
        expect(await database.db.select().from(payments).where(eq(payments.job_id, job.id))).toHaveLength(0);
      }
    });

    it('answers 404 for another company’s job and 409 for a job not waiting for payment', async () => {
      const owner = await readyCompany(app, database);
      const other = await readyCompany(app, database);
      const job = await insertJob(database, owner.companyId);
      expect((await start(other, job.id, 'online')).statusCode).toBe(404);
      const draft = await insertJob(database, owner.companyId, { status: 'draft' });
      const refused = await start(owner, draft.id, 'online');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This job is not waiting for payment: finish it and send it for payment first');
      const seeker = await signUp(app, 'USER');
      expect((await start(seeker, job.id, 'online')).statusCode).toBe(403);
    });
  });

  describe('online, through the embedded test gateway', () => {
    it('takes a card payment on the hosted page and puts the job live once', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const created = await start(company, job.id, 'online');
      expect(created.statusCode).toBe(201);
      const payment = created.json().data;
      expect(payment).toMatchObject({ job_id: job.id, job_title: job.title, pay_type: 'online', status: 'pending', gateway: 'test', invoice_number: null });
      expect(payment.redirect_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/test-gateway/tgc_[0-9a-f]{32}\\?lang=en$`));

      const page = await app.inject({ url: pagePath(payment.redirect_url) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('TEST MODE / وضع الاختبار');
      expect(page.body).toContain('no real money is charged');
      expect(page.body).toContain('<html lang="en" dir="ltr">');
      expect(page.body).toContain('4111 1111 1111 1111');
      expect(page.body).toContain('4000 0000 0000 0002');
      expect(page.body).toContain(`${(payment.total_halalas / 100).toFixed(2)}`);
      expect(page.body).not.toMatch(/<script|<link|src=/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).toContain(`form-action 'self' ${PUBLIC_URL}`);

      const arabic = await app.inject({ url: pagePath(payment.redirect_url).replace('lang=en', 'lang=ar') });
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body).toContain('بطاقات الاختبار');
      const byHeader = await app.inject({ url: new URL(payment.redirect_url).pathname, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
      expect(byHeader.body).toContain('<html lang="en" dir="ltr">');

      const invalid = await payWithCard(payment.redirect_url, { number: '4111 1111 1111 1112', expiry: '01/20', cvc: '12' });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.body).toContain('The card number is not valid');
      expect(invalid.body).toContain('The expiry date must be a future month');
      expect(invalid.body).toContain('The security code is 3 digits');

      const paid = await payWithCard(payment.redirect_url, { number: '4111 1111 1111 1111' });
      expect(paid.statusCode).toBe(303);
      const location = new URL(String(paid.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/en/payments/return`);
      expect(location.searchParams.get('payment')).toBe(String(payment.id));
      expect(location.searchParams.get('status')).toBe('paid');
      expect(location.searchParams.get('id')).toMatch(/^tgc_/);

      // Nothing happens until the server asks the gateway: the redirect alone proves nothing.
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
      const confirmed = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe('Payment confirmed: your job is live');
      const data = confirmed.json().data;
      expect(data.status).toBe('paid');
      expect(data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(data.paid_at).not.toBeNull();
      const live = await jobOf(database, job.id);
      expect(live).toMatchObject({ status: 'active', deadline: job.deadline });
      expect(live.activated_at).not.toBeNull();

      // Replays: a second confirm, ten at once, the card again, a declined card: nothing changes twice.
      const again = await Promise.all(Array.from({ length: 10 }, () => company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)));
      for (const response of again) {
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ status: 'paid', invoice_number: data.invoice_number, paid_at: data.paid_at });
      }
      const declinedAfter = await payWithCard(payment.redirect_url, { number: '4000000000000002' });
      expect(declinedAfter.statusCode).toBe(303);
      expect(new URL(String(declinedAfter.headers.location)).searchParams.get('status')).toBe('paid');
      expect((await jobOf(database, job.id)).activated_at).toEqual(live.activated_at);
      const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row!.invoice_number).not.toBeNull();
      expect(`INV-${row!.invoice_issued_at!.getUTCFullYear()}-${String(row!.invoice_number).padStart(6, '0')}`).toBe(data.invoice_number);
    });

    it('records a declined card: the payment fails, the job still waits, and the company may try again', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const payment = (await start(company, job.id, 'online', 'ar')).json().data;
      expect(payment.redirect_url).toContain('lang=ar');
      const declined = await payWithCard(payment.redirect_url, { number: '4000 0000 0000 0002' });
      expect(declined.statusCode).toBe(303);
      const location = new URL(String(declined.headers.location));
      expect(location.pathname).toBe('/payments/return');
      expect(location.searchParams.get('status')).toBe('failed');

      const confirmed = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`, undefined, 'ar');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe('لم تتم عملية الدفع: حاول مجددًا أو ادفع بالتحويل البنكي');
      expect(confirmed.json().data).toMatchObject({ status: 'failed', invoice_number: null });
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');

      const retry = await start(company, job.id, 'online');
      expect(retry.statusCode).toBe(201);
      const unknownCard = await payWithCard(retry.json().data.redirect_url, { number: '5555 5555 5555 4444' });
      expect(new URL(String(unknownCard.headers.location)).searchParams.get('message')).toBe('test mode: use a test card');
      expect(new URL(String(unknownCard.headers.location)).searchParams.get('status')).toBe('failed');
    });

    it('says a payment is not completed while the card has not been entered', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const payment = (await start(company, job.id, 'online')).json().data;
      const confirmed = await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ message: 'The payment is not completed yet', data: { status: 'pending' } });
    });

    it('moves a deadline that passed while paying to 30 days from today', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId, { deadline: dayFromToday(-3) });
      const payment = (await start(company, job.id, 'online')).json().data;
      await payWithCard(payment.redirect_url, { number: '4111111111111111' });
      await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
      const live = await jobOf(database, job.id);
      expect(live.status).toBe('active');
      expect([dayFromToday(29), dayFromToday(30), dayFromToday(31)]).toContain(live.deadline);
    });

    it('cancels the pending payment when the company starts again, and keeps one open payment under concurrency', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const first = (await start(company, job.id, 'online')).json().data;
      const second = await start(company, job.id, 'bank');
      expect(second.statusCode).toBe(201);
      expect((await company.call('GET', `/api/v1/company/payments/${first.id}`)).json().data.status).toBe('cancelled');
      const [charge] = await database.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.id, new URL(first.redirect_url).pathname.split('/').pop()!));
      expect(charge!.status).toBe('failed');
      // The replaced checkout can no longer be paid.
      const late = await payWithCard(first.redirect_url, { number: '4111111111111111' });
      expect(new URL(String(late.headers.location)).searchParams.get('status')).toBe('failed');

      const racing = await Promise.all(Array.from({ length: 6 }, () => start(company, job.id, 'bank')));
      for (const response of racing) expect([201, 409]).toContain(response.statusCode);
      expect(racing.some((response) => response.statusCode === 201)).toBe(true);
      const open = await database.db
        .select()
        .from(payments)
        .where(and(eq(payments.job_id, job.id), inArray(payments.status, ['pending', 'awaiting_review'])));
      expect(open).toHaveLength(1);
    });

    it('cancels a payment begun online when the company takes the job back to its drafts: the card can no longer be charged', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const begun = (await start(company, job.id, 'online')).json().data;
      const back = await company.call('POST', `/api/v1/company/jobs/${job.id}/unsubmit`);
      expect(back.statusCode).toBe(200);
      expect((await company.call('GET', `/api/v1/company/payments/${begun.id}`)).json().data.status).toBe('cancelled');
      const late = await payWithCard(begun.redirect_url, { number: '4111111111111111' });
      expect(new URL(String(late.headers.location)).searchParams.get('status')).toBe('failed');
      const confirm = await company.call('POST', `/api/v1/company/payments/${begun.id}/confirm`);
      expect(confirm.json().data.status).toBe('cancelled');
      expect((await jobOf(database, job.id)).status).toBe('draft');
    });
  });

  describe('bank transfer', () => {
    it('takes the company’s own receipt only, then waits for an admin', async () => {
      const company = await readyCompany(app, database);
      const other = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId);
      const created = await start(company, job.id, 'bank');
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe('Transfer the amount to one of our bank accounts, then upload the transfer receipt');
      const payment = created.json().data;
      expect(payment).toMatchObject({ pay_type: 'bank', status: 'pending', redirect_url: null, gateway: null });

      const othersFile = await uploadReceipt(other);
      const refused = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: othersFile });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.invoice_file_id).toEqual(['Upload the file again: this one is not available']);
      const refusedAr = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: othersFile }, 'ar');
      expect(refusedAr.json().errors.invoice_file_id).toEqual(['ارفع الملف مرة أخرى: هذا الملف غير متاح']);

      const fileId = await uploadReceipt(company);
      const attached = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: fileId });
      expect(attached.statusCode).toBe(200);
      expect(attached.json().data).toMatchObject({ status: 'awaiting_review', invoice_file_id: fileId });
      expect((await jobOf(database, job.id)).status).toBe('awaiting_review');
      expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: fileId })).statusCode).toBe(409);
      expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).statusCode).toBe(409);
      expect((await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).statusCode).toBe(404);

      const queue = await admin.call('GET', '/api/admin/payments?status=awaiting_review');
      expect(queue.statusCode).toBe(200);
      const listed = queue.json().data.items.find((item: { id: number }) => item.id === payment.id);
      expect(listed).toMatchObject({ company_id: company.companyId, company_name: (company.account as { foundation_name?: string }).foundation_name, job_title: job.title, receipt: `/api/admin/payments/${payment.id}/receipt`, total_halalas: payment.total_halalas });
      const receipt = await admin.call('GET', `/api/admin/payments/${payment.id}/receipt`);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      // The reviewer reads it in the browser, sandboxed (decision 041).
      expect(receipt.headers['content-disposition']).toMatch(/^inline;/);
      expect(receipt.headers['content-security-policy']).toContain('sandbox');
      expect(receipt.rawPayload.equals(RECEIPT_PDF)).toBe(true);
      expect((await company.call('GET', `/api/admin/payments/${payment.id}/receipt`)).statusCode).toBe(403);
    });

    it('changes the state exactly once under twenty parallel approvals', async () => {
      const company = await readyCompany(app, database);
      const { job, payment } = await bankPaymentAwaitingReview(company);
      const answers = await Promise.all(Array.from({ length: 20 }, () => admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })));
      const approved = answers.filter((response) => response.statusCode === 200);
      expect(approved).toHaveLength(1);
      expect(approved[0]!.json().message).toBe('Transfer approved: the job is live');
      for (const response of answers.filter((r) => r.statusCode !== 200)) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe('This transfer is not waiting for review (it may already have been reviewed)');
      }
      const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row).toMatchObject({ status: 'paid', reviewed_by: admin.id });
      expect(row!.invoice_number).not.toBeNull();
      expect(approved[0]!.json().data.invoice_number).toMatch(new RegExp(`-${String(row!.invoice_number).padStart(6, '0')}$`));
      expect((await jobOf(database, job.id)).status).toBe('active');
      // Exactly one number was taken from the sequence: the next payment gets the next one.
      const next = await bankPaymentAwaitingReview(company);
      const nextApproved = (await admin.call('POST', `/api/admin/payments/${next.payment.id}/review`, { decision: 'approve' })).json().data;
      expect(nextApproved.invoice_number).toMatch(new RegExp(`-${String(row!.invoice_number! + 1).padStart(6, '0')}$`));
    });

    it('rejects with a reason: the job waits for payment again and a new transfer can be sent', async () => {
      const company = await readyCompany(app, database);
      const { job, payment } = await bankPaymentAwaitingReview(company);
      const tooShort = await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'reject', reason: 'no' });
      expect(tooShort.statusCode).toBe(422);
      const rejected = await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'reject', reason: 'The amount on the receipt is 500 SAR' });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'The amount on the receipt is 500 SAR', invoice_number: null });
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
      expect((await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })).statusCode).toBe(409);
      const seen = (await company.call('GET', `/api/v1/company/payments/${payment.id}`)).json().data;
      expect(seen).toMatchObject({ status: 'rejected', rejection_reason: 'The amount on the receipt is 500 SAR' });

      const again = (await start(company, job.id, 'bank')).json().data;
      await company.call('POST', `/api/v1/company/payments/${again.id}/receipt`, { invoice_file_id: await uploadReceipt(company) });
      expect((await admin.call('POST', `/api/admin/payments/${again.id}/review`, { decision: 'approve' })).statusCode).toBe(200);
      expect((await jobOf(database, job.id)).status).toBe('active');
      const list = (await company.call('GET', `/api/v1/company/payments?job_id=${job.id}`)).json().data;
      expect(list.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
        [again.id, 'paid'],
        [payment.id, 'rejected'],
      ]);
      const history = (await admin.call('GET', '/api/admin/payments?status=rejected')).json().data;
      expect(history.items.some((item: { id: number }) => item.id === payment.id)).toBe(true);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another company and 403 to a job seeker', async () => {
      const owner = await readyCompany(app, database);
      const { payment } = await bankPaymentAwaitingReview(owner);
      await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' });
      expect((await owner.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).statusCode).toBe(200);

      const other = await readyCompany(app, database);
      const otherFile = await uploadReceipt(other);
      for (const [method, url, body] of [
        ['GET', `/api/v1/company/payments/${payment.id}`, undefined],
        ['GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined],
        ['POST', `/api/v1/company/payments/${payment.id}/confirm`, undefined],
        ['POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: otherFile }],
      ] as const) {
        expect((await other.call(method, url, body)).statusCode).toBe(404);
      }
      expect((await other.call('GET', `/api/v1/company/payments?job_id=${payment.job_id}`)).json().data).toEqual([]);

      const seeker = await signUp(app, 'USER');
      for (const [method, url] of [
        ['GET', '/api/v1/company/payments'],
        ['GET', `/api/v1/company/payments/${payment.id}`],
        ['GET', `/api/v1/company/payments/${payment.id}/invoice`],
        ['POST', `/api/v1/company/payments/${payment.id}/confirm`],
        ['GET', `/api/admin/payments/${payment.id}/invoice`],
      ] as const) {
        expect((await seeker.call(method, url)).statusCode).toBe(403);
      }
      expect((await app.inject({ url: `/api/v1/company/payments/${payment.id}` })).statusCode).toBe(401);
    });
  });

  describe('bank accounts', () => {
    it('lets admins manage the accounts, with the IBAN checked in both languages', async () => {
      const badEn = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'مصرف الراجحي', bank_name_en: 'Al Rajhi Bank', account_name: 'Tawzeef', iban: 'SA0380000000608010167518' }, 'en');
      expect(badEn.statusCode).toBe(422);
      expect(badEn.json().errors.iban).toEqual(['The IBAN is not valid: SA followed by 22 digits and letters']);
      const badAr = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'مصرف الراجحي', bank_name_en: 'Al Rajhi Bank', account_name: 'Tawzeef', iban: 'GB82WEST12345698765432' }, 'ar');
      expect(badAr.json().errors.iban).toEqual(['رقم الآيبان غير صالح: يبدأ بـ SA ويليه 22 رقمًا وحرفًا']);

      const iban = saudiIban();
      const spaced = iban.replace(/(.{4})/g, '$1 ').trim().toLowerCase();
      const created = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'البنك الأهلي السعودي', bank_name_en: 'Saudi National Bank', account_name: 'Tawzeef Platform', iban: spaced, sort_order: 0 });
      expect(created.statusCode).toBe(201);
      const account = created.json().data;
      expect(account).toMatchObject({ iban, is_active: true, bank_name_ar: 'البنك الأهلي السعودي' });
      const duplicate = await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'Other', iban });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors.iban).toEqual(['This IBAN is already in the list of bank accounts']);

      const hidden = (
        await admin.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك الرياض', bank_name_en: 'Riyad Bank', account_name: 'Tawzeef', iban: saudiIban(), is_active: false })
      ).json().data;
      const publicEn = (await app.inject({ url: '/api/v1/bank-accounts', headers: { 'x-locale': 'en' } })).json().data;
      expect(publicEn.find((a: { id: number }) => a.id === account.id)).toMatchObject({ bank_name: 'Saudi National Bank', iban });
      expect(publicEn.some((a: { id: number }) => a.id === hidden.id)).toBe(false);
      const publicAr = (await app.inject({ url: '/api/v1/bank-accounts', headers: { 'x-locale': 'ar' } })).json().data;
      expect(publicAr.find((a: { id: number }) => a.id === account.id).bank_name).toBe('البنك الأهلي السعودي');

      const updated = await admin.call('PUT', `/api/admin/bank-accounts/${account.id}`, { bank_name_ar: 'البنك الأهلي', bank_name_en: 'SNB', account_name: 'Tawzeef Platform', iban, is_active: false });
      expect(updated.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/bank-accounts' })).json().data.some((a: { id: number }) => a.id === account.id)).toBe(false);
      expect((await admin.call('GET', '/api/admin/bank-accounts?per_page=100')).json().data.items.some((a: { id: number }) => a.id === account.id)).toBe(true);
      expect((await admin.call('DELETE', `/api/admin/bank-accounts/${account.id}`)).statusCode).toBe(200);
      expect((await admin.call('DELETE', `/api/admin/bank-accounts/${account.id}`)).statusCode).toBe(404);
      await database.db.delete(bankAccounts).where(eq(bankAccounts.id, hidden.id));

      const company = await signUp(app, 'COMPANY');
      expect((await company.call('POST', '/api/admin/bank-accounts', { bank_name_ar: 'بنك', bank_name_en: 'Bank', account_name: 'X', iban: saudiIban() })).statusCode).toBe(403);
    });
  });
});

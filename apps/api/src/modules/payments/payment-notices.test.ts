import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companies, files, mailOutbox, payments, users } from '../../db/schema/index.ts';
import { futureExpiry, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf.ts';
import { startSmtp, type TSmtpSink } from '../../test/smtp.ts';
import { decodeZatcaTlv } from './zatca.ts';

const drivers = await testDrivers();

const PUBLIC_URL = 'https://tawzeef.test';
/** A national address in parts (decision 198); the test companies' city is Riyadh. */
const NATIONAL_ADDRESS = { street: 'طريق الملك فهد', building_number: '1234', additional_number: '5678', district: 'العليا', postal_code: '12211' };

/**
 * Decision 026: the company is told how its payment ended (in its account's language, once), and a VAT-registered
 * company gets a standard tax invoice with its details, frozen when the payment was paid.
 */
describe.each(drivers)('payment notices and standard invoices on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let smtp: TSmtpSink;

  beforeAll(async () => {
    database = await driver.open();
    smtp = await startSmtp();
    app = await testApp(database, {
      PUBLIC_URL,
      JOB_POSTING_FEE_SAR: '499',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Tawzeef <no-reply@tawzeef.test>',
      SELLER_NAME_AR: 'شركة توظيف المحدودة',
      SELLER_NAME_EN: 'Tawzeef Ltd',
      SELLER_VAT_NUMBER: '310122393500003',
    });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function company(locale: 'ar' | 'en', name?: string): Promise<TTestCompany> {
    const created = await readyCompany(app, database, name ? { name } : {});
    await database.db.update(users).set({ locale }).where(eq(users.id, created.id));
    return created;
  }

  /** The payment notices the outbox holds for an address (every mail is recorded there, SMTP or not). */
  const notices = (to: string) => database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, to), like(mailOutbox.purpose, 'payment_%'))).orderBy(mailOutbox.id);

  const received = (to: string, subject: string) => smtp.mailTo(to, subject);

  async function transferAwaitingReview(who: TTestCompany, title = 'محاسب أول') {
    const job = await insertJob(database, who.companyId, { title });
    const payment = (await who.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
    const [file] = await database.db
      .insert(files)
      .values({ key: randomBytes(16).toString('hex'), owner_id: who.id, kind: 'invoice', content_type: 'application/pdf', size: 10, original_name: 'receipt.pdf' })
      .returning();
    expect((await who.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: file!.id })).statusCode).toBe(200);
    return { job, payment };
  }

  const approve = (paymentId: number) => admin.call('POST', `/api/admin/payments/${paymentId}/review`, { decision: 'approve' });

  async function paidOnline(who: TTestCompany, title = 'Senior Accountant') {
    const job = await insertJob(database, who.companyId, { title });
    const payment = (await who.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' })).json().data;
    const url = new URL(payment.redirect_url);
    const paid = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', number: '4111111111111111', expiry: futureExpiry, cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    return { job, payment };
  }

  describe('mails', () => {
    it('tells an Arabic company its transfer is approved, with the invoice number and link, once for 20 parallel approvals', async () => {
      const owner = await company('ar');
      const { payment } = await transferAwaitingReview(owner, 'محاسب أول');
      const answers = await Promise.all(Array.from({ length: 20 }, () => approve(payment.id)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
      const invoiceNumber = answers.find((a) => a.statusCode === 200)!.json().data.invoice_number as string;

      const mail = await received(owner.account.email, 'تم قبول تحويلك البنكي');
      expect(mail.subject).toBe('تم قبول تحويلك البنكي لوظيفة «محاسب أول»');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.text).toContain('573.85');
      expect(mail.text).toContain(invoiceNumber);
      expect(mail.html).toContain(`${PUBLIC_URL}/invoices/${payment.id}`);
      expect(mail.text).toContain(`افتح الفاتورة: ${PUBLIC_URL}/invoices/${payment.id}`);
      // The invoice itself rides along, as the page's PDF (decision 184).
      expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `${invoiceNumber}.pdf`, contentType: 'application/pdf' }]);
      const pdf = await pdfText(mail.attachments[0]!.content);
      expect(pdf).toContain(invoiceNumber);
      expect(pdf).toContain('573.85');

      const stored = await notices(owner.account.email);
      // The receipt's upload was acknowledged first (decision 032).
      expect(stored.map((m) => m.purpose)).toEqual(['payment_transfer_received', 'payment_transfer_approved']);
      expect(smtp.received.filter((m) => m.to.includes(owner.account.email) && m.subject.includes('تم قبول تحويلك'))).toHaveLength(1);
    });

    it('tells an English company why its transfer was rejected and how to pay again, once', async () => {
      const owner = await company('en');
      const { job, payment } = await transferAwaitingReview(owner, 'Nurse');
      const reason = 'The receipt shows 400 SAR instead of 573.85 SAR';
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'reject', reason }, 'ar')),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);

      const mail = await received(owner.account.email, 'We could not accept your bank transfer');
      expect(mail.subject).toBe('We could not accept your bank transfer for “Nurse”');
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain('upload a new receipt of your transfer, or pay online by card');
      expect(mail.text).toContain(`Open the payment page: ${PUBLIC_URL}/en/checkout/${job.id}`);
      expect((await notices(owner.account.email)).map((m) => m.purpose)).toEqual(['payment_transfer_received', 'payment_transfer_rejected']);
    });

    it('sends a company whose package transfer was rejected to its payments page, without speaking of a job', async () => {
      const owner = await company('en');
      const pack = (await admin.call('POST', '/api/admin/packages', { name_ar: 'باقة الرفض', name_en: 'Rejected pack', posts: 2, price_sar: 900, validity_days: 90 })).json().data;
      const payment = (await owner.call('POST', `/api/v1/company/packages/${pack.id}/payments`, { pay_type: 'bank' })).json().data;
      const [file] = await database.db
        .insert(files)
        .values({ key: randomBytes(16).toString('hex'), owner_id: owner.id, kind: 'invoice', content_type: 'application/pdf', size: 10, original_name: 'receipt.pdf' })
        .returning();
      expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: file!.id })).statusCode).toBe(200);
      expect((await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'reject', reason: 'No such transfer' })).statusCode).toBe(200);
      const mail = await received(owner.account.email, 'We could not accept your bank transfer');
      expect(mail.text).toContain('On your payments page you can upload a new receipt of your transfer');
      expect(mail.text).not.toContain('the job is published');
      expect(mail.text).toContain(`Open the payment page: ${PUBLIC_URL}/en/payments`);
    });

    it('sends one receipt with the invoice after an online payment, however often it is confirmed', async () => {
      const owner = await company('en');
      const { payment } = await paidOnline(owner, 'Senior Accountant');
      const confirms = await Promise.all(Array.from({ length: 10 }, () => owner.call('POST', `/api/v1/company/payments/${payment.id}/confirm`, undefined, 'ar')));
      for (const response of confirms) expect(response.json().data.status).toBe('paid');
      expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).json().data.status).toBe('paid');
      const invoiceNumber = confirms[0]!.json().data.invoice_number as string;

      const mail = await received(owner.account.email, 'Payment receipt');
      expect(mail.subject).toBe(`Payment receipt for “Senior Accountant”: invoice ${invoiceNumber}`);
      expect(mail.text).toContain('We received 573.85 SAR (VAT of 74.85 SAR included) by card');
      expect(mail.text).toContain(`Your tax invoice ${invoiceNumber} is ready`);
      expect(mail.text).toContain(`Open the invoice: ${PUBLIC_URL}/en/invoices/${payment.id}`);
      expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `${invoiceNumber}.pdf`, contentType: 'application/pdf' }]);
      expect(await pdfText(mail.attachments[0]!.content)).toContain(invoiceNumber);
      expect((await notices(owner.account.email)).map((m) => m.purpose)).toEqual(['payment_online_paid']);
    });

    it('sends nothing for a declined card', async () => {
      const owner = await company('ar');
      const job = await insertJob(database, owner.companyId);
      const payment = (await owner.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'online' })).json().data;
      const url = new URL(payment.redirect_url);
      await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name: 'Sara', number: '4000000000000002', expiry: futureExpiry, cvc: '123' }).toString(),
      });
      expect((await owner.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).json().data.status).toBe('failed');
      expect(await notices(owner.account.email)).toHaveLength(0);
    });
  });

  describe('the VAT number on the company profile', () => {
    it('accepts 15 digits that start and end with 3, and says what is wrong otherwise in both languages', async () => {
      const owner = await company('ar');
      for (const wrong of ['31012239350000', '210122393500003', '310122393500004', '3101223935000O3']) {
        const en = await owner.call('PUT', '/api/v1/company/profile', { foundation_name: 'Horizon', vat_number: wrong }, 'en');
        expect(en.statusCode).toBe(422);
        expect(en.json().errors.vat_number).toEqual(['The VAT number is not valid: 15 digits that start and end with 3']);
        const ar = await owner.call('PUT', '/api/v1/company/profile', { foundation_name: 'Horizon', vat_number: wrong }, 'ar');
        expect(ar.json().errors.vat_number).toEqual(['الرقم الضريبي غير صالح: 15 رقمًا تبدأ بـ 3 وتنتهي بـ 3']);
      }
      // With its national address in parts (decision 198).
      const saved = await owner.call('PUT', '/api/v1/company/profile', { foundation_name: 'Horizon', vat_number: '310 1223 9350 0003', ...NATIONAL_ADDRESS });
      expect(saved.statusCode).toBe(200);
      const own = (await owner.call('GET', '/api/v1/company/profile')).json().data;
      expect(own).toMatchObject({ vat_number: '310122393500003', ...NATIONAL_ADDRESS });
      expect((await owner.call('PUT', '/api/v1/company/profile', { foundation_name: 'Horizon', vat_number: '' })).statusCode).toBe(200);
      expect((await owner.call('GET', '/api/v1/company/profile')).json().data.vat_number).toBeNull();
    });
  });

  describe('invoices', () => {
    it('issues a standard tax invoice to a VAT-registered company, with its details frozen at payment time', async () => {
      const owner = await company('ar', 'شركة الأفق للتقنية');
      const profile = { foundation_name: 'شركة الأفق للتقنية', foundation_name_en: 'Horizon Tech', vat_number: '300000000000003', ...NATIONAL_ADDRESS };
      expect((await owner.call('PUT', '/api/v1/company/profile', profile)).statusCode).toBe(200);
      const { payment } = await transferAwaitingReview(owner);
      expect((await approve(payment.id)).statusCode).toBe(200);

      const english = (await owner.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'en')).json().data;
      expect(english).toMatchObject({
        kind: 'standard',
        buyer_name: 'شركة الأفق للتقنية',
        buyer_vat_number: '300000000000003',
        // The national address on the two lines the Saudi post writes, the city in the script of the street (decision 198).
        buyer_address: '1234 طريق الملك فهد، العليا\nالرياض 12211-5678',
        buyer_national_address: { street: 'طريق الملك فهد', building_number: '1234', additional_number: '5678', district: 'العليا', city: 'الرياض', postal_code: '12211', country_code: 'SA' },
        seller_vat_number: '310122393500003',
      });
      expect(english.supply_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The QR code stays the phase-1 record of the seller (decision 026).
      expect(decodeZatcaTlv(english.qr_base64)).toMatchObject({ sellerName: 'شركة توظيف المحدودة', vatNumber: '310122393500003', total: '573.85', vat: '74.85' });
      const arabic = (await owner.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'ar')).json().data;
      expect(arabic).toMatchObject({ kind: 'standard', buyer_name: 'شركة الأفق للتقنية', buyer_address: english.buyer_address });

      // A later profile change does not rewrite the issued invoice.
      const changed = { ...profile, foundation_name: 'شركة الأفق القابضة', vat_number: '399999999999993', street: 'Elsewhere', building_number: '9999', postal_code: '99999' };
      expect((await owner.call('PUT', '/api/v1/company/profile', changed)).statusCode).toBe(200);
      const after = (await admin.call('GET', `/api/admin/payments/${payment.id}/invoice`)).json().data;
      expect(after).toMatchObject({ kind: 'standard', buyer_name: 'شركة الأفق للتقنية', buyer_vat_number: '300000000000003', buyer_address: english.buyer_address, buyer_national_address: english.buyer_national_address });
      // The PDF carries the parts too: an Arabic line is read back in visual order (right to left), so its numbers are
      // checked here; invoice-pdf.test.ts reads an English address line by line.
      const pdf = await owner.call('GET', `/api/v1/company/payments/${payment.id}/pdf/invoice`, undefined, 'en');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('1234');
      expect(text).toContain('5678-12211');
    }, 120_000);

    it('uses the profile address for a company that gave neither its national address nor an invoice line, and stays simplified without a VAT number', async () => {
      // Its verified name (a verified company's new name would wait for an administrator: decision 085). A VAT number
      // set before decision 198, without the national address (which saving it now asks for).
      const registered = await company('en', 'Registered Co');
      expect((await registered.call('PUT', '/api/v1/company/profile', { foundation_name: 'Registered Co', vat_number: '311111111111113' })).statusCode).toBe(422);
      await database.db.update(companies).set({ vat_number: '311111111111113' }).where(eq(companies.id, registered.companyId));
      const { payment: standard } = await paidOnline(registered);
      await registered.call('POST', `/api/v1/company/payments/${standard.id}/confirm`);
      expect((await registered.call('GET', `/api/v1/company/payments/${standard.id}/invoice`)).json().data).toMatchObject({
        kind: 'standard',
        buyer_name: 'Registered Co',
        buyer_address: 'King Fahd Road, Riyadh',
        buyer_national_address: null,
      });

      const plain = await company('en');
      const { payment } = await paidOnline(plain);
      await plain.call('POST', `/api/v1/company/payments/${payment.id}/confirm`);
      const simplified = (await plain.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data;
      expect(simplified).toMatchObject({ kind: 'simplified', buyer_vat_number: null, buyer_address: null });
      // A VAT number added after the payment does not turn its invoice into a standard one.
      expect((await plain.call('PUT', '/api/v1/company/profile', { foundation_name: 'Plain Co', vat_number: '322222222222223', ...NATIONAL_ADDRESS })).statusCode).toBe(200);
      expect((await plain.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data.kind).toBe('simplified');
      const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row!.buyer_vat_number).toBeNull();
    });
  });
});

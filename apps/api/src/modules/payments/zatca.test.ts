import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { TDatabaseHandle } from '../../db/client.ts';
import { files, jobs, payments, settings } from '../../db/schema/index.ts';
import { addDays, riyadhDateOf } from '../jobs/state.ts';
import { signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { formatInvoiceNumber, postingDescription, zatcaTimestamp } from './invoice.ts';
import { JOB_FEE_SETTING } from './pricing.ts';
import { insertJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { buildZatcaTlv, decodeZatcaTlv, zatcaQrSvg } from './zatca.ts';

/** Reads a QR code from an SVG the way a phone would from a picture: rendered to pixels, then decoded. */
async function readQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(600).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('ZATCA simplified invoice QR code', () => {
  it('encodes the five fields as base64 TLV, as in ZATCA’s published example', () => {
    const fields = { sellerName: 'Bobs Records', vatNumber: '310122393500003', timestamp: '2022-04-25T15:30:00Z', total: '1000.00', vat: '150.00' };
    const tlv = buildZatcaTlv(fields);
    expect(tlv).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
    expect(decodeZatcaTlv(tlv)).toEqual(fields);
  });

  it('counts the length in UTF-8 bytes for an Arabic seller name', () => {
    const fields = { sellerName: 'منصة توظيف', vatNumber: '300000000000003', timestamp: '2026-11-22T10:15:00Z', total: '573.85', vat: '74.85' };
    const bytes = Buffer.from(buildZatcaTlv(fields), 'base64');
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength('منصة توظيف', 'utf8'));
    expect(bytes[1]).toBe(19);
    expect(decodeZatcaTlv(buildZatcaTlv(fields))).toEqual(fields);
    expect(() => buildZatcaTlv({ ...fields, sellerName: 'س'.repeat(200) })).toThrow(RangeError);
    expect(() => decodeZatcaTlv(Buffer.from([1, 5, 65]).toString('base64'))).toThrow();
  });

  it('draws a QR code that decodes back to the payload', async () => {
    const tlv = buildZatcaTlv({ sellerName: 'منصة توظيف', vatNumber: '300000000000003', timestamp: '2026-01-01T00:00:00Z', total: '1.15', vat: '0.15' });
    const svg = await zatcaQrSvg(tlv);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(await readQr(svg)).toBe(tlv);
  });

  it('names the posting period with the right plural form in both languages, the title isolated', () => {
    expect([1, 2, 7, 30, 60, 100].map((days) => postingDescription('ar', 'محاسب', days))).toEqual(
      ['يوم واحد', 'يومان', '7 أيام', '30 يومًا', '60 يومًا', '100 يوم'].map((period) => `نشر وظيفة: \u2068محاسب\u2069 (${period})`),
    );
    expect([1, 60].map((days) => postingDescription('en', 'Accountant', days))).toEqual(['Job posting: \u2068Accountant\u2069 (1 day)', 'Job posting: \u2068Accountant\u2069 (60 days)']);
  });

  it('numbers invoices INV-<Riyadh year>-<six digits>', () => {
    expect(formatInvoiceNumber(1000, new Date('2026-06-01T12:00:00Z'))).toBe('INV-2026-001000');
    expect(formatInvoiceNumber(1234567, new Date('2026-06-01T12:00:00Z'))).toBe('INV-2026-1234567');
    // 22:00 UTC on 31 December is already 1 January in Riyadh.
    expect(formatInvoiceNumber(1001, new Date('2026-12-31T22:00:00Z'))).toBe('INV-2027-001001');
  });
});

const drivers = await testDrivers();

describe.each(drivers)('tax invoices on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    await database.db.delete(settings).where(eq(settings.key, JOB_FEE_SETTING));
    app = await testApp(database, {
      JOB_POSTING_FEE_SAR: '499',
      JOB_POSTING_DAYS: '60',
      SELLER_NAME_AR: 'شركة توظيف المحدودة',
      SELLER_NAME_EN: 'Tawzeef Ltd',
      SELLER_VAT_NUMBER: '310122393500003',
      SELLER_ADDRESS: 'Olaya Street, Riyadh',
    });
    admin = await signUpAdmin(app, database);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A bank payment approved by the admin, the quickest way to a paid payment without a gateway. */
  async function paidPayment(company: TTestCompany) {
    const job = await insertJob(database, company.companyId, { title: 'محاسب أول' });
    const payment = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
    const [file] = await database.db
      .insert(files)
      .values({ key: randomBytes(16).toString('hex'), owner_id: company.id, kind: 'invoice', content_type: 'application/pdf', size: 10, original_name: 'receipt.pdf' })
      .returning();
    expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: file!.id })).statusCode).toBe(200);
    expect((await admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })).statusCode).toBe(200);
    return { job, payment };
  }

  it('gives the company a bilingual tax invoice whose QR code holds seller, VAT number, time, total and VAT', async () => {
    const company = await readyCompany(app, database, { name: 'مؤسسة الأفق' });
    const { job, payment } = await paidPayment(company);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    const days = Math.round((Date.parse(job.deadline!) - Date.parse(riyadhDateOf(row!.invoice_issued_at!))) / 86_400_000) + 1;
    expect(days).toBeGreaterThanOrEqual(20);
    expect(days).toBeLessThan(60);

    const english = await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'en');
    expect(english.statusCode).toBe(200);
    const invoice = english.json().data;
    expect(invoice).toMatchObject({
      payment_id: payment.id,
      invoice_number: formatInvoiceNumber(row!.invoice_number!, row!.invoice_issued_at!),
      seller_name: 'Tawzeef Ltd',
      seller_name_ar: 'شركة توظيف المحدودة',
      seller_name_en: 'Tawzeef Ltd',
      seller_vat_number: '310122393500003',
      seller_address: 'Olaya Street, Riyadh',
      buyer_name: 'مؤسسة الأفق',
      buyer_vat_number: null,
      // The real period: from the day of payment (Riyadh) to the job's deadline, both included (issue 14).
      supply_date: riyadhDateOf(row!.invoice_issued_at!),
      service_from: riyadhDateOf(row!.invoice_issued_at!),
      service_to: job.deadline,
      posting_days: days,
      description: `Job posting: \u2068محاسب أول\u2069 (${days} days)`,
      job_id: job.id,
      currency: 'SAR',
      fee_halalas: 49_900,
      vat_halalas: 7_485,
      total_halalas: 57_385,
      vat_rate_basis_points: 1500,
      pay_type: 'bank',
    });
    expect(invoice.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(decodeZatcaTlv(invoice.qr_base64)).toEqual({
      sellerName: 'شركة توظيف المحدودة',
      vatNumber: '310122393500003',
      timestamp: zatcaTimestamp(row!.invoice_issued_at!),
      total: '573.85',
      vat: '74.85',
    });
    expect(await readQr(invoice.qr_svg)).toBe(invoice.qr_base64);

    const arabic = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'ar')).json().data;
    expect(arabic).toMatchObject({ seller_name: 'شركة توظيف المحدودة', description: `نشر وظيفة: \u2068محاسب أول\u2069 (${days} يومًا)`, qr_base64: invoice.qr_base64 });
    const forAdmin = await admin.call('GET', `/api/admin/payments/${payment.id}/invoice`);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().data.qr_base64).toBe(invoice.qr_base64);
  });

  it('keeps the service period of the day it was paid: a later deadline does not rewrite it; older invoices show the configured period', async () => {
    const company = await readyCompany(app, database);
    const { job, payment } = await paidPayment(company);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment.id));
    const issued = riyadhDateOf(row!.invoice_issued_at!);
    expect(row).toMatchObject({ service_from: issued, service_to: job.deadline });
    await database.db.update(jobs).set({ deadline: addDays(issued, 50) }).where(eq(jobs.id, job.id));
    expect((await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data).toMatchObject({ service_from: issued, service_to: job.deadline });

    // A payment paid before the period was kept (migration 0027): the configured posting period from its issue day.
    await database.db.update(payments).set({ service_from: null, service_to: null }).where(eq(payments.id, payment.id));
    expect((await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data).toMatchObject({
      service_from: issued,
      service_to: addDays(issued, 59),
      posting_days: 60,
      description: 'Job posting: \u2068محاسب أول\u2069 (60 days)',
    });
  });

  it('has no invoice for an unpaid payment, nor for another company', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const pending = (await company.call('POST', `/api/v1/company/jobs/${job.id}/payments`, { pay_type: 'bank' })).json().data;
    expect((await company.call('GET', `/api/v1/company/payments/${pending.id}/invoice`)).statusCode).toBe(404);
    expect((await admin.call('GET', `/api/admin/payments/${pending.id}/invoice`)).statusCode).toBe(404);
    const { payment } = await paidPayment(company);
    const other = await readyCompany(app, database);
    expect((await other.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).statusCode).toBe(404);
  });
});

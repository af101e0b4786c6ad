import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { payments, zatcaDocuments, zatcaUnits } from '../../db/schema/index.ts';
import { paidByTransfer, readyCompany } from '../../test/factories.ts';
import { appWithAdmin, sharedPglite, type TSignedUp } from '../../test/harness.ts';
import { pdfTextOfFile, poppler, withPdfFile } from '../../test/pdf.ts';
import { startFatooraServer, type TFatooraServer } from '../../test/zatca/fatoora-server.ts';
import { ZATCA_UNIT_ENV } from '../../test/zatca/unit.ts';
import { runOnboarding } from '../zatca/onboard-command.ts';
import { runZatcaQueue } from '../zatca/queue.ts';
import { findTaxInvoice } from './invoice.ts';
import { queueZatcaDocument } from './zatca.ts';

/** What poppler's tools read in a PDF: its text, its fonts, its XMP, its embedded files and its page as pixels. */
function readPdf(pdf: Buffer) {
  return withPdfFile(pdf, async (file, dir) => {
    const text = await pdfTextOfFile(file);
    // Rows after the two header lines: name, type, encoding, emb, sub, uni, object, generation.
    const fonts = (await poppler('pdffonts', [file])).stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return { name: columns[0]!, embedded: columns.at(-5) };
      });
    const xmp = (await poppler('pdfinfo', ['-meta', file])).stdout;
    const info = (await poppler('pdfinfo', [file])).stdout;
    const attached = (await poppler('pdfdetach', ['-list', file])).stdout;
    const saved = path.join(dir, 'saved');
    fs.mkdirSync(saved);
    if (!/^0 embedded files/.test(attached)) await poppler('pdfdetach', ['-saveall', '-o', saved, file]);
    const files = Object.fromEntries(fs.readdirSync(saved).map((name) => [name, fs.readFileSync(path.join(saved, name))]));
    // The page at 200 dpi, read as a phone would read the QR code.
    await poppler('pdftoppm', ['-r', '200', '-png', '-singlefile', file, path.join(dir, 'page')]);
    const { data, info: image } = await sharp(path.join(dir, 'page.png')).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), image.width, image.height)?.data;
    return { text, fonts, xmp, info, attached, files, qr };
  });
}

/** The PDF/A-3b marks every invoice PDF carries (decision 180), with or without ZATCA. */
function expectPdfA3b(read: Awaited<ReturnType<typeof readPdf>>) {
  expect(read.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
  expect(read.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
  expect(read.info).toMatch(/PDF version:\s+1\.7/);
  expect(read.fonts.length).toBeGreaterThan(0);
  for (const font of read.fonts) expect(font, font.name).toMatchObject({ embedded: 'yes' });
}

/** As the console's refund leaves it (decision 171): credited back, the reason and the administrator's words. */
async function credit(database: TDatabaseHandle, admin: TSignedUp, paymentId: number) {
  await database.db.update(payments).set({ credit_reason: 'refund', credit_note: 'Posted twice', credited_at: new Date(), credited_by: admin.id }).where(eq(payments.id, paymentId));
}

describe('the tax invoice as a PDF/A-3b with ZATCA off (decision 180)', () => {
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let admin: TSignedUp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await sharedPglite();
    ({ app, admin, close } = await appWithAdmin(database, 'invoice-pdf', { SELLER_VAT_NUMBER: '310122393500003' }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('is the company’s own invoice, bilingual, with its number, the VAT numbers, the QR code and embedded fonts, and nothing attached', async () => {
    const { company, paymentId } = await paidByTransfer(app, database, admin, '311111111111113');
    const invoice = (await company.call('GET', `/api/v1/company/payments/${paymentId}/invoice`)).json().data;
    // The buyer's national address in parts (decision 198), on the two lines the Saudi post writes.
    expect(invoice.buyer_address).toBe('7788 Olaya Street, Al Malaz\nRiyadh 12836-3456');
    for (const locale of ['ar', 'en'] as const) {
      const response = await company.call('GET', `/api/v1/company/payments/${paymentId}/pdf/invoice`, undefined, locale);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`${invoice.invoice_number}.pdf`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const read = await readPdf(response.rawPayload);
      expectPdfA3b(read);
      for (const value of [invoice.invoice_number, '310122393500003', '311111111111113', '7788 Olaya Street, Al Malaz', 'Riyadh 12836-3456']) expect(read.text).toContain(value);
      // Both languages' labels whatever the reader's language (Arabic words without a required ligature: decision 121).
      for (const words of ['Tax Invoice', 'Invoice number', 'Seller VAT number', 'Buyer VAT number', 'Total amount due', 'Payment method']) expect(read.text).toContain(words);
      for (const words of ['رقم الفاتورة', 'البائع', 'عنوان البائع', 'مدة الخدمة', 'الوصف', 'الكمية']) expect(read.text).toContain(words);
      // The method in the reader's language only, as the page.
      if (locale === 'en') expect(read.text).toContain('Bank transfer');
      expect(read.text).toContain(locale === 'ar' ? '573.85' : 'SAR 573.85');
      expect(read.qr).toBe(invoice.qr_base64);
      expect(read.attached).toMatch(/^0 embedded files/);
    }
  });

  it('refuses another company, and a credit note that was never issued; the administrator reads any, and its credit note once credited', async () => {
    const { company, paymentId } = await paidByTransfer(app, database, admin, null);
    const rival = await readyCompany(app, database);
    expect((await rival.call('GET', `/api/v1/company/payments/${paymentId}/pdf/invoice`)).statusCode).toBe(404);
    expect((await company.call('GET', `/api/v1/company/payments/${paymentId}/pdf/credit-note`)).statusCode).toBe(404);
    expect((await company.call('GET', `/api/admin/payments/${paymentId}/pdf/invoice`)).statusCode).toBe(403);
    const byAdmin = await admin.call('GET', `/api/admin/payments/${paymentId}/pdf/invoice`);
    expect(byAdmin.statusCode).toBe(200);
    expect((await readPdf(byAdmin.rawPayload)).text).toContain('Simplified Tax Invoice');

    await credit(database, admin, paymentId);
    const invoice = (await company.call('GET', `/api/v1/company/payments/${paymentId}/invoice`)).json().data;
    const response = await company.call('GET', `/api/v1/company/payments/${paymentId}/pdf/credit-note`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`${invoice.credit.number}.pdf`);
    const read = await readPdf(response.rawPayload);
    expectPdfA3b(read);
    for (const words of ['Credit Note for a Simplified Tax Invoice', invoice.credit.number, 'Original invoice', invoice.invoice_number, 'Refund', 'Posted twice', 'عنوان البائع']) expect(read.text).toContain(words);
    expect(read.qr).toBe(invoice.credit.qr_base64);
    expect(read.attached).toMatch(/^0 embedded files/);
  });
});

describe('the tax invoice as a PDF/A-3b with ZATCA’s XML embedded (decision 180)', () => {
  let fatoora: TFatooraServer;
  let database: TDatabaseHandle;
  let app: FastifyInstance;
  let admin: TSignedUp;
  let close: () => Promise<void>;
  let deps: Parameters<typeof runZatcaQueue>[0];

  beforeAll(async () => {
    fatoora = await startFatooraServer();
    database = await sharedPglite();
    // One unit a database: this file's runs start from none.
    await database.db.delete(zatcaDocuments);
    await database.db.delete(zatcaUnits);
    const env = { ZATCA_MODE: 'simulation', ZATCA_API_URL: fatoora.url, SELLER_VAT_NUMBER: '310122393500003', ...ZATCA_UNIT_ENV };
    ({ app, admin, close } = await appWithAdmin(database, 'invoice-pdf-zatca', env));
    const config = loadConfig(env);
    deps = { db: database.db, config: { ...config, zatca: config.zatca! } };
    expect(await runOnboarding(database.db, config, fatoora.otp)).toContain('onboarded');
  }, 120_000);
  afterAll(async () => {
    await close?.();
    await fatoora?.close();
  });

  it('embeds the cleared (standard) or signed (simplified) XML byte for byte as <number>.xml; a standard one waiting for clearance is not the company’s yet', async () => {
    const standard = await paidByTransfer(app, database, admin, '311111111111113');
    const simplified = await paidByTransfer(app, database, admin, null);
    expect((await standard.company.call('GET', `/api/v1/company/payments/${standard.paymentId}/pdf/invoice`)).statusCode).toBe(409);
    // The administrator's copy before clearance: the PDF, without an XML that is not cleared yet.
    const early = await readPdf((await admin.call('GET', `/api/admin/payments/${standard.paymentId}/pdf/invoice`)).rawPayload);
    expect(early.attached).toMatch(/^0 embedded files/);

    await runZatcaQueue(deps);
    for (const { company, paymentId } of [standard, simplified]) {
      const invoice = (await company.call('GET', `/api/v1/company/payments/${paymentId}/invoice`)).json().data;
      expect(['cleared', 'reported']).toContain(invoice.zatca);
      // The seller's national address as its XML says it (ZATCA_SELLER_*, decision 202), on the Saudi post's two lines.
      expect(invoice.seller_address).toBe('1234 King Fahd Road, Al Olaya\nRiyadh 12211-5678');
      const xml = (await company.call('GET', `/api/v1/company/payments/${paymentId}/e-invoice/invoice`)).rawPayload;
      const [row] = await database.db.select().from(zatcaDocuments).where(eq(zatcaDocuments.payment_id, paymentId));
      expect(xml.toString('utf8')).toBe(row!.cleared_xml ?? row!.xml);
      for (const caller of [company, admin]) {
        const url = caller === admin ? `/api/admin/payments/${paymentId}/pdf/invoice` : `/api/v1/company/payments/${paymentId}/pdf/invoice`;
        const read = await readPdf((await caller.call('GET', url)).rawPayload);
        expectPdfA3b(read);
        expect(read.attached).toMatch(new RegExp(`^1 embedded files\\n1: ${invoice.invoice_number}\\.xml`));
        expect(Object.keys(read.files)).toEqual([`${invoice.invoice_number}.xml`]);
        expect(read.files[`${invoice.invoice_number}.xml`]!.equals(xml)).toBe(true);
        // The QR code of the signed document (nine tags), as the page shows it.
        expect(read.qr).toBe(invoice.qr_base64);
        expect(read.text).toContain(invoice.invoice_number);
        for (const line of ['1234 King Fahd Road, Al Olaya', 'Riyadh 12211-5678']) expect(read.text).toContain(line);
      }
    }
    expect((await admin.call('GET', `/api/v1/company/payments/${simplified.paymentId}/pdf/invoice`)).statusCode).toBe(403);
    // The operator moves (ZATCA_SELLER_* changed): a signed invoice's page still names the address its XML was signed with.
    const moved = { ...deps.config, zatca: { ...deps.config.zatca, address: { ...deps.config.zatca.address, street: 'Olaya Street', buildingNumber: '7788', additionalNumber: undefined } } };
    for (const { paymentId } of [standard, simplified]) {
      const page = await findTaxInvoice(database.db, moved, paymentId, { locale: 'en', formatDate: (date) => date.toISOString() });
      expect(page?.seller_address).toBe('1234 King Fahd Road, Al Olaya\nRiyadh 12211-5678');
    }
  }, 120_000);

  it('embeds the credit note’s own XML in the credit note’s PDF', async () => {
    const { company, paymentId } = await paidByTransfer(app, database, admin, null);
    await credit(database, admin, paymentId);
    await queueZatcaDocument(database.db, paymentId, 'credit_note', 'استرداد المبلغ / Refund: Posted twice');
    await runZatcaQueue(deps);
    const invoice = (await company.call('GET', `/api/v1/company/payments/${paymentId}/invoice`)).json().data;
    expect(invoice.credit.zatca).toBe('reported');
    const xml = (await company.call('GET', `/api/v1/company/payments/${paymentId}/e-invoice/credit-note`)).rawPayload;
    const read = await readPdf((await company.call('GET', `/api/v1/company/payments/${paymentId}/pdf/credit-note`)).rawPayload);
    expectPdfA3b(read);
    expect(Object.keys(read.files)).toEqual([`${invoice.credit.number}.xml`]);
    expect(read.files[`${invoice.credit.number}.xml`]!.equals(xml)).toBe(true);
    expect(read.qr).toBe(invoice.credit.qr_base64);
  }, 120_000);
});

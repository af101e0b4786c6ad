import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationRatings, applications, applicationTags, featureOptions, payments } from '../../db/schema/index.ts';
import { giveMinimumProfile, insertLiveJob, readyCompany, type TTestCompany } from '../../test/factories.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';

const drivers = await testDrivers();

/** A CSV answer's records (after its byte-order mark): RFC 4180 read strictly, every field quoted, CRLF after each record. */
function records(body: Buffer): string[][] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  const found: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    expect(text[at]).toBe('"');
    let field = '';
    at += 1;
    for (;;) {
      const quote = text.indexOf('"', at);
      expect(quote).toBeGreaterThanOrEqual(0);
      field += text.slice(at, quote);
      if (text[quote + 1] === '"') {
        field += '"';
        at = quote + 2;
      } else {
        at = quote + 1;
        break;
      }
    }
    record.push(field);
    if (text[at] === ',') at += 1;
    else {
      expect(text.slice(at, at + 2)).toBe('\r\n');
      at += 2;
      found.push(record);
      record = [];
    }
  }
  return found;
}

describe.each(drivers)('exports (decision 122) on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let company: TTestCompany;
  let rival: TTestCompany;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database);
    [company, rival] = await Promise.all([readyCompany(app, database), readyCompany(app, database)]);
  });
  afterAll(async () => {
    await app.close();
  });

  async function applicant(jobId: number): Promise<TSignedUp & { applicationId: number }> {
    const seeker = await signUp(app, 'USER');
    await giveMinimumProfile(database, seeker.id);
    const applied = await seeker.call('POST', `/api/v1/jobs/${jobId}/applications`, {});
    expect(applied.statusCode, applied.body).toBe(201);
    return { ...seeker, applicationId: applied.json().data.id };
  }

  const download = (who: TSignedUp, url: string, locale: 'ar' | 'en' = 'en') =>
    app.inject({ url, headers: { authorization: `Bearer ${who.token}`, 'x-locale': locale, timezone: 'UTC+3' } });

  it("exports a job's applicants as CSV for Excel: the list's fields only, headers in the reader's language, no cell starting a formula", async () => {
    const job = await insertLiveJob(database, company.companyId);
    const plain = await applicant(job.id);
    const hostile = await applicant(job.id);
    // What a person typed starts a formula; the stored snapshot also holds personal details the seeker did not show.
    const [row] = await database.db.select({ snapshot: applications.cv_snapshot }).from(applications).where(eq(applications.id, hostile.applicationId));
    const snapshot = row!.snapshot as Record<string, unknown>;
    const cv = { ...(snapshot.cv as Record<string, unknown>), job_role_title: '@SUM(1+1)*cmd', birthdate: '1990-01-02', sex: 'female', social_status: 'married' };
    await database.db
      .update(applications)
      .set({ cv_snapshot: { ...snapshot, first_name: '=HYPERLINK("http://evil.example","x")', last_name: '', cv } })
      .where(eq(applications.id, hostile.applicationId));
    await database.db.insert(applicationTags).values({ application_id: hostile.applicationId, company_id: company.companyId, tag: '-urgent' });
    await database.db.insert(applicationRatings).values({ application_id: hostile.applicationId, rater_id: company.id, rating: 4 });

    const response = await download(company, `/api/v1/company/jobs/${job.id}/applications.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d+\.csv"/);
    const [header, ...rows] = records(response.rawPayload);
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Desired job', 'Stage', 'Tags', 'Rating (average)', 'Match %', 'Applied']);
    expect(rows).toHaveLength(2);
    const list = (await company.call('GET', `/api/v1/company/jobs/${job.id}/applications?sort=oldest`)).json().data.items as Array<{ id: number; email: string; name: string; phone: string }>;
    expect(rows.map((r) => r[1])).toEqual(list.map((item) => item.email));
    const hostileRow = rows.find((r) => r[1] === list.find((item) => item.id === hostile.applicationId)!.email)!;
    expect(hostileRow[0]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(hostileRow[3]).toBe("'@SUM(1+1)*cmd");
    expect(hostileRow[4]).toBe('Submitted');
    expect(hostileRow[5]).toBe("'-urgent");
    expect(hostileRow[6]).toBe('4');
    expect(hostileRow[8]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // No cell of the file starts a formula, and nothing the list does not show left the server.
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const text = response.rawPayload.toString('utf8');
    for (const hidden of ['1990-01-02', 'female', 'married']) expect(text).not.toContain(hidden);
    expect(rows.find((r) => r !== hostileRow)![0]).toBe(list.find((item) => item.id === plain.applicationId)!.name);
    // A phone is text without a visible apostrophe: a left-to-right run (decision 150), never read as a number or formula.
    const phones = rows.map((r) => r[2]!);
    for (const phone of phones) expect(phone).toMatch(/^\u2066\+\d+\u2069$/);
    expect(phones.sort()).toEqual(list.map((item) => `\u2066${item.phone}\u2069`).sort());

    const arabic = await download(company, `/api/v1/company/jobs/${job.id}/applications.csv?stage=submitted&tag=-urgent`, 'ar');
    const [arHeader, ...arRows] = records(arabic.rawPayload);
    expect(arHeader![0]).toBe('الاسم');
    expect(arRows.map((r) => r[4])).toEqual(['مُرسل']);
    // The export names a stage as the company's list does: «مرفوض», not the seeker's «لم يتم اختيارك» (decision 150).
    const moved = await company.call('PUT', `/api/v1/company/applications/${plain.applicationId}/stage`, { stage: 'rejected' });
    expect(moved.statusCode, moved.body).toBe(200);
    const rejected = records((await download(company, `/api/v1/company/jobs/${job.id}/applications.csv?stage=rejected`, 'ar')).rawPayload);
    expect(rejected.slice(1).map((r) => r[4])).toEqual(['مرفوض']);
  });

  it("answers 404 for another company's job and 403 for a job seeker", async () => {
    const job = await insertLiveJob(database, company.companyId);
    for (const format of ['csv', 'xlsx']) {
      expect((await download(rival, `/api/v1/company/jobs/${job.id}/applications.${format}`)).statusCode).toBe(404);
    }
    const seeker = await signUp(app, 'USER');
    expect((await download(seeker, `/api/v1/company/jobs/${job.id}/applications.csv`)).statusCode).toBe(403);
  });

  it("exports a job's applicants as an XLSX workbook, the Arabic sheet right to left", async () => {
    const job = await insertLiveJob(database, company.companyId);
    await applicant(job.id);
    const response = await download(company, `/api/v1/company/jobs/${job.id}/applications.xlsx`, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('A1').value).toBe('الاسم');
    expect(sheet.getCell('E2').value).toBe('مُرسل');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    // The date applied is a date cell with a date format; the phone is text, a left-to-right run in the Arabic sheet.
    expect(sheet.getCell('I2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('I2').numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C2').value).toMatch(/^\u2066\+\d+\u2069$/);
  });

  it('exports the company\'s own payments with amounts, VAT and invoice numbers for VAT reconciliation', async () => {
    const owner = await readyCompany(app, database);
    const job = await insertLiveJob(database, owner.companyId, { title: `=Driver ${randomBytes(2).toString('hex')}` });
    const other = await insertLiveJob(database, rival.companyId);
    const base = { pay_type: 'bank' as const, fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385, vat_rate_basis_points: 1500 };
    const issued = new Date('2026-03-01T09:30:00Z');
    // The number from the invoices' own sequence: a number written here was later given by it to another file's payment.
    const invoiceNumber = Number(((await database.db.execute(sql`select nextval('tax_invoice_number_seq') as n`)) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
    await database.db.insert(payments).values([
      { ...base, company_id: owner.companyId, job_id: job.id, status: 'paid', paid_at: issued, invoice_number: invoiceNumber, invoice_issued_at: issued, buyer_vat_number: '300000000000003' },
      { ...base, company_id: owner.companyId, job_id: job.id, status: 'pending' },
      { ...base, company_id: rival.companyId, job_id: other.id, status: 'paid' },
    ]);
    // A featured period of the same job (decision 135), paid online: the export tells it from the posting fee.
    const [option] = await database.db.insert(featureOptions).values({ days: 14, price_halalas: 20_000 }).returning();
    await database.db.insert(payments).values({ ...base, pay_type: 'online', company_id: owner.companyId, job_id: job.id, status: 'failed', feature_option_id: option!.id, feature_days: 14 });
    const response = await download(owner, '/api/v1/company/payments.csv');
    expect(response.statusCode, response.body).toBe(200);
    const [header, paid, pending, featured, ...rest] = records(response.rawPayload);
    expect(rest).toEqual([]);
    expect(header).toEqual(['Invoice number', 'Invoice date', 'Payment', 'Paid for', 'Job', 'Featured days', 'Payment method', 'Status', 'Amount before VAT (SAR)', 'VAT rate %', 'VAT (SAR)', 'Total with VAT (SAR)', 'VAT number', 'Paid', 'Created']);
    expect(paid).toEqual([`INV-2026-${String(invoiceNumber).padStart(6, '0')}`, '2026-03-01 12:30', paid![2], 'Job posting fee', `'${job.title}`, '', 'Bank transfer', 'Paid', '499', '15', '74.85', '573.85', '300000000000003', '2026-03-01 12:30', paid![14]]);
    expect(pending!.slice(0, 2)).toEqual(['', '']);
    expect(pending![7]).toBe('Awaiting payment');
    expect(featured!.slice(3, 8)).toEqual(['Featured period', `'${job.title}`, '14', 'Online card payment', 'Failed']);
    // Words, never codes, in either language (decision 150).
    const arabic = records((await download(owner, '/api/v1/company/payments.csv', 'ar')).rawPayload);
    expect(arabic[1]!.slice(6, 8)).toEqual(['تحويل بنكي', 'مدفوعة']);
    expect(arabic[3]![3]).toBe('تمييز وظيفة');
    for (const code of ['online', 'bank', 'paid', 'pending', 'awaiting_review', 'feature', 'job']) expect(arabic.flat()).not.toContain(code);

    const xlsx = await download(owner, '/api/v1/company/payments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('L2').value).toBe(573.85);
    // Dates are date cells with a date format, holding the reader's clock (UTC+3 here), not text.
    for (const address of ['B2', 'N2', 'O2']) {
      expect(sheet.getCell(address).type, address).toBe(ExcelJS.ValueType.Date);
      expect(sheet.getCell(address).numFmt, address).toBe('yyyy-mm-dd hh:mm');
    }
    expect((sheet.getCell('N2').value as Date).toISOString()).toBe('2026-03-01T12:30:00.000Z');
    expect(sheet.getCell('B3').value ?? null).toBeNull();
  });

  it("exports a console list with the page's filters, in the administrator's language; other lists are 404", async () => {
    const admin = await signUpAdmin(app, database);
    const marker = `export${randomBytes(3).toString('hex')}`;
    const seeker = await signUp(app, 'USER', { first_name: marker });
    const response = await download(admin, `/api/admin/users/export.csv?type=USER&q=${marker}&page=3&per_page=1`, 'ar');
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = records(response.rawPayload);
    expect(header!.slice(0, 3)).toEqual(['المعرّف', 'الاسم', 'نوع الحساب']);
    expect(rows.map((r) => Number(r[0]))).toEqual([seeker.id]);
    // The account type and status in words, the phone as a left-to-right run without an apostrophe (decision 150).
    expect([rows[0]![2], rows[0]![5]]).toEqual(['باحث عن عمل', 'نشط']);
    expect(rows[0]![4]).toMatch(/^\u2066\+9665\d{8}\u2069$/);
    expect((await download(admin, `/api/admin/users/export.csv?type=COMPANY&q=${marker}`)).rawPayload.toString('utf8').split('\r\n')).toHaveLength(2);

    const paidJob = await insertLiveJob(database, company.companyId);
    await database.db.insert(payments).values({ company_id: company.companyId, job_id: paidJob.id, pay_type: 'bank', status: 'paid', paid_at: new Date(), fee_halalas: 100, vat_halalas: 15, total_halalas: 115, vat_rate_basis_points: 1500 });
    const paymentsList = await download(admin, '/api/admin/payments/export.xlsx?status=paid');
    expect(paymentsList.statusCode, paymentsList.body).toBe(200);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load(paymentsList.rawPayload as unknown as ArrayBuffer);
    const created = sheet.worksheets[0]!.getCell('L2');
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.worksheets[0]!.getCell('F2').value).toBe('Paid');
    expect((await download(admin, '/api/admin/settings/export.csv')).statusCode).toBe(404);
    expect((await download(admin, '/api/admin/users/export.csv?type=NOBODY')).statusCode).toBe(422);
    expect((await download(company, '/api/admin/users/export.csv')).statusCode).toBe(403);
  });
});

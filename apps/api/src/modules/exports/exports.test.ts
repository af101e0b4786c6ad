import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { TDatabaseHandle } from '../../db/client.ts';
import { applicationRatings, applications, applicationTags, payments } from '../../db/schema/index.ts';
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
    const list = (await company.call('GET', `/api/v1/company/jobs/${job.id}/applications?sort=oldest`)).json().data.items as Array<{ id: number; email: string; name: string }>;
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

    const arabic = await download(company, `/api/v1/company/jobs/${job.id}/applications.csv?stage=submitted&tag=-urgent`, 'ar');
    const [arHeader, ...arRows] = records(arabic.rawPayload);
    expect(arHeader![0]).toBe('الاسم');
    expect(arRows.map((r) => r[4])).toEqual(['مُرسل']);
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
    const response = await download(owner, '/api/v1/company/payments.csv');
    expect(response.statusCode, response.body).toBe(200);
    const [header, paid, pending, ...rest] = records(response.rawPayload);
    expect(rest).toEqual([]);
    expect(header).toEqual(['Invoice number', 'Invoice date', 'Payment', 'Job', 'Payment method', 'Status', 'Amount before VAT (SAR)', 'VAT rate %', 'VAT (SAR)', 'Total with VAT (SAR)', 'VAT number', 'Paid', 'Created']);
    expect(paid).toEqual([`INV-2026-${String(invoiceNumber).padStart(6, '0')}`, '2026-03-01 12:30', paid![2], `'${job.title}`, 'bank', 'paid', '499', '15', '74.85', '573.85', '300000000000003', '2026-03-01 12:30', paid![12]]);
    expect(pending!.slice(0, 2)).toEqual(['', '']);
    expect(pending![5]).toBe('pending');

    const xlsx = await download(owner, '/api/v1/company/payments.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('J2').value).toBe(573.85);
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
    expect((await download(admin, `/api/admin/users/export.csv?type=COMPANY&q=${marker}`)).rawPayload.toString('utf8').split('\r\n')).toHaveLength(2);

    const paymentsList = await download(admin, '/api/admin/payments/export.xlsx?status=paid');
    expect(paymentsList.statusCode, paymentsList.body).toBe(200);
    expect((await download(admin, '/api/admin/settings/export.csv')).statusCode).toBe(404);
    expect((await download(admin, '/api/admin/users/export.csv?type=NOBODY')).statusCode).toBe(422);
    expect((await download(company, '/api/admin/users/export.csv')).statusCode).toBe(403);
  });
});

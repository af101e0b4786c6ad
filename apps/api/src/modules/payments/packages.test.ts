// Posting packages and credits (decision 130): the console's packages, buying one like a post (online and by bank
// transfer, one Idempotency-Key one purchase), the credits granted once, spent one a job (never twice, never expired).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { companyMembers, payments, postingCredits } from '../../db/schema/index.ts';
import { appWithAdmin, futureExpiry, signUp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { insertJob, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.test';
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe.each(drivers)('posting packages and credits on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await driver.open();
    ({ app, admin, close } = await appWithAdmin(database, 'packages', { PUBLIC_URL, JOB_POSTING_DAYS: '60' }));
  });
  afterAll(() => close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name_ar: `باقة ${randomBytes(2).toString('hex')}`,
    name_en: `Pack ${randomBytes(2).toString('hex')}`,
    posts: 2,
    price_sar: 1000,
    validity_days: 90,
    ...overrides,
  });
  async function newPackage(overrides: Record<string, unknown> = {}): Promise<number> {
    const created = await admin.call('POST', '/api/admin/packages', valid(overrides));
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.id;
  }
  const buy = (company: TSignedUp, packageId: number, payType: 'online' | 'bank', key?: string, locale: 'ar' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/company/packages/${packageId}/payments`,
      payload: { pay_type: payType },
      headers: { authorization: `Bearer ${company.token}`, 'x-locale': locale, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const credits = async (company: TSignedUp) => (await company.call('GET', '/api/v1/company/credits')).json().data;
  const spend = (company: TSignedUp, jobId: number, locale: 'ar' | 'en' = 'en') => company.call('POST', `/api/v1/company/jobs/${jobId}/use-credit`, undefined, locale);

  async function payOnline(company: TTestCompany, packageId: number) {
    const payment = (await buy(company, packageId, 'online')).json().data;
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
  /** A company with `posts` credits, bought online and confirmed. */
  async function companyWithCredits(posts: number) {
    const company = await readyCompany(app, database);
    const payment = await payOnline(company, await newPackage({ posts }));
    expect((await company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)).statusCode).toBe(200);
    return company;
  }

  describe('in the console', () => {
    it('tells the checkout how many packages are on sale, so that it offers them only when there are some (issue 57 §6)', async () => {
      const company = await readyCompany(app, database);
      const job = await insertJob(database, company.companyId, { status: 'awaiting_payment' });
      const onSale = async () => {
        const answer = await company.call('GET', `/api/v1/company/jobs/${job.id}/checkout`);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().data.packages_on_sale as number;
      };
      const before = await onSale();
      const id = await newPackage();
      expect(await onSale()).toBe(before + 1);
      expect((await admin.call('PUT', `/api/admin/packages/${id}`, valid({ is_active: false }))).statusCode).toBe(200);
      expect(await onSale()).toBe(before);
    });

    it('refuses bad packages with 422 naming each field, in English and Arabic, and saves good ones', async () => {
      const bad = await admin.call('POST', '/api/admin/packages', valid({ posts: 0, price_sar: 10.005, validity_days: 1000, name_en: 'x' }));
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['name_en', 'posts', 'price_sar', 'validity_days']);
      const arabic = await admin.call('POST', '/api/admin/packages', valid({ posts: -1 }), 'ar');
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json().errors.posts[0]).toMatch(/[\u0600-\u06FF]/);
      const id = await newPackage({ posts: 5, price_sar: 1999.5 });
      const read = (await admin.call('GET', `/api/admin/packages/${id}`)).json().data;
      expect(read).toMatchObject({ posts: 5, price_sar: 1999.5, validity_days: 90, is_active: true, bought: 0 });
      const update = await admin.call('PUT', `/api/admin/packages/${id}`, valid({ posts: 6, is_active: false }));
      expect(update.statusCode, update.body).toBe(200);
      const badUpdate = await admin.call('PUT', `/api/admin/packages/${id}`, valid({ validity_days: 0 }));
      expect(badUpdate.statusCode).toBe(422);
      expect((await admin.call('GET', `/api/admin/packages/${id}`)).json().data).toMatchObject({ posts: 6, is_active: false });
      // Inactive: not on the public list, not for sale.
      expect((await app.inject({ url: '/api/v1/packages' })).json().data.some((p: { id: number }) => p.id === id)).toBe(false);
      const company = await readyCompany(app, database);
      expect((await buy(company, id, 'bank')).statusCode).toBe(404);
      expect((await admin.call('DELETE', `/api/admin/packages/${id}`)).statusCode).toBe(200);
      const company2 = await readyCompany(app, database);
      expect(company2).toBeDefined();
    });

    it('lists active packages publicly with VAT, in the request’s language; a bought one cannot be deleted', async () => {
      const id = await newPackage({ posts: 3, price_sar: 1000, name_ar: 'باقة النمو', name_en: 'Growth pack' });
      const en = (await app.inject({ url: '/api/v1/packages', headers: { 'x-locale': 'en' } })).json().data.find((p: { id: number }) => p.id === id);
      expect(en).toMatchObject({ name: 'Growth pack', posts: 3, validity_days: 90, fee_halalas: 100_000, vat_halalas: 15_000, total_halalas: 115_000 });
      const ar = (await app.inject({ url: '/api/v1/packages', headers: { 'x-locale': 'ar' } })).json().data.find((p: { id: number }) => p.id === id);
      expect(ar.name).toBe('باقة النمو');
      const company = await readyCompany(app, database);
      expect((await buy(company, id, 'bank')).statusCode).toBe(201);
      const refused = await admin.call('DELETE', `/api/admin/packages/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This package has been bought: deactivate it instead of deleting it');
    });
  });

  describe('buying', () => {
    it('online: pays on the gateway, grants the credits once under parallel confirmations, and issues a tax invoice with VAT', async () => {
      const company = await readyCompany(app, database);
      const id = await newPackage({ posts: 3, price_sar: 1000, validity_days: 30, name_en: 'Trio' });
      const payment = await payOnline(company, id);
      expect(payment).toMatchObject({ subject: 'package', job_id: null, package_id: id, package_name: 'Trio', package_posts: 3, status: 'pending', total_halalas: 115_000 });
      expect((await credits(company)).available).toBe(0);
      const answers = await Promise.all(Array.from({ length: 8 }, () => company.call('POST', `/api/v1/company/payments/${payment.id}/confirm`)));
      for (const answer of answers) expect(answer.json().data.status).toBe('paid');
      expect(answers.map((a) => a.json().message)).toContain('Payment confirmed: your posting credits are ready');
      expect(await database.db.select().from(postingCredits).where(eq(postingCredits.payment_id, payment.id))).toHaveLength(1);
      const mine = await credits(company);
      expect(mine).toMatchObject({ available: 3, credits: [{ payment_id: payment.id, package_name: 'Trio', posts: 3, used: 0, remaining: 3, expired: false }] });

      const invoice = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`)).json().data;
      expect(invoice).toMatchObject({ kind: 'simplified', job_id: null, package_name: 'Trio', package_posts: 3, fee_halalas: 100_000, vat_halalas: 15_000, total_halalas: 115_000, posting_days: 30 });
      expect(invoice.description).toBe('Posting package: \u2068Trio\u2069 (3 posts, valid 30 days)');
      expect(invoice.service_to).toBe(mine.credits[0].expires_on);
      expect(invoice.qr_base64.length).toBeGreaterThan(20);
      const arabic = (await company.call('GET', `/api/v1/company/payments/${payment.id}/invoice`, undefined, 'ar')).json().data;
      expect(arabic.description).toContain('باقة إعلانات');
    });

    it('by bank transfer: the credits come with the administrator’s approval, once; a rejection grants none', async () => {
      const company = await readyCompany(app, database);
      const id = await newPackage({ posts: 2 });
      const started = await buy(company, id, 'bank');
      expect(started.statusCode).toBe(201);
      expect(started.json().message).toContain('upload the transfer receipt');
      const payment = started.json().data;
      const attached = await company.call('POST', `/api/v1/company/payments/${payment.id}/receipt`, { invoice_file_id: await uploadReceipt(company) });
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().message).toBe('Receipt received: an admin will check the transfer and add your package’s credits');
      expect(attached.json().data.status).toBe('awaiting_review');
      const listed = (await admin.call('GET', '/api/admin/payments?status=awaiting_review')).json().data.items.find((item: { id: number }) => item.id === payment.id);
      expect(listed).toMatchObject({ job_id: null, package_id: id });
      const reviews = await Promise.all(Array.from({ length: 5 }, () => admin.call('POST', `/api/admin/payments/${payment.id}/review`, { decision: 'approve' })));
      expect(reviews.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(reviews.find((r) => r.statusCode === 200)!.json().message).toBe('Transfer approved: the package’s credits are the company’s');
      expect((await credits(company)).available).toBe(2);

      const second = (await buy(company, id, 'bank')).json().data;
      await company.call('POST', `/api/v1/company/payments/${second.id}/receipt`, { invoice_file_id: await uploadReceipt(company) });
      expect((await admin.call('POST', `/api/admin/payments/${second.id}/review`, { decision: 'reject', reason: 'No such transfer' })).statusCode).toBe(200);
      expect((await credits(company)).available).toBe(2);
    });

    it('one Idempotency-Key is one purchase, even sent five times at once; the key for another package is 422', async () => {
      const company = await readyCompany(app, database);
      const id = await newPackage();
      const key = `buy-${randomBytes(8).toString('hex')}`;
      const answers = await Promise.all(Array.from({ length: 5 }, () => buy(company, id, 'bank', key)));
      const ids = new Set(answers.map((a) => a.json().data?.id));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(ids.size).toBe(1);
      expect(await database.db.select().from(payments).where(eq(payments.company_id, company.companyId))).toHaveLength(1);
      const other = await buy(company, await newPackage(), 'bank', key);
      expect(other.statusCode).toBe(422);
    });

    it('is for owners only: a recruiter and a viewer get 403, a job seeker too', async () => {
      const owner = await readyCompany(app, database);
      const id = await newPackage();
      for (const role of ['recruiter', 'viewer'] as const) {
        const colleague = await signUp(app, 'COMPANY');
        await database.db.update(companyMembers).set({ company_id: owner.companyId, role }).where(eq(companyMembers.user_id, colleague.id));
        expect((await buy(colleague, id, 'online')).statusCode).toBe(403);
        expect((await colleague.call('GET', '/api/v1/company/credits')).statusCode).toBe(403);
        const job = await insertJob(database, owner.companyId);
        expect((await spend(colleague, job.id)).statusCode).toBe(403);
      }
      expect((await buy(await signUp(app, 'USER'), id, 'online')).statusCode).toBe(403);
    });
  });

  describe('spending', () => {
    it('publishes a job with a credit instead of paying, the soonest-expiring first; another company’s job is 404', async () => {
      const company = await companyWithCredits(2);
      const later = await payOnline(company, await newPackage({ posts: 1, validity_days: 200 }));
      await company.call('POST', `/api/v1/company/payments/${later.id}/confirm`);
      const job = await insertJob(database, company.companyId);
      const spent = await spend(company, job.id);
      expect(spent.statusCode, spent.body).toBe(200);
      expect(spent.json().message).toBe('Published with one of your credits');
      expect(spent.json().data).toMatchObject({ job_id: job.id, job_status: 'active', remaining: 2 });
      expect((await jobOf(database, job.id)).status).toBe('active');
      const mine = await credits(company);
      expect(mine.credits.map((c: { used: number }) => c.used)).toEqual([1, 0]);
      expect((await spend(company, job.id)).statusCode).toBe(409);
      const other = await companyWithCredits(1);
      expect((await spend(other, (await insertJob(database, company.companyId)).id)).statusCode).toBe(404);
    });

    it('spends the last credit once when two jobs are published at the same moment', async () => {
      const company = await companyWithCredits(1);
      const [a, b] = [await insertJob(database, company.companyId), await insertJob(database, company.companyId)];
      const answers = await Promise.all([spend(company, a.id), spend(company, b.id)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!;
      expect(refused.json().message).toContain('no posting credit left');
      const statuses = [(await jobOf(database, a.id)).status, (await jobOf(database, b.id)).status].sort();
      expect(statuses).toEqual(['active', 'awaiting_payment']);
      expect((await credits(company)).credits[0]).toMatchObject({ posts: 1, used: 1, remaining: 0 });
    });

    it('never spends an expired credit, and says so in Arabic too', async () => {
      const company = await companyWithCredits(3);
      await database.db.update(postingCredits).set({ expires_on: '2020-01-01' }).where(eq(postingCredits.company_id, company.companyId));
      expect(await credits(company)).toMatchObject({ available: 0, next_expiry: null, credits: [{ remaining: 3, expired: true }] });
      const job = await insertJob(database, company.companyId);
      const refused = await spend(company, job.id, 'ar');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^لا يوجد لديك رصيد إعلانات/);
      expect((await jobOf(database, job.id)).status).toBe('awaiting_payment');
    });
  });
});

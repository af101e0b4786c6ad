import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { TDatabaseHandle } from '../../db/client.ts';
import { payments, testGatewayCharges } from '../../db/schema/index.ts';
import { futureExpiry, testApp, testDrivers } from '../../test/harness.ts';
import { insertJob, jobOf, readyCompany, type TTestCompany } from '../../test/factories.ts';

/**
 * Idempotency-Key on payment creation (issue 16): a retried request with the same key from the same company
 * answers the first result and writes nothing twice: no second payment, no second checkout at the gateway, and
 * the first payment is not cancelled by its own retry.
 */

const drivers = await testDrivers();
const PUBLIC_URL = 'https://tawzeef.test';

describe.each(drivers)('Idempotency-Key on payment creation on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let root: string;

  beforeAll(async () => {
    database = await driver.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tawzeef-idempotency-'));
    app = await testApp(database, { DATA_DIR: path.join(root, 'data'), PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const newKey = () => `retry-${randomBytes(8).toString('hex')}`;
  const start = (company: TTestCompany, jobId: number, payType: 'online' | 'bank', key?: string, locale: 'ar' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/company/jobs/${jobId}/payments`,
      payload: { pay_type: payType },
      headers: { authorization: `Bearer ${company.token}`, 'x-locale': locale, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });
  const paymentsOf = (jobId: number) => database.db.select().from(payments).where(eq(payments.job_id, jobId));

  it('answers a retried bank payment with the first one, and writes one payment', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const key = newKey();
    const first = await start(company, job.id, 'bank', key);
    expect(first.statusCode).toBe(201);
    const retried = await start(company, job.id, 'bank', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    const rows = await paymentsOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.json().data.id, status: 'pending' });
  });

  it('answers retries sent at the same time with one payment', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => start(company, job.id, 'bank', key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await paymentsOf(job.id)).toHaveLength(1);
  });

  it('opens one checkout at the gateway for a retried online payment, and answers the paid payment after it is paid', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const key = newKey();
    const first = await start(company, job.id, 'online', key);
    expect(first.statusCode).toBe(201);
    const payment = first.json().data;
    const retried = await start(company, job.id, 'online', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data).toMatchObject({ id: payment.id, status: 'pending', redirect_url: payment.redirect_url });
    expect(await paymentsOf(job.id)).toHaveLength(1);
    const charges = await database.db.select().from(testGatewayCharges).where(inArray(testGatewayCharges.callback_url, [`${PUBLIC_URL}/payments/return?payment=${payment.id}`, `${PUBLIC_URL}/en/payments/return?payment=${payment.id}`]));
    expect(charges).toHaveLength(1);

    // Paid, then the same request comes again (a client that never saw the first answer): the paid payment, not 409.
    const url = new URL(payment.redirect_url);
    const paid = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Sara Alharbi', expiry: futureExpiry, cvc: '123', number: '4111 1111 1111 1111' }).toString(),
    });
    expect(paid.statusCode).toBeLessThan(400);
    const confirmed = await app.inject({ method: 'POST', url: `/api/v1/company/payments/${payment.id}/confirm`, headers: { authorization: `Bearer ${company.token}` } });
    expect(confirmed.json().data.status).toBe('paid');
    expect((await jobOf(database, job.id)).status).toBe('active');
    const late = await start(company, job.id, 'online', key);
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ id: payment.id, status: 'paid' });
    expect(await paymentsOf(job.id)).toHaveLength(1);
  });

  it('refuses the same key for another request (422, nothing written), and keeps keys apart per company', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const otherJob = await insertJob(database, company.companyId);
    const key = newKey();
    expect((await start(company, job.id, 'bank', key)).statusCode).toBe(201);

    const otherJobAnswer = await start(company, otherJob.id, 'bank', key, 'en');
    expect(otherJobAnswer.statusCode).toBe(422);
    expect(otherJobAnswer.json()).toEqual({ message: 'This Idempotency-Key was already used for another request: send a new key' });
    const otherType = await start(company, job.id, 'online', key, 'ar');
    expect(otherType.statusCode).toBe(422);
    expect(otherType.json()).toEqual({ message: 'مفتاح Idempotency-Key مستخدم لطلب آخر: أرسل مفتاحًا جديدًا' });
    expect(await paymentsOf(otherJob.id)).toHaveLength(0);
    expect(await paymentsOf(job.id)).toHaveLength(1);

    // Another company's key is its own, even when it is the same text.
    const other = await readyCompany(app, database);
    const theirs = await insertJob(database, other.companyId);
    expect((await start(other, theirs.id, 'bank', key)).statusCode).toBe(201);
    expect(await paymentsOf(theirs.id)).toHaveLength(1);
  });

  it('keeps the old behaviour without a key, and refuses a key that is not one', async () => {
    const company = await readyCompany(app, database);
    const job = await insertJob(database, company.companyId);
    const first = await start(company, job.id, 'bank');
    const second = await start(company, job.id, 'bank');
    expect(second.json().data.id).not.toBe(first.json().data.id);

    for (const bad of ['', 'x'.repeat(256), 'tab\tinside']) {
      const refused = await start(company, job.id, 'bank', bad, 'en');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'The Idempotency-Key header must be 1 to 255 visible characters' });
    }
    expect(await paymentsOf(job.id)).toHaveLength(2);
  });
});

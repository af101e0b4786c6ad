import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { computePrice } from '@tawzeef/contract';
import type { TDatabaseHandle } from '../../db/client.ts';
import { payments, settings } from '../../db/schema/index.ts';
import { signUp, signUpAdmin, testApp, testDrivers, type TSignedUp } from '../../test/harness.ts';
import { JOB_FEE_SETTING, halalasToSar } from './pricing.ts';
import { insertJob, readyCompany } from '../../test/factories.ts';

describe('the price of a posting', () => {
  it('adds 15 % VAT to 499 SAR: 74.85 VAT, 573.85 in total', () => {
    expect(computePrice(49_900)).toEqual({ fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385, vat_rate_basis_points: 1500 });
    expect(halalasToSar(57_385)).toBe('573.85');
    expect(halalasToSar(7_485)).toBe('74.85');
    expect(halalasToSar(5)).toBe('0.05');
  });

  it('rounds VAT half up to a whole halala', () => {
    expect(computePrice(10).vat_halalas).toBe(2); // 1.5 → 2
    expect(computePrice(3).vat_halalas).toBe(0); // 0.45 → 0
    expect(computePrice(49_999).vat_halalas).toBe(7_500); // 7499.85 → 7500
    expect(computePrice(12_345)).toMatchObject({ vat_halalas: 1_852, total_halalas: 14_197 }); // 1851.75 → 1852
    for (const fee of [1, 7, 99, 101, 49_951]) expect(computePrice(fee).total_halalas).toBe(fee + computePrice(fee).vat_halalas);
  });
});

const drivers = await testDrivers();

describe.each(drivers)('pricing and the admin fee on $name', (driver) => {
  let app: FastifyInstance;
  let database: TDatabaseHandle;
  let admin: TSignedUp;

  beforeAll(async () => {
    database = await driver.open();
    app = await testApp(database, { JOB_POSTING_FEE_SAR: '499', JOB_POSTING_DAYS: '60' });
    admin = await signUpAdmin(app, database);
    await database.db.delete(settings).where(eq(settings.key, JOB_FEE_SETTING));
  });
  afterAll(async () => {
    await database.db.delete(settings).where(eq(settings.key, JOB_FEE_SETTING));
    await app.close();
  });

  it('shows the configured price to anyone, computed on the server', async () => {
    const response = await app.inject({ url: '/api/v1/payments/price', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ currency: 'SAR', fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385, vat_rate_basis_points: 1500, posting_days: 60 });
  });

  it('lets an admin change the fee for new payments only', async () => {
    const company = await readyCompany(app, database);
    const first = await insertJob(database, company.companyId);
    const before = await company.call('POST', `/api/v1/company/jobs/${first.id}/payments`, { pay_type: 'bank' });
    expect(before.statusCode).toBe(201);
    expect(before.json().data).toMatchObject({ fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385 });

    expect((await admin.call('GET', '/api/admin/settings/platform')).json().data).toMatchObject({ fee_sar: 499, fee_source: 'config' });
    const saved = await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: 123.45 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ fee_sar: 123.45, fee_source: 'admin', vat_rate_percent: 15 });
    const [row] = await database.db.select().from(settings).where(eq(settings.key, JOB_FEE_SETTING));
    expect(row).toMatchObject({ value: 12_345, updated_by: admin.id });

    const price = (await app.inject({ url: '/api/v1/payments/price' })).json().data;
    expect(price).toMatchObject({ fee_halalas: 12_345, vat_halalas: 1_852, total_halalas: 14_197 });

    const second = await insertJob(database, company.companyId);
    const after = await company.call('POST', `/api/v1/company/jobs/${second.id}/payments`, { pay_type: 'bank' });
    expect(after.json().data).toMatchObject({ fee_halalas: 12_345, vat_halalas: 1_852, total_halalas: 14_197 });
    const [old] = await database.db.select().from(payments).where(eq(payments.id, before.json().data.id));
    expect(old).toMatchObject({ fee_halalas: 49_900, vat_halalas: 7_485, total_halalas: 57_385 });
  });

  it('refuses a fee that is not a positive amount with at most two decimals, in both languages', async () => {
    const threeDecimals = await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: 10.005 }, 'en');
    expect(threeDecimals.statusCode).toBe(422);
    expect(threeDecimals.json().errors.fee_sar).toEqual(['Use at most two decimals (whole halalas)']);
    const arabic = await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: 10.005 }, 'ar');
    expect(arabic.json().errors.fee_sar).toEqual(['استخدم منزلتين عشريتين على الأكثر (هللات كاملة)']);
    expect((await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: -5 })).statusCode).toBe(422);
    expect((await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: 1_000_000.01 })).statusCode).toBe(422);
    expect((await admin.call('PATCH', '/api/admin/settings/platform', { fee_sar: '499' })).statusCode).toBe(422);
  });

  it('keeps the fee settings to admins', async () => {
    const company = await signUp(app, 'COMPANY');
    expect((await company.call('GET', '/api/admin/settings/platform')).statusCode).toBe(403);
    expect((await company.call('PATCH', '/api/admin/settings/platform', { fee_sar: 1 })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: '/api/admin/settings/platform', payload: { fee_sar: 1 } })).statusCode).toBe(401);
  });
});

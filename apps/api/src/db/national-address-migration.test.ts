import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

/**
 * Migration 0094 (decision 198): the national address in parts beside the one line companies gave before. Nothing
 * saved is lost: the line stays, the parts start empty, and the numbers are kept to ZATCA's digits.
 */
describe('migration 0094: the national address in parts', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  let client: PGlite;
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0093_candidate_named_skills'));
    client = database.client;
    await client.exec(`
      insert into users (type, first_name, last_name, email, phone) values ('COMPANY', 'Old', 'Company', 'old-vat@example.com', '+966500000003');
      insert into companies (user_id, foundation_name, vat_number, invoice_address)
        select id, 'Old VAT Co', '311111111111113', 'طريق الملك فهد 1234، العليا، الرياض 12211' from users where email = 'old-vat@example.com';
    `);
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the line a company gave, the parts empty until it gives them', async () => {
    expect(await rows(`select vat_number, invoice_address, street, building_number, additional_number, district, postal_code from companies`)).toEqual([
      { vat_number: '311111111111113', invoice_address: 'طريق الملك فهد 1234، العليا، الرياض 12211', street: null, building_number: null, additional_number: null, district: null, postal_code: null },
    ]);
    expect(await rows(`select column_name, data_type from information_schema.columns where table_name = 'payments' and column_name = 'buyer_national_address'`)).toEqual([
      { column_name: 'buyer_national_address', data_type: 'jsonb' },
    ]);
  });

  it('keeps the numbers to their digits: 4 for the building and additional numbers, 5 for the postal code', async () => {
    await client.exec(`update companies set street = 'طريق الملك فهد', building_number = '1234', additional_number = '5678', district = 'العليا', postal_code = '12211'`);
    await expect(client.exec(`update companies set building_number = '123'`)).rejects.toThrow(/companies_building_number_check/);
    await expect(client.exec(`update companies set additional_number = '٥٦٧٨'`)).rejects.toThrow(/companies_additional_number_check/);
    await expect(client.exec(`update companies set postal_code = '1221'`)).rejects.toThrow(/companies_postal_code_check/);
  });
});

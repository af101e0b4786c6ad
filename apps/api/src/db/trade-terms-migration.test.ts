import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationSeeds } from './seed/occupation-data.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

/**
 * Migration 0097 (decision 218): «ضريبة القيمة المضافة» is the skill VAT, no longer a form of the tax accountant, in a
 * database seeded before as in the seeds; the occupation's other forms, and other occupations, are left as they are.
 */
describe('migration 0097: a tax\'s name is a skill, not an occupation', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0097_trade_certificates_and_terms') - 1);
    await database.client.query(
      `insert into occupations (slug, name_ar, name_en, forms_ar, forms_en, spellings, major_ids) values
        ('tax-accountant', 'محاسب ضرائب', 'Tax accountant', '{محاسب ضرائب,زكاة وضريبة,ضريبة القيمة المضافة}', '{tax accountant}', '{}', '{}'),
        ('accountant', 'محاسب', 'Accountant', '{محاسب,ضريبة القيمة المضافة}', '{accountant}', '{}', '{}')`,
    );
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('takes the tax\'s name off the tax accountant only, as the seeds have it', async () => {
    const { rows } = await database.client.query<{ slug: string; forms_ar: string[] }>(`select slug, forms_ar from occupations order by slug`);
    const formsOf = (slug: string) => rows.find((row) => row.slug === slug)!.forms_ar;
    expect(formsOf('tax-accountant')).toEqual(['محاسب ضرائب', 'زكاة وضريبة']);
    expect(occupationSeeds.find((occupation) => occupation.slug === 'tax-accountant')!.forms_ar).not.toContain('ضريبة القيمة المضافة');
    expect(formsOf('accountant')).toEqual(['محاسب', 'ضريبة القيمة المضافة']);
  });
});

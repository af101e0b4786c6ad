import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationSeeds } from './seed/occupation-data.ts';
import { databaseBefore } from '../test/migrations.ts';

/**
 * Migration 0034: a database whose vocabulary was seeded before it learns that a chartered accountant (CPA, «محاسب
 * قانوني») is an accountant, as a new database does from the seeds; forms it has already are not repeated, and an
 * installation without the occupation is left as it is.
 */
describe('migration 0034: the chartered accountant\'s forms', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const seed = occupationSeeds.find((occupation) => occupation.slug === 'accountant')!;

  beforeAll(async () => {
    // The vocabulary as seeded before (an operator had already added «محاسب قانوني» by hand).
    database = await databaseBefore(31);
    await database.client.query(
      `insert into occupations (slug, name_ar, name_en, forms_ar, forms_en, spellings, major_ids) values ('accountant', 'محاسب', 'Accountant', $1, $2, '{}', '{}'), ('nurse', 'ممرض', 'Nurse', '{ممرض}', '{nurse}', '{}', '{}')`,
      [['محاسب', 'محاسبة', 'محاسب قانوني'], ['accountant', 'bookkeeper']],
    );
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('adds each form once, the same as the seeds hold', async () => {
    const { rows } = await database.client.query<{ slug: string; forms_ar: string[]; forms_en: string[] }>(`select slug, forms_ar, forms_en from occupations order by slug`);
    const accountant = rows.find((row) => row.slug === 'accountant')!;
    expect(accountant.forms_ar.slice(0, 3)).toEqual(['محاسب', 'محاسبة', 'محاسب قانوني']);
    expect(accountant.forms_ar.filter((form) => form === 'محاسب قانوني')).toHaveLength(1);
    expect(accountant.forms_en).toEqual(expect.arrayContaining(['accountant', 'bookkeeper', 'chartered accountant', 'cpa', 'socpa']));
    // Every form the migration adds is one the seeds give a new database.
    for (const form of accountant.forms_ar) expect(seed.forms_ar).toContain(form);
    for (const form of accountant.forms_en) expect(seed.forms_en).toContain(form);
    expect(rows.find((row) => row.slug === 'nurse')).toEqual({ slug: 'nurse', forms_ar: ['ممرض'], forms_en: ['nurse'] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationSeeds } from './seed/occupation-data.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

/**
 * Migration 0096 (decision 204): a database whose vocabulary was seeded before learns the trades' colloquial words and
 * English in Arabic letters («دريول», «بياع», «سيلز مان») as other spellings, as a new database does from the seeds;
 * spellings it has already are not repeated, and an occupation the migration does not name is left as it is.
 */
describe('migration 0096: the trades\' colloquial spellings', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const seedOf = (slug: string) => occupationSeeds.find((occupation) => occupation.slug === slug)!;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0096_occupation_colloquial_spellings') - 1);
    await database.client.query(
      `insert into occupations (slug, name_ar, name_en, forms_ar, forms_en, spellings, major_ids) values
        ('driver', 'سائق', 'Driver', '{سائق}', '{driver}', $1, '{}'),
        ('sales-representative', 'مندوب مبيعات', 'Sales representative', '{مندوب مبيعات}', '{sales representative}', '{سيلز}', '{}'),
        ('nurse', 'ممرض', 'Nurse', '{ممرض}', '{nurse}', '{}', '{}')`,
      [['sa2eq', 'دريول']],
    );
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('adds each spelling once, the same as the seeds hold', async () => {
    const { rows } = await database.client.query<{ slug: string; spellings: string[] }>(`select slug, spellings from occupations order by slug`);
    const spellingsOf = (slug: string) => rows.find((row) => row.slug === slug)!.spellings;
    expect(spellingsOf('driver')).toEqual(['sa2eq', 'دريول', 'دريولية']);
    expect(spellingsOf('sales-representative')).toEqual(['سيلز', 'بياع', 'بياعين', 'بياعة', 'سيلزمان', 'سيلز مان']);
    for (const slug of ['driver', 'sales-representative']) for (const spelling of spellingsOf(slug)) expect(seedOf(slug).spellings).toContain(spelling);
    expect(spellingsOf('nurse')).toEqual([]);
  });
});

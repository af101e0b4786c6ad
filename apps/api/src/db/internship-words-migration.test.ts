import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupationSeeds } from './seed/occupation-data.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

/**
 * Migration 0040 (decision 088): a database whose vocabulary was seeded before no longer files internship words
 * under the intern occupation (they are the internship job type); what is left is the fresh graduate, as the seeds
 * now hold it, and «تدريب» / "training" name the training occupations. Forms it has already are not repeated.
 */
describe('migration 0040: internship words leave the intern occupation', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const seed = (slug: string) => occupationSeeds.find((occupation) => occupation.slug === slug)!;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0040_internship_words') - 1);
    await database.client.query(
      `insert into occupations (slug, name_ar, name_en, forms_ar, forms_en, spellings, major_ids) values
        ('intern', 'متدرب', 'Intern', $1, $2, '{انترن}', '{}'),
        ('trainer', 'مدرب', 'Trainer', '{مدرب,مدربة,تدريب}', '{trainer,instructor}', '{modarreb}', '{}'),
        ('training-coordinator', 'منسق تدريب', 'Training coordinator', '{منسق تدريب}', '{training coordinator}', '{}', '{}')`,
      [
        ['متدرب', 'متدربة', 'تدريب تعاوني', 'تدريب صيفي', 'حديث تخرج', 'خريج', 'خريجين', 'تمهير'],
        ['intern', 'internship', 'trainee', 'graduate trainee', 'fresh graduate', 'coop', 'co-op', 'summer training'],
      ],
    );
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('leaves the fresh graduate as the seeds hold it, and adds «تدريب» and "training" to the training occupations once', async () => {
    const { rows } = await database.client.query<{ slug: string; name_ar: string; name_en: string; forms_ar: string[]; forms_en: string[]; spellings: string[] }>(
      `select slug, name_ar, name_en, forms_ar, forms_en, spellings from occupations order by slug`,
    );
    const graduate = rows.find((row) => row.slug === 'fresh-graduate')!;
    expect(rows.some((row) => row.slug === 'intern')).toBe(false);
    expect(graduate).toMatchObject({ name_ar: 'حديث تخرج', name_en: 'Fresh graduate', forms_ar: seed('fresh-graduate').forms_ar, forms_en: seed('fresh-graduate').forms_en, spellings: [] });
    const trainer = rows.find((row) => row.slug === 'trainer')!;
    expect(trainer.forms_ar.filter((form) => form === 'تدريب')).toHaveLength(1);
    expect(trainer.forms_en).toEqual(['trainer', 'instructor', 'training']);
    for (const slug of ['trainer', 'training-coordinator']) {
      const row = rows.find((item) => item.slug === slug)!;
      for (const form of row.forms_ar) expect(seed(slug).forms_ar).toContain(form);
      for (const form of row.forms_en) expect(seed(slug).forms_en).toContain(form);
    }
  });
});

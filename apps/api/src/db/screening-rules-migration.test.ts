import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScreenCategory } from '@tawzeef/contract';
import { screeningRuleSeeds } from '../test/screening-rules-083.ts';
import { screeningQuestionRuleSeeds } from '../test/screening-question-rules-118.ts';
import { compileRules, screenText, type TScreenRule } from '../modules/moderation/screen.ts';
import { screeningCollection } from '../modules/moderation/screening-collection.ts';
import { SCREEN_READING_CEILING_MS } from '../test/ceilings.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';
import { screeningRuleSeeds032 } from '../test/screening-rules-032.ts';

/**
 * Migration 0045 (decision 096): a database seeded with decision 032's screening list gets decision 083's list (the
 * seed fills only an empty table), and what administrators did to the list stays as they left it. The later migration
 * 0054 (decision 118) then adds the screening questions' rules to such a list, after everything else. Migration 0088
 * (decision 161) retires both lists where no administrator touched them: the tests of 0045 stop before it.
 */
const before0088 = () => migrationIdx('0088_screening_seed_retired') - 1;
interface TRow {
  id: number;
  category: TScreenCategory;
  action: 'block' | 'allow';
  kind: 'phrase' | 'regex';
  language: 'ar' | 'en';
  pattern: string;
  note: string | null;
  is_active: boolean;
}
const key = (rule: { category: string; action: string; kind?: string; language: string; pattern: string }) =>
  [rule.category, rule.action, rule.kind ?? 'regex', rule.language, rule.pattern].join(' | ');
const readRules = async (database: Awaited<ReturnType<typeof databaseBefore>>) =>
  (await database.client.query<TRow>('select id, category, action, kind, language, pattern, note, is_active from screening_rules order by id')).rows;

/** The seed as a process of that time wrote it: one statement (one created_at), never updated since. */
async function seedList(database: Awaited<ReturnType<typeof databaseBefore>>, rules: ReadonlyArray<{ category: string; action: string; kind?: string; language: string; pattern: string; note: string }>) {
  const values = rules.map((_, index) => `($${index * 6 + 1}, $${index * 6 + 2}, $${index * 6 + 3}, $${index * 6 + 4}, $${index * 6 + 5}, $${index * 6 + 6})`).join(', ');
  await database.client.query(
    `insert into screening_rules (category, action, kind, language, pattern, note) values ${values}`,
    rules.flatMap((rule) => [rule.category, rule.action, rule.kind ?? 'regex', rule.language, rule.pattern, rule.note]),
  );
}

/** An administrator's write through the console: the row and its audit entry (decision 031). */
async function audit(database: Awaited<ReturnType<typeof databaseBefore>>, id: number, action: 'create' | 'update' | 'delete') {
  await database.client.query(`insert into audit_log (actor_email, resource, record_id, action) values ('admin@tawzeef.test', 'screening-rules', $1, $2)`, [String(id), action]);
}

const adminRule = { category: 'tribe', action: 'block', kind: 'phrase', language: 'ar', pattern: 'من أسرة ذات نسب', note: 'added by an administrator' };

describe('migration 0045: a database seeded with 032’s screening list gets 083’s', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const newKeys = new Set(screeningRuleSeeds.map(key));
  const superseded = screeningRuleSeeds032.filter((rule) => !newKeys.has(key(rule)));
  /** A superseded rule an administrator edited (its note), and one switched off: both stay as they are. */
  const edited = superseded.find((rule) => rule.language === 'en' && rule.category === 'gender')!;
  const switchedOff = superseded.find((rule) => rule.language === 'ar')!;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0045_screening_rules_083') - 1);
    await seedList(database, screeningRuleSeeds032);
    const [created] = (
      await database.client.query<{ id: number }>(`insert into screening_rules (category, action, kind, language, pattern, note) values ($1, $2, $3, $4, $5, $6) returning id`, [
        adminRule.category,
        adminRule.action,
        adminRule.kind,
        adminRule.language,
        adminRule.pattern,
        adminRule.note,
      ])
    ).rows;
    await audit(database, created!.id, 'create');
    const [editedRow] = (await database.client.query<{ id: number }>(`update screening_rules set note = 'kept: our wording', updated_at = now() + interval '1 second' where pattern = $1 returning id`, [edited.pattern])).rows;
    await audit(database, editedRow!.id, 'update');
    const [offRow] = (await database.client.query<{ id: number }>(`update screening_rules set is_active = false, updated_at = now() + interval '1 second' where pattern = $1 returning id`, [switchedOff.pattern])).rows;
    await audit(database, offRow!.id, 'update');
    await database.migrateTo(before0088());
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('ends with 083’s list plus the administrator’s own rule and the rules they edited, nothing twice', async () => {
    expect(superseded.length).toBeGreaterThan(0);
    const rows = await readRules(database);
    const keys = rows.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = [...screeningRuleSeeds.map(key), ...screeningQuestionRuleSeeds.map(key), key(adminRule), key(edited), key(switchedOff)].sort();
    expect([...keys].sort()).toEqual(expected);
    expect(rows.find((row) => row.pattern === adminRule.pattern)).toMatchObject({ note: adminRule.note, is_active: true });
    expect(rows.find((row) => row.pattern === edited.pattern)).toMatchObject({ note: 'kept: our wording', is_active: true });
    expect(rows.find((row) => row.pattern === switchedOff.pattern)).toMatchObject({ is_active: false });
    // The rules 083 added come after the others, in the seed's order, with its notes.
    const added = screeningRuleSeeds.filter((rule) => !screeningRuleSeeds032.some((old) => key(old) === key(rule)));
    const questionRules = screeningQuestionRuleSeeds.length;
    expect(rows.slice(-added.length - questionRules, -questionRules).map((row) => ({ key: key(row), note: row.note }))).toEqual(added.map((rule) => ({ key: key(rule), note: rule.note })));
  });

});

describe('migration 0045 on a database seeded with 083’s list', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const oldKeys = new Set(screeningRuleSeeds032.map(key));
  const deleted = screeningRuleSeeds.find((rule) => !oldKeys.has(key(rule)))!;

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0045_screening_rules_083') - 1);
    await seedList(database, screeningRuleSeeds);
    const [row] = (await database.client.query<{ id: number }>(`delete from screening_rules where pattern = $1 returning id`, [deleted.pattern])).rows;
    await audit(database, row!.id, 'delete');
    await database.migrateTo(before0088());
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('changes nothing: a rule the administrator deleted does not come back (0054 adds only the questions’ rules)', async () => {
    const keys = (await readRules(database)).map(key).sort();
    expect(keys).toEqual([...screeningRuleSeeds.filter((rule) => rule !== deleted), ...screeningQuestionRuleSeeds].map(key).sort());
  });
});

describe('migration 0088: the seeded lists retired, the administrators’ rules kept (decision 161)', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const edited = screeningRuleSeeds.find((rule) => rule.category === 'tribe')!;
  const switchedOff = screeningQuestionRuleSeeds.find((rule) => rule.category === 'age')!;
  /** An administrator's rule with a seeded rule's very words: written through the console, so it stays. */
  const twin = screeningRuleSeeds.find((rule) => rule.category === 'religion')!;

  beforeAll(async () => {
    database = await databaseBefore(before0088());
    await seedList(database, [...screeningRuleSeeds, ...screeningQuestionRuleSeeds]);
    const [created] = (await database.client.query<{ id: number }>(`insert into screening_rules (category, action, kind, language, pattern, note) values ($1, $2, $3, $4, $5, $6) returning id`, [adminRule.category, adminRule.action, adminRule.kind, adminRule.language, adminRule.pattern, adminRule.note])).rows;
    await audit(database, created!.id, 'create');
    const [copy] = (await database.client.query<{ id: number }>(`insert into screening_rules (category, action, kind, language, pattern, note) values ($1, $2, $3, $4, $5, $6) returning id`, [twin.category, twin.action, twin.kind, twin.language, twin.pattern, twin.note])).rows;
    await audit(database, copy!.id, 'create');
    const [editedRow] = (await database.client.query<{ id: number }>(`update screening_rules set note = 'kept: our wording', updated_at = now() + interval '1 second' where pattern = $1 returning id`, [edited.pattern])).rows;
    await audit(database, editedRow!.id, 'update');
    const [offRow] = (await database.client.query<{ id: number }>(`update screening_rules set is_active = false, updated_at = now() + interval '1 second' where pattern = $1 returning id`, [switchedOff.pattern])).rows;
    await audit(database, offRow!.id, 'update');
    await database.migrateAll();
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('deletes every seeded rule no administrator wrote, and keeps those they added, edited or switched off', async () => {
    const rows = await readRules(database);
    expect(rows.map(key).sort()).toEqual([key(adminRule), key(twin), key(edited), key(switchedOff)].sort());
    expect(rows.find((row) => row.pattern === edited.pattern)).toMatchObject({ note: 'kept: our wording', is_active: true });
    expect(rows.find((row) => row.pattern === switchedOff.pattern)).toMatchObject({ is_active: false });
  });

  // The whole collection read once, with the rules the migration leaves (screening-collection.test.ts reads it with none).
  it('screens the collection with what is left and the built-in reading at decision 161’s targets (0.99 held and passed)', { timeout: SCREEN_READING_CEILING_MS }, async () => {
    const rows = (await readRules(database)).filter((row) => row.is_active);
    const { compiled, broken } = compileRules(rows as TScreenRule[]);
    expect(broken).toEqual([]);
    // Each phrasing read once (a text of several classes was read once for each).
    const read = screeningCollection.map((item) => ({ item, found: new Set(screenText({ [item.field]: item.text }, compiled).map((finding) => finding.category)) }));
    const discriminatory = read.filter(({ item }) => item.categories.length > 0);
    const legitimate = read.filter(({ item }) => item.categories.length === 0);
    const held = discriminatory.filter(({ item, found }) => item.categories.every((category) => found.has(category))).length / discriminatory.length;
    const passed = legitimate.filter(({ found }) => found.size === 0).length / legitimate.length;
    expect(held).toBeGreaterThanOrEqual(0.99);
    expect(passed).toBeGreaterThanOrEqual(0.99);
  });
});

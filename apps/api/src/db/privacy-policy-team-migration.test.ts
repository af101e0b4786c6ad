import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_TEXTS } from './seed/site-pages.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

const NEW_LINE_EN = "<li><strong>A company's team in messages:</strong>";
const NEW_LINE_AR = '<li><strong>فريق المنشأة في الرسائل:</strong>';
const without = (body: string, start: string) => body.replace(new RegExp(`\\n${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*`), '');

/**
 * Migration 0058 (decision 125) on a site whose privacy policy was seeded before it: the page gains the line that a
 * company member's first name is shown to the seekers they write to, in both languages, once.
 */
describe("migration 0058: the privacy policy names the company member's first name in messages", () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const policy = SITE_PAGE_TEXTS['privacy-policy'];

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0058_team_conversations') - 1);
    const insert = `insert into site_pages (slug, title_ar, title_en, summary_ar, summary_en, body_ar, body_en) values ($1, 't', 't', 's', 's', $2, $3)`;
    await database.client.query(insert, ['privacy-policy', without(policy.body_ar, NEW_LINE_AR), without(policy.body_en, NEW_LINE_EN)]);
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('adds the line to the seeded policy in both languages, as the seed now writes it', async () => {
    expect(without(policy.body_en, NEW_LINE_EN)).not.toContain(NEW_LINE_EN);
    expect(without(policy.body_ar, NEW_LINE_AR)).not.toContain(NEW_LINE_AR);
    const [page] = (await database.client.query<{ body_ar: string; body_en: string }>(`select body_ar, body_en from site_pages where slug = 'privacy-policy'`)).rows;
    expect(page!.body_en).toBe(policy.body_en);
    expect(page!.body_ar).toBe(policy.body_ar);
  });
});

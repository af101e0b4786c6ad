import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_TEXTS } from './seed/site-pages.ts';
import { databaseBefore, migrationIdx } from '../test/migrations.ts';

const NEW_LINE_EN = "<li><strong>Companies' notes on your application:</strong>";
const NEW_LINE_AR = '<li><strong>ملاحظات المنشآت على طلبك:</strong>';
const without = (body: string, start: string) => body.replace(new RegExp(`\\n${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*`), '');

/**
 * Migration 0049 (decision 111) on a site whose privacy policy was seeded before it: the page gains the line that a
 * company's notes, tags and ratings are its own, in both languages, once; a page an administrator rewrote is left alone.
 */
describe('migration 0049: the privacy policy names the companies’ private notes', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>;
  const policy = SITE_PAGE_TEXTS['privacy-policy'];

  beforeAll(async () => {
    database = await databaseBefore(migrationIdx('0049_privacy_policy_pipeline') - 1);
    const insert = `insert into site_pages (slug, title_ar, title_en, summary_ar, summary_en, body_ar, body_en) values ($1, 't', 't', 's', 's', $2, $3)`;
    await database.client.query(insert, ['privacy-policy', without(policy.body_ar, NEW_LINE_AR), without(policy.body_en, NEW_LINE_EN)]);
    await database.client.query(insert, ['about-us', '<p>كتبها المشرف</p>', '<p>Written by an administrator</p>']);
    await database.migrateAll();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('adds the line to the seeded policy in both languages, as the seed now writes it', async () => {
    expect(without(policy.body_en, NEW_LINE_EN)).not.toContain(NEW_LINE_EN);
    const [page] = (await database.client.query<{ body_ar: string; body_en: string }>(`select body_ar, body_en from site_pages where slug = 'privacy-policy'`)).rows;
    expect(page!.body_en).toBe(policy.body_en);
    expect(page!.body_ar).toBe(policy.body_ar);
  });

  it('leaves a page without the line it follows as it was', async () => {
    const [page] = (await database.client.query<{ body_en: string }>(`select body_en from site_pages where slug = 'about-us'`)).rows;
    expect(page!.body_en).toBe('<p>Written by an administrator</p>');
  });
});

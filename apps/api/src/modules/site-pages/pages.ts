import { eq, sql } from 'drizzle-orm';
import { PRIVACY_PAGE_SLUG, SITE_PAGE_SLUGS, TERMS_PAGE_SLUG, type TLocale, type TSitePage, type TSitePageSlug, type TSitePageUpdate } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sitePages, type TSitePageRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { sanitizePageBody, sectionsOf } from './sanitize.ts';

export const isSitePageSlug = (value: string): value is TSitePageSlug => (SITE_PAGE_SLUGS as readonly string[]).includes(value);

export async function findSitePage(db: TDatabase, slug: string): Promise<TSitePageRow | undefined> {
  if (!isSitePageSlug(slug)) return undefined;
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row;
}

/** A page in one language, with its sections. */
export function toSitePage(row: TSitePageRow, locale: TLocale, formatDate: (date: Date) => string): TSitePage {
  const html = locale === 'en' ? row.body_en : row.body_ar;
  return {
    slug: row.slug as TSitePageSlug,
    title: locale === 'en' ? row.title_en : row.title_ar,
    summary: locale === 'en' ? row.summary_en : row.summary_ar,
    html,
    sections: sectionsOf(html),
    version: row.version,
    updated_at: formatDate(row.updated_at),
  };
}

export async function readSitePage(db: TDatabase, slug: string, locale: TLocale, formatDate: (date: Date) => string): Promise<TSitePage> {
  const row = await findSitePage(db, slug);
  if (!row) throw notFound();
  return toSitePage(row, locale, formatDate);
}

/**
 * An administrator's edit: the bodies sanitised, the version one more when any text changed (an unchanged save
 * changes nothing). One guarded UPDATE, so two admins saving at once each add their own version.
 */
export async function updateSitePage(db: TDatabase, slug: string, input: TSitePageUpdate, adminId: number): Promise<void> {
  const current = await findSitePage(db, slug);
  if (!current) throw notFound();
  const next = {
    title_ar: input.title_ar.trim(),
    title_en: input.title_en.trim(),
    summary_ar: input.summary_ar.trim(),
    summary_en: input.summary_en.trim(),
    body_ar: sanitizePageBody(input.body_ar),
    body_en: sanitizePageBody(input.body_en),
  };
  const changed = (Object.keys(next) as Array<keyof typeof next>).some((key) => next[key] !== current[key]);
  if (!changed) return;
  await db
    .update(sitePages)
    .set({ ...next, version: sql`${sitePages.version} + 1`, updated_at: sql`now()`, updated_by: adminId })
    .where(eq(sitePages.slug, current.slug));
}

/** The version in force of a legal page as a select expression (1 when the page is missing: a database not seeded yet). */
export const legalVersionOf = (slug: typeof TERMS_PAGE_SLUG | typeof PRIVACY_PAGE_SLUG) =>
  sql<number>`coalesce((select ${sitePages.version} from ${sitePages} where ${sitePages.slug} = ${slug}), 1)`;

/** The versions of the terms and privacy policy in force (`legalVersionOf` each). */
export async function currentLegalVersions(db: TDatabase): Promise<{ terms: number; privacy: number }> {
  const [row] = await db.select({ terms: legalVersionOf(TERMS_PAGE_SLUG), privacy: legalVersionOf(PRIVACY_PAGE_SLUG) }).from(sql`(select 1) as one`);
  return row ?? { terms: 1, privacy: 1 };
}

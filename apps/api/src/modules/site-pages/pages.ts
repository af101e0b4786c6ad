import { eq, inArray, sql } from 'drizzle-orm';
import { PRIVACY_PAGE_SLUG, SITE_PAGE_SLUGS, TERMS_PAGE_SLUG, type TLocale, type TSitePage, type TSitePageSlug, type TSitePageUpdate } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { sitePages, type TSitePageRow } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { sanitizePageBody, sectionsOf } from './sanitize.ts';
import { preparedPer } from '../../db/prepared.ts';

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

/** Read for every page of a logged-in visitor (whether they must accept new terms): prepared once per database. */
const legalVersionsStatement = preparedPer((db) =>
  db
    .select({ slug: sitePages.slug, version: sitePages.version })
    .from(sitePages)
    .where(inArray(sitePages.slug, [TERMS_PAGE_SLUG, PRIVACY_PAGE_SLUG]))
    .prepare('legal_versions'),
);

/** The versions of the terms and privacy policy in force (1 when a page is missing, as on a database not seeded yet). */
export async function currentLegalVersions(db: TDatabase): Promise<{ terms: number; privacy: number }> {
  const rows = await legalVersionsStatement(db, null).execute();
  const version = (slug: string) => rows.find((row) => row.slug === slug)?.version ?? 1;
  return { terms: version(TERMS_PAGE_SLUG), privacy: version(PRIVACY_PAGE_SLUG) };
}

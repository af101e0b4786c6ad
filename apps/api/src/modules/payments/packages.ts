import { and, asc, eq, sql } from 'drizzle-orm';
import { computePrice, type TLocale, type TPackage, type TPackageInput } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { payments, postingPackages, type TPostingPackageRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { getVatRateBasisPoints } from './pricing.ts';

/**
 * Posting packages (decision 130): the administrator's offers beside the single fee. Their price is before VAT,
 * in halalas; the VAT rate is the settings' of the moment, as for a post.
 */
function toPackageDto(row: TPostingPackageRow, vatRateBasisPoints: number, locale: TLocale): TPackage {
  return {
    id: row.id,
    name: locale === 'ar' ? row.name_ar : row.name_en,
    name_ar: row.name_ar,
    name_en: row.name_en,
    posts: row.posts,
    validity_days: row.validity_days,
    currency: 'SAR',
    ...computePrice(row.price_halalas, vatRateBasisPoints),
  };
}

/** GET /api/v1/packages: the active packages, in the administrator's order. */
export async function listActivePackages(db: TDatabase, locale: TLocale): Promise<TPackage[]> {
  const [rows, vatRate] = await Promise.all([
    db.select().from(postingPackages).where(eq(postingPackages.is_active, true)).orderBy(asc(postingPackages.sort_order), asc(postingPackages.id)),
    getVatRateBasisPoints(db),
  ]);
  return rows.map((row) => toPackageDto(row, vatRate, locale));
}

/** A package a company may buy now (an inactive or missing one is undefined: answered 404). */
/** How many posting packages are on sale: the checkout links to them only when there are some. */
export async function countActivePackages(db: TDatabase): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(postingPackages).where(eq(postingPackages.is_active, true));
  return row?.count ?? 0;
}

export async function findActivePackage(db: TDatabase, packageId: number): Promise<TPostingPackageRow | undefined> {
  const [row] = await db
    .select()
    .from(postingPackages)
    .where(and(eq(postingPackages.id, packageId), eq(postingPackages.is_active, true)))
    .limit(1);
  return row;
}

function values(input: TPackageInput) {
  return {
    name_ar: input.name_ar,
    name_en: input.name_en,
    posts: input.posts,
    price_halalas: Math.round(input.price_sar * 100),
    validity_days: input.validity_days,
    ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
    ...(input.sort_order === undefined ? {} : { sort_order: input.sort_order }),
  };
}

/** Admin: a new package; it sells from now on. */
export async function createPackage(db: TDatabase, input: TPackageInput): Promise<number> {
  const [row] = await db.insert(postingPackages).values(values(input)).returning({ id: postingPackages.id });
  return row!.id;
}

/** Admin: a package changed; purchases already made keep what they bought (frozen on their payment). */
export async function updatePackage(db: TDatabase, id: number, input: TPackageInput): Promise<void> {
  const [row] = await db
    .update(postingPackages)
    .set({ ...values(input), updated_at: new Date() })
    .where(eq(postingPackages.id, id))
    .returning({ id: postingPackages.id });
  if (!row) throw notFound();
}

/** Admin: a package never bought may be deleted; a bought one is deactivated instead (409: its payments name it, the foreign key restricts). */
export async function deletePackage(db: TDatabase, id: number): Promise<void> {
  const [bought] = await db.select({ id: payments.id }).from(payments).where(eq(payments.package_id, id)).limit(1);
  if (bought) throw new HttpError(409, 'package_in_use');
  const [row] = await db.delete(postingPackages).where(eq(postingPackages.id, id)).returning({ id: postingPackages.id });
  if (!row) throw notFound();
}

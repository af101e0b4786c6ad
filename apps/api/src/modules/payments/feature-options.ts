import { and, asc, eq, sql } from 'drizzle-orm';
import { computePrice, type TFeatureOption, type TFeatureOptionInput } from '@tawzeef/contract';
import type { TDatabase } from '../../db/client.ts';
import { featureOptions, jobs, payments, type TFeatureOptionRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { getVatRateBasisPoints } from './pricing.ts';

/**
 * Featuring periods (decision 135): the administrator's days for a price before VAT, in halalas, sold like packages
 * (decision 130); the VAT rate is the settings' of the moment, as for a post.
 */

/** GET /api/v1/feature-options: the active periods, in the administrator's order. */
export async function listActiveFeatureOptions(db: TDatabase): Promise<TFeatureOption[]> {
  const [rows, vatRate] = await Promise.all([
    db.select().from(featureOptions).where(eq(featureOptions.is_active, true)).orderBy(asc(featureOptions.sort_order), asc(featureOptions.days), asc(featureOptions.id)),
    getVatRateBasisPoints(db),
  ]);
  return rows.map((row) => ({ id: row.id, days: row.days, currency: 'SAR', ...computePrice(row.price_halalas, vatRate) }));
}

/** A period a company may buy now (an inactive or missing one is undefined: answered 404). */
export async function findActiveFeatureOption(db: TDatabase, optionId: number): Promise<TFeatureOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(featureOptions)
    .where(and(eq(featureOptions.id, optionId), eq(featureOptions.is_active, true)))
    .limit(1);
  return row;
}

/**
 * A paid featured period (in the payment's transaction, from markPaid): the job is featured for `days` more, after the
 * period it has left, or from now. Once per payment: markPaid's guarded update runs it once.
 */
export async function extendFeatured(tx: TDatabase, jobId: number, days: number): Promise<void> {
  await tx
    .update(jobs)
    .set({ featured_until: sql`greatest(coalesce(${jobs.featured_until}, now()), now()) + make_interval(days => ${days}::int)` })
    .where(eq(jobs.id, jobId));
}

function values(input: TFeatureOptionInput) {
  return {
    days: input.days,
    price_halalas: Math.round(input.price_sar * 100),
    ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
    ...(input.sort_order === undefined ? {} : { sort_order: input.sort_order }),
  };
}

/** Admin: a new period; it sells from now on. */
export async function createFeatureOption(db: TDatabase, input: TFeatureOptionInput): Promise<number> {
  const [row] = await db.insert(featureOptions).values(values(input)).returning({ id: featureOptions.id });
  return row!.id;
}

/** Admin: a period changed; purchases already made keep what they bought (days and price frozen on their payment). */
export async function updateFeatureOption(db: TDatabase, id: number, input: TFeatureOptionInput): Promise<void> {
  const [row] = await db
    .update(featureOptions)
    .set({ ...values(input), updated_at: new Date() })
    .where(eq(featureOptions.id, id))
    .returning({ id: featureOptions.id });
  if (!row) throw notFound();
}

/** Admin: a period never bought may be deleted; a bought one is deactivated instead (409, as a package). */
export async function deleteFeatureOption(db: TDatabase, id: number): Promise<void> {
  const [bought] = await db.select({ id: payments.id }).from(payments).where(eq(payments.feature_option_id, id)).limit(1);
  if (bought) throw new HttpError(409, 'package_in_use');
  const [row] = await db.delete(featureOptions).where(eq(featureOptions.id, id)).returning({ id: featureOptions.id });
  if (!row) throw notFound();
}

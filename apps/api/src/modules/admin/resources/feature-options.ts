import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TFeatureOptionInput } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { featureOptions, payments } from '../../../db/schema/index.ts';
import { createFeatureOption, deleteFeatureOption, updateFeatureOption } from '../../payments/feature-options.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: featureOptions.id,
  days: featureOptions.days,
  price_halalas: featureOptions.price_halalas,
  is_active: featureOptions.is_active,
  sort_order: featureOptions.sort_order,
  bought: sql<number>`(select count(*)::int from ${payments} where ${payments.feature_option_id} = ${featureOptions.id} and ${payments.status} = 'paid')`,
  created_at: featureOptions.created_at,
};

const spec: TListSpec = {
  filters: { is_active: (value: string) => sql`${featureOptions.is_active} = ${value === 'true'}` },
  search: [],
  sorts: { sort_order: featureOptions.sort_order, id: featureOptions.id, days: featureOptions.days },
  id: featureOptions.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(featureOptions);
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => {
  const { price_halalas: price, ...rest } = withDates(row, ctx.formatDate);
  return ADMIN_RESOURCES['feature-options'].record.parse({ ...rest, price_sar: Number(price) / 100, bought: Number(row.bought) }) as TAdminRecord;
};

/** Featuring periods (decision 135): the payments module's writes; a bought period cannot be deleted, only deactivated. */
export const featureOptionsResource: TAdminResource = {
  def: ADMIN_RESOURCES['feature-options'],
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(featureOptions.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  create: (ctx, input) => createFeatureOption(ctx.db, input as TFeatureOptionInput),
  update: (ctx, id, input) => updateFeatureOption(ctx.db, Number(id), input as TFeatureOptionInput),
  delete: (ctx, id) => deleteFeatureOption(ctx.db, Number(id)),
};

import { eq, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type TAdminRecord, type TPackageInput } from '@tawzeef/contract';
import type { TDatabase } from '../../../db/client.ts';
import { payments, postingPackages } from '../../../db/schema/index.ts';
import { createPackage, deletePackage, updatePackage } from '../../payments/packages.ts';
import type { TAdminContext, TAdminResource } from '../context.ts';
import { readPage, withDates, type TListSpec, type TSelectFrom } from '../list.ts';

const columns = {
  id: postingPackages.id,
  name_ar: postingPackages.name_ar,
  name_en: postingPackages.name_en,
  posts: postingPackages.posts,
  price_halalas: postingPackages.price_halalas,
  validity_days: postingPackages.validity_days,
  is_active: postingPackages.is_active,
  sort_order: postingPackages.sort_order,
  bought: sql<number>`(select count(*)::int from ${payments} where ${payments.package_id} = ${postingPackages.id} and ${payments.status} = 'paid')`,
  created_at: postingPackages.created_at,
};

const spec: TListSpec = {
  filters: { is_active: (value: string) => sql`${postingPackages.is_active} = ${value === 'true'}` },
  search: [postingPackages.name_ar, postingPackages.name_en],
  sorts: { sort_order: postingPackages.sort_order, id: postingPackages.id, price_sar: postingPackages.price_halalas },
  id: postingPackages.id,
};

const from = (db: TDatabase): TSelectFrom => (fields) => db.select(fields).from(postingPackages);
const toRecord = (ctx: TAdminContext, row: Record<string, unknown>) => {
  const { price_halalas: price, ...rest } = withDates(row, ctx.formatDate);
  return ADMIN_RESOURCES.packages.record.parse({ ...rest, price_sar: Number(price) / 100, bought: Number(row.bought) }) as TAdminRecord;
};

/** Posting packages (decision 130): the payments module's writes; a bought package cannot be deleted, only deactivated. */
export const packagesResource: TAdminResource = {
  def: ADMIN_RESOURCES.packages,
  async list(ctx, query) {
    const { rows, total } = await readPage(from(ctx.db), columns, spec, query);
    return { items: rows.map((row) => toRecord(ctx, row)), total };
  },
  async get(ctx, id) {
    const [row] = await from(ctx.db)(columns).where(eq(postingPackages.id, Number(id)));
    return row ? toRecord(ctx, row) : undefined;
  },
  create: (ctx, input) => createPackage(ctx.db, input as TPackageInput),
  update: (ctx, id, input) => updatePackage(ctx.db, Number(id), input as TPackageInput),
  delete: (ctx, id) => deletePackage(ctx.db, Number(id)),
};
